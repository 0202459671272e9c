import type { OrderFilters, OrderGuestRow, OrderLogRow, OrderRow, RefundRow, TradeRow } from '@yym/contract';
import type { Scoped } from '../../../../platform/repo.ts';
import { pageQuery } from '../../../../platform/paging.ts';
import { sql, type Cond, type Sql } from '../../../../platform/sql.ts';
import { toApiRows } from '../../../../platform/rows.ts';

/** An order as read for the lists and the detail, before the service puts its state and total in words. */
export type OrderRecord = Omit<OrderRow, 'orderStatusText' | 'totalMoneyYuan'>;

const MONEY_COLS = `(SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`;
const ORDER_COLS = sql.raw(`o.*, ${MONEY_COLS}`);
// The list's money: one grouped read of the page's orders' trades, joined, instead of two per row.
const PAGE_COLS = sql.raw('o.*, coalesce(m.paid_money, 0) AS paid_money, coalesce(m.refund_money, 0) AS refund_money');
const pageMoney = (db: Scoped) => ({
  read: (keys: Sql) => sql`SELECT t.order_id,
      sum(t.amount) FILTER (WHERE t.kind = 'pay' AND t.trade_status = 'done') AS paid_money,
      sum(t.amount) FILTER (WHERE t.kind = 'refund' AND t.trade_status = 'done') AS refund_money
    FROM ord_trade t WHERE ${db.tenant('t')} AND t.order_id = ANY(${keys}) GROUP BY t.order_id`,
  join: sql`LEFT JOIN yym_keyed m ON m.order_id = o.id`,
});
// The export's columns only: a 200,000-row export reads every row once, and the columns it leaves
// out would be most of what the server allocates (and holds until a full collection) meanwhile.
const EXPORT_COLS = sql.raw(`o.id, o.order_no, o.product_name, o.sku_name, o.poi_name, o.play_date, o.quantity, o.total_money,
  o.order_status, o.contact_name, o.contact_phone, o.channel, o.create_time, ${MONEY_COLS}`);

// Create-date bounds are China days, compared on the indexed create_time.
const orderWhere = (db: Scoped, q: Partial<OrderFilters>): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.contactName && sql`o.contact_name = ${q.contactName}`,
  q.contactPhone && sql`o.contact_phone = ${q.contactPhone}`,
  q.productName && sql`o.product_name ILIKE ${'%' + q.productName + '%'}`,
  q.productId && sql`o.product_id = ${q.productId}`,
  q.orderStatus !== undefined && sql`o.order_status = ${q.orderStatus}`,
  q.channel && sql`o.channel = ${q.channel}`,
  q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.playStartDate && sql`o.play_date >= ${q.playStartDate}`,
  q.playEndDate && sql`o.play_date <= ${q.playEndDate}`,
  q.isUnusual !== undefined && sql`o.is_unusual = ${q.isUnusual}`,
  // The scenic list shows ticket orders only (hotel orders have their own list); the unusual list shows all kinds.
  q.isUnusual === undefined && sql`o.order_kind = 'ticket'`,
  q.unusualType !== undefined && sql`o.unusual_type = ${q.unusualType}`,
];

/**
 * The scenic list's total from the order tally (migration 040) when it is filtered by status and
 * creation dates alone: exact, and a few hundred rows summed instead of up to 10,000 counted. Without
 * dates it is the folded all-days row plus what is not folded yet (migration 042).
 */
function tallyTotal(db: Scoped, q: OrderFilters): Sql | undefined {
  const narrower = [q.orderNo, q.contactName, q.contactPhone, q.productName, q.productId, q.channel, q.playStartDate, q.playEndDate];
  if (narrower.some(Boolean) || q.isUnusual !== undefined || q.unusualType !== undefined) return undefined;
  const rows = (...conds: Cond[]) =>
    sql`SELECT coalesce(sum(t.n), 0) FROM ord_order_tally t WHERE ${sql.and([
      db.tenant('t'),
      sql`t.order_kind = 'ticket'`,
      q.orderStatus !== undefined && sql`t.order_status = ${q.orderStatus}`,
      ...conds,
    ])}`;
  if (!q.startDate && !q.endDate) {
    return sql`SELECT ((${rows(sql`t.day = '-infinity'`)}) + (${rows(sql`t.shard <> 0`)}))::bigint AS count`;
  }
  return sql`SELECT (${rows(
    sql`t.day > '-infinity'`,
    q.startDate && sql`t.day >= ${q.startDate}::date`,
    q.endDate && sql`t.day <= ${q.endDate}::date`,
  )})::bigint AS count`;
}

export const orderPage = (db: Scoped, q: OrderFilters) =>
  pageQuery<OrderRecord>(db.q, {
    from: sql`ord_order o`,
    where: orderWhere(db, q),
    columns: PAGE_COLS,
    orderBy: sql`o.create_time DESC, o.id DESC`,
    key: sql`o.id`,
    keyed: pageMoney(db),
    total: tallyTotal(db, q),
    current: q.current,
    size: q.size,
  });

/** The export's count, capped just past the limit it is checked against. */
export const orderExportCount = async (db: Scoped, q: Partial<OrderFilters>, limit: number) =>
  Number(
    (
      await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ord_order o WHERE ${sql.and(orderWhere(db, q))}
      LIMIT ${limit + 1}) x`)
    )?.n ?? 0,
  );

/** One batch of the export, newest first, after the id `after` (keyset: every batch is one short indexed read). */
export const orderExportBatch = async (db: Scoped, q: Partial<OrderFilters>, after: string | null, size: number) => {
  const rows = toApiRows(
    await db.query(sql`SELECT ${EXPORT_COLS} FROM ord_order o WHERE ${sql.and([...orderWhere(db, q), after && sql`o.id < ${after}`])}
      ORDER BY o.id DESC LIMIT ${size}`),
  );
  return { rows, next: rows.length ? String(rows[rows.length - 1].id) : null };
};

export const orderWithMoney = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${ORDER_COLS} FROM ord_order o WHERE ${db.tenant('o')} AND o.id = ${id} AND o.is_deleted = 0`);

/** Guests, refunds, trades or logs of an order, by id. */
const childRows = async <T>(db: Scoped, table: 'ord_guest' | 'ord_refund' | 'ord_trade', orderId: string) =>
  toApiRows<T>(await db.query(sql`SELECT * FROM ${sql.ident(table)} WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`));
export const guestsOf = (db: Scoped, orderId: string) => childRows<OrderGuestRow>(db, 'ord_guest', orderId);
export const refundsOf = (db: Scoped, orderId: string) =>
  childRows<Omit<RefundRow, 'refundStatusText' | 'refundTypeText'>>(db, 'ord_refund', orderId);
export const tradesOf = (db: Scoped, orderId: string) => childRows<TradeRow>(db, 'ord_trade', orderId);
export const logsOf = async (db: Scoped, orderId: string, kind: string) =>
  toApiRows<Omit<OrderLogRow, 'fromStatusText' | 'toStatusText'>>(
    await db.query(sql`SELECT * FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ${kind} ORDER BY id`),
  );

// ---------------------------------------------------------------- customer pages

/** The public order by its unguessable code: no tenant in the request, the code decides (and names the tenant). */
export const orderByCode = (db: { one: Scoped['one'] }, code: string) =>
  db.one(sql`SELECT * FROM ord_order WHERE code = ${code} AND is_deleted = 0`);
export const productOf = (db: Scoped, id: string) => db.one(sql`SELECT * FROM prd_product WHERE ${db.tenant()} AND id = ${id}`);
export const poiOf = (db: Scoped, id: string) => db.one(sql`SELECT name, phone, address FROM prd_poi WHERE ${db.tenant()} AND id = ${id}`);
export const shopOf = (db: Scoped) => db.one(sql`SELECT tenant_name, contact_number FROM blade_tenant WHERE ${db.tenant()}`);
export const rawGuestsOf = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT * FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`);
