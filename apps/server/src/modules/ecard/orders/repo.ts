import type { z } from 'zod';
import type { ecardOrderQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

/** E-card orders: ord_order rows of kind 'ecard' (read here; the order area writes them) and their ec_order row. */

const COLS = sql.raw(`o.id, o.order_no, o.code, o.product_name, o.quantity, o.unit_price, o.total_money, o.contact_name, o.contact_phone,
  o.order_status, o.channel, o.remark, o.create_time, e.card_id,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`);
const FROM = sql`ord_order o JOIN ec_order e ON e.tenant_id = o.tenant_id AND e.order_id = o.id`;

type Filters = Partial<z.output<typeof ecardOrderQuery>>;
const where = (db: Scoped, q: Filters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0 AND o.order_kind = 'ecard'`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.contactPhone && sql`o.contact_phone = ${q.contactPhone}`,
  q.cardId && sql`e.card_id = ${q.cardId}`,
  q.orderStatus !== undefined && sql`o.order_status = ${q.orderStatus}`,
  q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];

export const orderPage = (db: Scoped, q: z.output<typeof ecardOrderQuery>) =>
  pageQuery(db.q, {
    from: FROM,
    where: where(db, q),
    columns: COLS,
    orderBy: sql`o.create_time DESC, o.id DESC`,
    current: q.current,
    size: q.size,
  });
export const orderRows = async (db: Scoped, q: Filters) =>
  toApiRows(await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, q))} ORDER BY o.id DESC LIMIT 50000`));
export const orderOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, {}))} AND o.id = ${id}`);

const child = (table: string) => async (db: Scoped, orderId: string) =>
  toApiRows<Row>(await db.query(sql`SELECT * FROM ${sql.ident(table)} WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`));
export const refundsOf = child('ord_refund');
export const tradesOf = child('ord_trade');
/**
 * The drawer's log: who did what, and the refunds. Every move also writes a progress line for the
 * customer (kind 'process') saying the same thing without the person: shown here it doubled each event.
 */
export const logsOf = async (db: Scoped, orderId: string) =>
  toApiRows(
    await db.query(sql`SELECT * FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind IN ('operate', 'refund') ORDER BY id`),
  );
export const guestsOf = (db: Scoped, orderId: string) =>
  db.query<{ id: string; guest_name: string }>(
    sql`SELECT id, guest_name FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`,
  );

export const insertEcOrder = (db: Scoped, orderId: string, cardId: string, customerId: string | null, holderName: string) =>
  db.query(
    sql`INSERT INTO ec_order (tenant_id, order_id, card_id, customer_id, holder_name) VALUES (${db.tenantId}, ${orderId}, ${cardId}, ${customerId}, ${holderName})`,
  );
export const ecOrderOf = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM ec_order WHERE ${db.tenant()} AND order_id = ${orderId}`);
/** Mark the stock as returned, once (answers the row when this call did it). */
export const markReturned = (db: Scoped, orderId: string) =>
  db.one(
    sql`UPDATE ec_order SET stock_returned = 1 WHERE ${db.tenant()} AND order_id = ${orderId} AND stock_returned = 0 RETURNING card_id`,
  );
