import type { z } from 'zod';
import type { blindBoxOrderFilters } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { type Cond, sql } from '../../../platform/sql.ts';

/** Blind-box orders: the ord_order row with its bb_order part, the prizes drawn and the money. */

const COLS = sql`o.id, o.order_no, o.code, o.quantity, o.unit_price, o.total_money, o.contact_name, o.contact_phone,
  o.order_status, o.create_time, o.pay_time, b.box_id, b.pool_id, b.box_name, b.after_sale, b.units_returned,
  (SELECT coalesce(string_agg(d.prize_name, '、' ORDER BY d.draw_index), '') FROM bb_draw d
    WHERE d.tenant_id = o.tenant_id AND d.order_id = o.id) AS prizes,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`;
const FROM = sql`ord_order o JOIN bb_order b ON b.tenant_id = o.tenant_id AND b.id = o.id`;

type Filters = Partial<z.output<typeof blindBoxOrderFilters>>;
const where = (db: Scoped, f: Filters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0 AND o.order_kind = 'blindbox'`,
  f.orderNo && sql`o.order_no ILIKE ${`%${f.orderNo}%`}`,
  f.contactPhone && sql`o.contact_phone = ${f.contactPhone}`,
  f.boxId && sql`b.box_id = ${f.boxId}`,
  f.orderStatus != null && sql`o.order_status = ${f.orderStatus}`,
  f.start && sql`o.create_time >= ${f.start}::date`,
  f.end && sql`o.create_time < ${f.end}::date + 1`,
];

export const orderPage = (db: Scoped, f: z.output<typeof blindBoxOrderFilters>) =>
  pageQuery<Row>(db.q, {
    from: FROM,
    columns: COLS,
    where: where(db, f),
    orderBy: sql`o.create_time DESC, o.id DESC`,
    current: f.current,
    size: f.size,
  });
export const orderRows = (db: Scoped, f: Filters) =>
  db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, f))} ORDER BY o.create_time DESC, o.id DESC LIMIT 5000`);
export const orderOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, {}))} AND o.id = ${id}`);
export const countByStatus = (db: Scoped) =>
  db.query<{ order_status: number; n: number }>(sql`SELECT o.order_status, count(*)::int AS n FROM ${FROM}
    WHERE ${sql.and(where(db, {}))} GROUP BY o.order_status`);

export const insertBbOrder = (db: Scoped, o: { id: string; boxId: string; poolId: string; boxName: string }) =>
  db.query(
    sql`INSERT INTO bb_order (tenant_id, id, box_id, pool_id, box_name) VALUES (${db.tenantId}, ${o.id}, ${o.boxId}, ${o.poolId}, ${o.boxName})`,
  );
export const bbOrderOf = (db: Scoped, id: string) => db.one(sql`SELECT * FROM bb_order WHERE ${db.tenant()} AND id = ${id}`);
/** The units of an order that ended unpaid marked given back, once (answers the row only the first time). */
export const markReturned = (db: Scoped, id: string, n: number) =>
  db.one(
    sql`UPDATE bb_order SET units_returned = ${n}, update_time = now() WHERE ${db.tenant()} AND id = ${id} AND units_returned = 0 RETURNING pool_id`,
  );
export const countAfterSale = (db: Scoped, id: string) =>
  db.query(sql`UPDATE bb_order SET after_sale = after_sale + 1, update_time = now() WHERE ${db.tenant()} AND id = ${id}`);

export const logs = (db: Scoped, orderId: string, kind: string) =>
  db.query(sql`SELECT * FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ${kind} ORDER BY id`);
export const insertAfterSale = (
  db: Scoped,
  a: { orderId: string; kind: number; reason: string; expressNo: string; amount: number; userId: string | null; userName: string },
) =>
  db.one(sql`INSERT INTO bb_after_sale (tenant_id, order_id, kind, reason, express_no, amount, user_id, user_name)
    VALUES (${db.tenantId}, ${a.orderId}, ${a.kind}, ${a.reason}, ${a.expressNo}, ${a.amount}, ${a.userId}, ${a.userName}) RETURNING *`);
export const afterSales = (db: Scoped, orderId: string, date?: string) =>
  db.query(sql`SELECT * FROM bb_after_sale WHERE ${db.tenant()} AND order_id = ${orderId}
    ${date ? sql`AND (create_time AT TIME ZONE 'Asia/Shanghai')::date = ${date}::date` : sql``} ORDER BY id DESC`);
export const afterSaleDates = (db: Scoped, orderId: string) =>
  db.query<{ d: string }>(sql`SELECT DISTINCT to_char(create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS d FROM bb_after_sale
    WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY d DESC`);
export const unusedGuests = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT id FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 0 ORDER BY id`);
/** The prizes drawn for a buyer's phone, newest first. */
export const prizesOfPhone = (db: Scoped, phone: string) =>
  db.query(sql`SELECT d.order_no, o.code, b.box_name, d.draw_index, d.prize_name, d.create_time
    FROM bb_draw d JOIN ord_order o ON o.tenant_id = d.tenant_id AND o.id = d.order_id
    JOIN bb_order b ON b.tenant_id = d.tenant_id AND b.id = d.order_id
    WHERE ${db.tenant('d')} AND o.contact_phone = ${phone} AND o.is_deleted = 0 ORDER BY d.id DESC LIMIT 200`);
