import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const countUnused = async (db: Scoped, orderId: string) =>
  (await db.one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 0`,
  ))!.n;

export const hasCalendarDay = (db: Scoped, skuId: string, date: string) =>
  db.one(sql`SELECT 1 FROM prd_calendar WHERE ${db.tenant()} AND sku_id = ${skuId} AND play_date = ${date}`);
export const movePlayDate = (db: Scoped, id: string, from: string, to: string, status: number, userId: string | null) =>
  db.one(sql`UPDATE ord_order SET play_date = ${to}, update_time = now(), update_user = ${userId}
    WHERE ${db.tenant()} AND id = ${id} AND play_date = ${from} AND order_status = ${status} RETURNING id`);

/** The first date of a kind's order (a hotel stay's check-in), moved while the order is in the state read. */
export const moveKindPlayDate = (db: Scoped, id: string, to: string, status: number, userId: string | null) =>
  db.one(sql`UPDATE ord_order SET play_date = ${to}, update_time = now(), update_user = ${userId}
    WHERE ${db.tenant()} AND id = ${id} AND order_status = ${status} RETURNING id`);
