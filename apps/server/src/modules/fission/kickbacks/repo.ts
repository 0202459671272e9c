import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

// ---------------------------------------------------------------- referred orders

export const insertOrder = (
  db: Scoped,
  o: { orderId: string; promoterId: string; planId: string | null; kickType: number; kickValue: number },
) =>
  db.query(sql`INSERT INTO fis_order (tenant_id, order_id, promoter_id, plan_id, kick_type, kick_value)
    VALUES (${db.tenantId}, ${o.orderId}, ${o.promoterId}, ${o.planId}, ${o.kickType}, ${o.kickValue})`);

/** Fix the kickback when the order is paid: once (state 0 → 1). */
export const markEarned = (db: Scoped, orderId: string, kickback: number) =>
  db.one(
    sql`UPDATE fis_order SET state = 1, kickback = ${kickback}, paid_time = now() WHERE ${db.tenant()} AND order_id = ${orderId} AND state = 0 RETURNING *`,
  );
export const markClosed = (db: Scoped, orderId: string) =>
  db.one(sql`UPDATE fis_order SET state = 4 WHERE ${db.tenant()} AND order_id = ${orderId} AND state = 0 RETURNING order_id`);
export const referred = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM fis_order WHERE ${db.tenant()} AND order_id = ${orderId}`);
export const setReversed = (db: Scoped, orderId: string, reversed: number, state: number) =>
  db.query(sql`UPDATE fis_order SET reversed = ${reversed}, state = ${state} WHERE ${db.tenant()} AND order_id = ${orderId}`);

/** What an order's movements add up to so far. */
export const orderHeld = async (db: Scoped, orderId: string) =>
  Number(
    (await db.one<{ n: string }>(sql`SELECT coalesce(sum(amount), 0) AS n FROM fis_ledger WHERE ${db.tenant()} AND order_id = ${orderId}`))!
      .n,
  );
/** The earn row of an order (its settlement time decides where a reversal is taken from). */
export const earnRow = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM fis_ledger WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'earn'`);

/** Money refunded on an order (finished refunds), read from the order area's refunds. */
export const refundedOf = async (db: Scoped, orderId: string) =>
  Number(
    (await db.one<{ n: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS n FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} AND refund_status = 30`,
    ))!.n,
  );

const ORDER_FROM = sql`fis_order f JOIN ord_order o ON o.tenant_id = f.tenant_id AND o.id = f.order_id
  JOIN fis_promoter m ON m.tenant_id = f.tenant_id AND m.id = f.promoter_id
  LEFT JOIN fis_plan p ON p.tenant_id = f.tenant_id AND p.id = f.plan_id`;
const ORDER_COLUMNS = sql`f.*, o.order_no, o.product_name, o.quantity, o.contact_phone, o.total_money, m.name AS promoter_name,
  m.kind AS promoter_kind, p.name AS plan_name`;
type OrderQ = { orderNo?: string; promoterId?: string; promoterName?: string; state?: number; startDate?: string; endDate?: string };
const orderWhere = (db: Scoped, q: OrderQ): Cond[] => [
  db.tenant('f'),
  q.orderNo && sql`o.order_no LIKE ${`%${q.orderNo}%`}`,
  q.promoterId && sql`f.promoter_id = ${q.promoterId}`,
  q.promoterName && sql`m.name ILIKE ${`%${q.promoterName}%`}`,
  q.state !== undefined && sql`f.state = ${q.state}`,
  q.startDate && sql`f.create_time >= ${`${q.startDate} 00:00:00+08`}::timestamptz`,
  q.endDate && sql`f.create_time < (${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`,
];
export const orderPage = (db: Scoped, q: OrderQ & { current: number; size: number }) =>
  pageQuery(db.q, {
    from: ORDER_FROM,
    columns: ORDER_COLUMNS,
    where: orderWhere(db, q),
    orderBy: sql`f.create_time DESC, f.order_id DESC`,
    current: q.current,
    size: q.size,
  });
export const orderOne = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${db.tenant('f')} AND f.order_id = ${orderId}`);

/** Paid referred orders and their net kickback per China day, the last `days` days. */
export const daily = (db: Scoped, days: number) =>
  db.query<{
    day: string;
    orders: number;
    kickback: string;
  }>(sql`SELECT to_char((paid_time AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS day,
      count(*)::int AS orders, sum(kickback - reversed) AS kickback
    FROM fis_order WHERE ${db.tenant()} AND paid_time >= now() - make_interval(days => ${days}) GROUP BY 1 ORDER BY 1`);
