import type { Database, Queryable } from '../../../../platform/db.ts';
import type { Scoped } from '../../../../platform/repo.ts';
import { sql } from '../../../../platform/sql.ts';

/** The order's open pay trade, with its provider (a customer may switch providers at the cashier). */
export const openTradeOf = (db: Scoped, orderId: string) =>
  db.one<{ id: string; trade_no: string; provider: string; amount: string }>(
    sql`SELECT id, trade_no, provider, amount FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'pay' AND trade_status = 'created' FOR UPDATE`,
  );

/** An unpaid trade given up (another provider chosen, or closed at the provider by the job). */
export const closeTrade = (db: Scoped, id: string) =>
  db.query(
    sql`UPDATE ord_trade SET trade_status = 'closed', finish_time = now() WHERE ${db.tenant()} AND id = ${id} AND trade_status = 'created'`,
  );

/** A pay trade its provider refused to open, and that no notice has named: gone, as if never opened. */
export const dropUnusedTrade = (db: Scoped, id: string) =>
  db.query(sql`DELETE FROM ord_trade WHERE ${db.tenant()} AND id = ${id} AND kind = 'pay' AND trade_status = 'created'
    AND provider_trade_no IS NULL AND raw_notice IS NULL`);

/** The provider's number and its notice (or query answer), kept with the trade. */
export const keepNotice = (db: Scoped, id: string, providerNo: string, raw: unknown) =>
  db.query(sql`UPDATE ord_trade SET provider_trade_no = ${providerNo || null}, raw_notice = ${raw === undefined ? null : JSON.stringify(raw)}::jsonb
    WHERE ${db.tenant()} AND id = ${id}`);

export interface NoticeRecord {
  provider: string;
  kind: string;
  tradeNo?: string;
  providerNo?: string;
  amount?: number;
  outcome: 'accepted' | 'replayed' | 'wrongAmount' | 'unknownTrade' | 'refused';
  detail?: string;
  raw?: unknown;
}
/** Every notice of a tenant, whatever became of it (append-only). */
export const recordNotice = (db: Scoped, n: NoticeRecord) =>
  db.query(sql`INSERT INTO pay_notice (tenant_id, provider, kind, trade_no, provider_trade_no, amount, outcome, detail, raw)
    VALUES (${db.tenantId}, ${n.provider}, ${n.kind}, ${n.tradeNo?.slice(0, 64) ?? null}, ${n.providerNo?.slice(0, 64) ?? null},
            ${Number.isSafeInteger(n.amount) ? n.amount : null}, ${n.outcome}, ${n.detail?.slice(0, 255) ?? null},
            ${n.raw === undefined ? null : JSON.stringify(n.raw)}::jsonb)`);

/** The order's paid trade the refunds go back through. */
export const paidTrade = (db: Scoped, orderId: string) =>
  db.one<{ trade_no: string; provider: string; amount: string }>(
    sql`SELECT trade_no, provider, amount FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'pay' AND trade_status = 'done' ORDER BY id LIMIT 1`,
  );

/** A refund's money row, by the refund number the provider knows (an order refund's, or a stray payment's return). */
export const lockRefundTrade = (db: Scoped, refundNo: string) =>
  db.one(sql`SELECT t.* FROM ord_trade t WHERE ${db.tenant('t')} AND (
      (t.kind = 'refund' AND t.refund_id = (SELECT r.id FROM ord_refund r WHERE ${db.tenant('r')} AND r.refund_no = ${refundNo}))
      OR (t.kind = 'return' AND t.trade_no = ${refundNo})) ORDER BY t.id DESC LIMIT 1 FOR UPDATE`);

export const tradeByNo = (q: Queryable, tradeNo: string) =>
  q.one<{ tenant_id: string; order_id: string; provider: string }>(
    sql`SELECT tenant_id, order_id, provider FROM ord_trade WHERE trade_no = ${tradeNo} AND kind = 'pay'`,
  );

/** Does the order wait on a real provider's trade? (then the query job settles it, not the plain close). */
export const hasOpenProviderTrade = (db: Scoped, orderId: string) =>
  db.one(
    sql`SELECT 1 FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'pay' AND trade_status = 'created' AND provider <> 'sandbox'`,
  );

// The query job sweeps every tenant: these reads carry no tenant condition; each trade is then
// handled in a transaction bound to its own tenant.

/** Pay trades of real providers still open after `minutes`. */
export const openProviderTrades = (q: Database, minutes: number) =>
  q.query<{
    tenant_id: string;
    order_id: string;
    trade_no: string;
    provider: string;
  }>(sql`SELECT tenant_id, order_id, trade_no, provider FROM ord_trade
    WHERE trade_status = 'created' AND kind = 'pay' AND provider <> 'sandbox' AND create_time < now() - make_interval(mins => ${minutes})
    ORDER BY create_time LIMIT 200`);

/**
 * Money going back, claimed by one sender for `seconds` (a row already claimed, answered or finished
 * answers nothing): the route's sender and the job never call the provider for it at the same time.
 */
export const claimSend = (db: Scoped, id: string, seconds: number) =>
  db.one(sql`UPDATE ord_trade SET attempts = attempts + 1, claimed_until = now() + make_interval(secs => ${seconds})
    WHERE ${db.tenant()} AND id = ${id} AND kind IN ('refund', 'return') AND trade_status = 'created' AND sent_time IS NULL
      AND (claimed_until IS NULL OR claimed_until < now()) RETURNING *`);

/** The provider's answer to a send: done or failed (once: only an open row changes). */
export const finishSend = (db: Scoped, id: string, ok: boolean, providerRef: string) =>
  db.one(sql`UPDATE ord_trade SET trade_status = ${ok ? 'done' : 'failed'}, provider_ref = ${providerRef}, finish_time = now(), claimed_until = NULL
    WHERE ${db.tenant()} AND id = ${id} AND trade_status = 'created' RETURNING id`);

/** The provider goes on with it: its notice or the refund query ends it. */
export const markSent = (db: Scoped, id: string, providerNo: string) =>
  db.query(sql`UPDATE ord_trade SET sent_time = now(), claimed_until = NULL, provider_trade_no = ${providerNo || null}
    WHERE ${db.tenant()} AND id = ${id} AND trade_status = 'created'`);

/** Refused for now (a stray return): free for the next try under the same key. */
export const releaseSend = (db: Scoped, id: string) =>
  db.query(sql`UPDATE ord_trade SET claimed_until = NULL WHERE ${db.tenant()} AND id = ${id} AND trade_status = 'created'`);

/** A stray payment's return still waiting for its provider. */
export const openReturnOf = (db: Scoped, returnNo: string) =>
  db.one<{ id: string }>(
    sql`SELECT id FROM ord_trade WHERE ${db.tenant()} AND kind = 'return' AND trade_no = ${returnNo} AND trade_status = 'created'`,
  );

/** Money going back that no sender holds and the provider has not answered (a crash, a failed record). */
export const unsentMoneyBack = (q: Database) =>
  q.query<{ tenant_id: string; id: string }>(sql`SELECT tenant_id, id FROM ord_trade
    WHERE trade_status = 'created' AND sent_time IS NULL AND kind IN ('refund', 'return') AND (claimed_until IS NULL OR claimed_until < now())
    ORDER BY create_time LIMIT 200`);

/** Refunds a real provider went on with, still open after a minute. */
export const pendingProviderRefunds = (q: Database) =>
  q.query<{
    tenant_id: string;
    order_id: string;
    refund_no: string;
    pay_no: string;
    provider: string;
  }>(sql`SELECT t.tenant_id, t.order_id, r.refund_no, t.provider,
      (SELECT p.trade_no FROM ord_trade p WHERE p.tenant_id = t.tenant_id AND p.order_id = t.order_id AND p.kind = 'pay' AND p.trade_status = 'done' ORDER BY p.id LIMIT 1) AS pay_no
    FROM ord_trade t JOIN ord_refund r ON r.tenant_id = t.tenant_id AND r.id = t.refund_id
    WHERE t.trade_status = 'created' AND t.kind = 'refund' AND t.provider <> 'sandbox' AND t.sent_time < now() - interval '1 minute'
    ORDER BY t.create_time LIMIT 200`);

/** The cashier finds the order by its public code, in whichever tenant it is (the public pages' lookup). */
export const orderByCode = (q: Queryable, code: string) =>
  q.one<{ tenant_id: string; id: string }>(sql`SELECT tenant_id, id FROM ord_order WHERE code = ${code} AND is_deleted = 0`);
