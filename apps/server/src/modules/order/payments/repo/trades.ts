import type { Queryable, Row } from '../../../../platform/db.ts';
import type { Scoped } from '../../../../platform/repo.ts';
import { sql } from '../../../../platform/sql.ts';

/**
 * The order's one open pay trade: a new one, or the one already open. The unique partial index
 * ord_trade_open_pay (one 'created' pay trade per order) decides, so two calls never open two.
 */
export async function openPayTrade(db: Scoped, orderId: string, tradeNo: string, provider: string, amount: number) {
  const made = await db.one<{ id: string; trade_no: string; amount: string }>(
    sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount) VALUES (${db.tenantId}, ${orderId}, 'pay', ${tradeNo}, ${provider}, ${amount})
      ON CONFLICT (tenant_id, order_id) WHERE kind = 'pay' AND trade_status = 'created' DO NOTHING RETURNING id, trade_no, amount`,
  );
  return (
    made ??
    (await db.one<{ id: string; trade_no: string; amount: string }>(
      sql`SELECT id, trade_no, amount FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'pay' AND trade_status = 'created'`,
    ))!
  );
}
/** The paid notice names its trade, not its tenant: the trade row tells which tenant and order it is. */
export const payTradeByNo = (q: Queryable, tradeNo: string) =>
  q.one<{ tenant_id: string; order_id: string }>(
    sql`SELECT tenant_id, order_id FROM ord_trade WHERE trade_no = ${tradeNo} AND kind = 'pay'`,
  );
/** The trade, locked (after its order: every payment path locks the order first, then the trade). */
export const lockTrade = (db: Scoped, tradeNo: string) =>
  db.one(sql`SELECT * FROM ord_trade WHERE ${db.tenant()} AND trade_no = ${tradeNo} AND kind = 'pay' FOR UPDATE`);
export const finishTrade = (db: Scoped, id: string, ok: boolean, providerRef: string) =>
  db.query(sql`UPDATE ord_trade SET trade_status = ${ok ? 'done' : 'failed'}, provider_ref = ${providerRef}, finish_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND trade_status = 'created'`);
/**
 * A paid trade whose money goes back: marked returned, with its return row beside it as the intent
 * (its own number the provider's key); the return row is done once the provider has taken it.
 */
export async function returnTrade(db: Scoped, t: Row, providerRef: string, returnNo: string) {
  await db.query(sql`UPDATE ord_trade SET trade_status = 'returned', provider_ref = ${providerRef}, finish_time = now()
    WHERE ${db.tenant()} AND id = ${t.id} AND trade_status IN ('created', 'closed', 'failed')`);
  return (await db.one<{
    id: string;
  }>(sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount, idem_key, pay_no, pay_total)
    VALUES (${db.tenantId}, ${t.order_id}, 'return', ${returnNo}, ${t.provider}, ${t.amount}, ${returnNo}, ${t.trade_no}, ${t.amount}) RETURNING id`))!;
}
export const markUnusual = (db: Scoped, orderId: string, type: number) =>
  db.query(sql`UPDATE ord_order SET is_unusual = 1, unusual_type = ${type}, update_time = now() WHERE ${db.tenant()} AND id = ${orderId}`);

/** A refund's money row: the intent, with the request its provider gets (the refund number as key, the paid trade). */
export const insertRefundTrade = async (
  db: Scoped,
  refund: Row,
  tradeNo: string,
  provider: string,
  paid?: { trade_no: string; amount: string },
) =>
  (await db.one<{
    id: string;
  }>(sql`INSERT INTO ord_trade (tenant_id, order_id, refund_id, kind, trade_no, provider, amount, idem_key, pay_no, pay_total)
    VALUES (${db.tenantId}, ${refund.order_id}, ${refund.id}, 'refund', ${tradeNo}, ${provider}, ${refund.amount}, ${refund.refund_no},
      ${paid?.trade_no ?? null}, ${paid?.amount ?? null}) RETURNING id`))!;
/** A refund that could not be paid back marks its order unusual (type 3). */
export const markRefundFailed = (db: Scoped, orderId: string) =>
  db.query(sql`UPDATE ord_order SET is_unusual = 1, unusual_type = 3 WHERE ${db.tenant()} AND id = ${orderId}`);
