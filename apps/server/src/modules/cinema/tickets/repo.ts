import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/**
 * The seats of a screening. A seat is one row keyed by (tenant, screening, row, col): holding seats is
 * one INSERT that skips seats already there, so two buyers of one seat cannot both get it (the key
 * decides, whatever the interleaving); the caller refuses the whole order when fewer came back.
 */
export async function hold(db: Scoped, screeningId: string, orderId: string, seats: readonly { row: number; col: number }[]) {
  const rows = await db.query(sql`INSERT INTO cin_seat (tenant_id, screening_id, seat_row, seat_col, order_id, seat_state)
    SELECT ${db.tenantId}, ${screeningId}, s.r, s.c, ${orderId}, 1
    FROM unnest(${seats.map((s) => s.row)}::int[], ${seats.map((s) => s.col)}::int[]) AS s(r, c)
    ON CONFLICT DO NOTHING RETURNING seat_row`);
  return rows.length;
}

export const insertOrder = (db: Scoped, orderId: string, screeningId: string, seats: { row: number; col: number; label: string }[]) =>
  db.query(
    sql`INSERT INTO cin_order (tenant_id, order_id, screening_id, seats) VALUES (${db.tenantId}, ${orderId}, ${screeningId}, ${JSON.stringify(seats)})`,
  );

export const orderOf = (db: Scoped, orderId: string) =>
  db.one<{
    screening_id: string;
    seats: { label: string }[];
    start_time: Date;
    hall_layout: string[];
  }>(sql`SELECT o.screening_id::text AS screening_id, o.seats,
    s.start_time, h.layout AS hall_layout FROM cin_order o JOIN cin_screening s ON s.tenant_id = o.tenant_id AND s.id = o.screening_id
    JOIN cin_hall h ON h.tenant_id = s.tenant_id AND h.id = s.hall_id WHERE ${db.tenant('o')} AND o.order_id = ${orderId}`);

export const sell = (db: Scoped, orderId: string) =>
  db.query(sql`UPDATE cin_seat SET seat_state = 2 WHERE ${db.tenant()} AND order_id = ${orderId} AND seat_state = 1`);

/** Give the order's seats back: all, or those whose ticket rows (named by the seat) were refunded. */
export const releaseAll = (db: Scoped, orderId: string) =>
  db.query(sql`DELETE FROM cin_seat WHERE ${db.tenant()} AND order_id = ${orderId}`);
export const releaseRefunded = (db: Scoped, orderId: string) =>
  db.query(sql`DELETE FROM cin_seat t USING cin_order o, jsonb_array_elements(o.seats) AS e(v), ord_guest g
    WHERE ${db.tenant('t')} AND t.order_id = ${orderId} AND ${db.tenant('o')} AND o.order_id = ${orderId}
      AND ${db.tenant('g')} AND g.order_id = ${orderId} AND g.ticket_status = 2 AND g.guest_name = e.v->>'label'
      AND t.seat_row = (e.v->>'row')::int AND t.seat_col = (e.v->>'col')::int`);
