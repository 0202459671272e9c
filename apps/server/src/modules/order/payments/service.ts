import { MSG, ORDER_STATUS, PAY_CONFIG_MSG, PAY_MSG, UNUSUAL_TYPE_TEXT } from '@yym/contract';
import type { Database, Queryable, Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { BizError, bad, conflict, notFound } from '../../../platform/errors.ts';
import type { PayNotice, PayProvider, SandboxPay } from '../../../platform/providers/index.ts';
import { PayProviderError } from '../../../platform/providers/payhttp.ts';
import { accountPay } from '../../../platform/providers/account.ts';
import { providerOf } from '../../payconfig/index.ts';
import { ORDER_FLOW } from '../flow.ts';
import { CUSTOMER, SYSTEM, lockAnyOrder, lockOrder, moneyOf, move, orderLog, orderNo, productRules, scopedTo } from '../orders/service.ts';
import * as pays from './repo/pay.ts';
import * as repo from './repo/trades.ts';
import { markRefundFailed } from './repo/trades.ts';

/**
 * Payment of an order. Rules:
 * - one open pay trade per order: "pay" again (or at the same time) answers the open one (the order row
 *   is locked, and the unique partial index ord_trade_open_pay holds even without the lock); choosing
 *   another provider closes the open trade (at its provider too) and opens one with the new provider;
 * - every payment path locks the order first, then the trade, so the paths never wait on each other
 *   in a circle;
 * - a paid notice pays the order only when it is for the order's live trade and the order waits for
 *   payment; money for an order already paid, or for a trade that is not the live one, is refunded
 *   through the provider at once and recorded (a return trade row and a log line): the order's paid
 *   money never exceeds its total;
 * - money for a live trade of an order closed or cancelled meanwhile marks the order unusual (type 1):
 *   its refund goes through the unusual refund audit;
 * - a notice whose amount is not the trade's is refused (and recorded); a replayed notice answers what
 *   the first did and changes nothing.
 */

const providerFailed = (e: unknown) => (e instanceof PayProviderError ? conflict(PAY_CONFIG_MSG.providerFailed(e.message)) : (e as Error));

export async function createTrade(
  db: Scoped,
  pay: PayProvider,
  orderId: string,
  payerId?: string,
  previous?: (name: string) => Promise<PayProvider | null>,
) {
  const o = await lockOrder(db, orderId);
  if (Number(o.order_status) !== ORDER_STATUS.PENDING_PAYMENT) throw ORDER_FLOW.refuse(Number(o.order_status), 'pay');
  const open = await pays.openTradeOf(db, o.id);
  if (open && open.provider !== pay.name) {
    // Closed here, then at its provider once committed (before the new one is asked for), so it can no
    // longer take money; a payment that slipped through is returned.
    const old = previous ? await previous(open.provider) : null;
    await pays.closeTrade(db, open.id);
    if (old?.close) db.q.afterCommit(() => old.close!(open.trade_no).catch(() => undefined));
  }
  const trade = await repo.openPayTrade(db, o.id, await orderNo(db, 'P'), pay.name, Number(o.total_money));
  const amount = Number(trade.amount);
  const out = {
    orderId: String(o.id),
    orderNo: o.order_no,
    tradeNo: trade.trade_no,
    amount,
    provider: pay.name,
    payParams: {} as Record<string, unknown>,
  };
  // The provider is asked once the trade is committed (no order lock held), the trade number as its key:
  // "pay" again answers the same open trade and asks for the same payment. Its parameters fill the
  // answer before the transaction's caller gets it.
  const tenantId = db.tenantId;
  db.q.afterCommit(async (d) => {
    try {
      out.payParams = await pay.createPayment({ tradeNo: trade.trade_no, amount, subject: o.product_name, payerId });
    } catch (e) {
      // Refused: the trade is taken back, as the rolled-back transaction did when the provider was asked
      // inside it (the order's trade list, and its close by the job, stay as they were).
      await d.tx((q) => pays.dropUnusedTrade(scopedTo(q, tenantId), trade.id), { tenantId });
      throw providerFailed(e);
    }
  });
  return out;
}

/**
 * Demo data only: an order paid through a sandbox at once, inside the seed's transaction. The sandbox
 * signs its notice locally (nothing leaves the process), so no provider is called here.
 */
export async function payDemo(db: Scoped, sandbox: SandboxPay, orderId: string) {
  const o = await lockOrder(db, orderId);
  const trade = await repo.openPayTrade(db, o.id, await orderNo(db, 'P'), sandbox.name, Number(o.total_money));
  return payCallback(db.q, sandbox, sandbox.signedNotice(trade.trade_no, Number(trade.amount)));
}

/**
 * Send a stray payment back through the provider, once per trade (the return number is the trade's and
 * the provider's key): the return is recorded here and sent once the transaction has committed. Refused
 * by the provider, it stays open and the notice fails, so the provider delivers it again and the return
 * is tried again under the same number (as the job does too): never left for a clerk to remember.
 */
async function returnStray(db: Scoped, pay: PayProvider, t: Row, o: Row, providerRef: string, why: string) {
  const returnNo = `X${t.trade_no}`;
  const amount = Number(t.amount);
  const intent = await repo.returnTrade(db, t, providerRef, returnNo);
  const status = Number(o.order_status);
  const text = PAY_MSG.strayReturned(t.trade_no, returnNo, amount, why);
  await orderLog(db, o.id, 'operate', 'return', status, status, text, SYSTEM);
  await orderLog(db, o.id, 'refund', 'return', null, null, text, SYSTEM);
  sendAfterCommit(db, pay, intent.id);
}

const ENDED: number[] = [ORDER_STATUS.CLOSED, ORDER_STATUS.CANCELLED];

export type Settled =
  | { tradeNo: string; tradeStatus: string; orderStatus: number; outcome: 'accepted' | 'replayed' }
  | { tradeNo: string; outcome: 'wrongAmount' | 'unknownTrade' };

/**
 * A paid trade, as its provider says (a checked notice or a query answer), for the tenant the notice
 * came for. Refusals (unknown trade, wrong amount) are answered, not thrown, so their record stays.
 */
export async function settlePaid(db: Scoped, pay: PayProvider, cb: Omit<PayNotice, 'kind' | 'ok'>): Promise<Settled> {
  const named = await pays.tradeByNo(db.q, cb.tradeNo);
  if (!named || named.tenant_id !== db.tenantId || named.provider !== pay.name) return { tradeNo: cb.tradeNo, outcome: 'unknownTrade' };
  const o = await lockAnyOrder(db, named.order_id);
  const t = await repo.lockTrade(db, cb.tradeNo);
  if (!o || !t) return { tradeNo: cb.tradeNo, outcome: 'unknownTrade' };
  if (Number(t.amount) !== cb.amount) return { tradeNo: cb.tradeNo, outcome: 'wrongAmount' };
  let status = Number(o.order_status);
  const answer = (tradeStatus: string, outcome: 'accepted' | 'replayed' = 'accepted') => ({
    tradeNo: cb.tradeNo,
    tradeStatus,
    orderStatus: status,
    outcome,
  });
  if (t.trade_status === 'returned') {
    // Its return not taken yet (refused, or not sent): tried again under the same number.
    const back = await pays.openReturnOf(db, `X${t.trade_no}`);
    if (back) sendAfterCommit(db, pay, back.id);
  }
  if (t.trade_status === 'done' || t.trade_status === 'returned') return answer(t.trade_status, 'replayed');
  if (cb.raw) await pays.keepNotice(db, t.id, cb.providerRef, cb.raw);

  const live = t.trade_status === 'created';
  if (live && ENDED.includes(status)) {
    await repo.finishTrade(db, t.id, true, cb.providerRef);
    await repo.markUnusual(db, o.id, 1);
    await orderLog(db, o.id, 'operate', 'unusual', status, status, `${UNUSUAL_TYPE_TEXT[1]}: 支付单 ${cb.tradeNo}`, SYSTEM);
    return answer('done');
  }
  const { paid } = await moneyOf(db, o.id);
  if (!live || status !== ORDER_STATUS.PENDING_PAYMENT || paid + cb.amount > Number(o.total_money)) {
    await returnStray(db, pay, t, o, cb.providerRef, live ? PAY_MSG.whyAlreadyPaid : PAY_MSG.whyNotLive);
    return answer('returned');
  }
  await repo.finishTrade(db, t.id, true, cb.providerRef);
  const p = await productRules(db, o.product_id);
  status = Number((await move(db, o, 'pay', CUSTOMER, `支付单 ${cb.tradeNo}`, !!p?.need_confirm)).order_status);
  return answer('done');
}

/** The sandbox provider's paid notice (see the rules above). */
export async function payCallback(q: Queryable, pay: PayProvider, body: Record<string, unknown>) {
  const cb = pay.verifyCallback(body);
  if (!cb) throw bad(MSG.coPaySignInvalid);
  const named = await repo.payTradeByNo(q, cb.tradeNo);
  if (!named) throw notFound(MSG.coTradeNotFound);
  const r = await settlePaid(scopedTo(q, named.tenant_id), pay, cb);
  if (!('orderStatus' in r)) throw r.outcome === 'unknownTrade' ? notFound(MSG.coTradeNotFound) : bad(MSG.coPaySignInvalid);
  return { tradeNo: r.tradeNo, tradeStatus: r.tradeStatus, orderStatus: r.orderStatus };
}

// ---------------------------------------------------------------- refunds paid back

/**
 * Pay the money back through the provider that took it, the refund's number as its idempotency key:
 * an append-only refund trade, written here as the intent and sent once this transaction has
 * committed (the outbox below). A provider that goes on with it (WeChat Pay: PROCESSING) leaves the trade
 * open until its refund notice, or the query job, ends it.
 */
export async function refundMoney(db: Scoped, pay: PayProvider, refund: Row): Promise<void> {
  const paid = await pays.paidTrade(db, refund.order_id);
  const trade = await repo.insertRefundTrade(db, refund, await orderNo(db, 'F'), paid?.provider ?? pay.name, paid);
  if (paid) return sendAfterCommit(db, pay, trade.id);
  // Nothing was paid: nothing to send; only a refund of nothing is done.
  const ok = Number(refund.amount) === 0;
  await repo.finishTrade(db, trade.id, ok, '');
  if (!ok) await markRefundFailed(db, refund.order_id);
}

/** A provider's refund notice (or query answer): closes the refund's open money row, once. */
export async function settleRefund(db: Scoped, n: Pick<PayNotice, 'refundNo' | 'amount' | 'providerRef' | 'ok' | 'raw'>) {
  const t = await pays.lockRefundTrade(db, n.refundNo ?? '');
  if (!t) return 'unknownTrade' as const;
  if (Number(t.amount) !== n.amount) return 'wrongAmount' as const;
  if (t.trade_status !== 'created') return 'replayed' as const;
  await repo.finishTrade(db, t.id, n.ok, n.providerRef);
  if (n.raw) await pays.keepNotice(db, t.id, n.providerRef, n.raw);
  if (!n.ok) await markRefundFailed(db, t.order_id);
  return 'accepted' as const;
}

// ---------------------------------------------------------------- money going back (the outbox)

/**
 * Money going back through a provider (a refund, a stray payment's return), the one path for every
 * caller (orders, hotels, e-cards, group buys, the jobs…). The caller's transaction writes the intent:
 * an open ord_trade row with the request the provider gets, the refund's (or return's) number as its
 * idempotency key. Once that transaction commits (`afterCommit`: its row locks are gone), a sender
 * claims the row, calls the provider with the key, and records its answer in a short transaction of
 * its own. A row left open (a crash before the call, a failed record after it) is sent again by the
 * job under the same key, which the provider answers with the same refund: money goes back once.
 */

/** How long a sender holds its claim before the job may take the row: longer than a provider's timeout. */
const CLAIM_SECONDS = 300;

type Answer = { ok: boolean; providerRef: string; pending?: boolean };
const FAILED: Answer = { ok: false, providerRef: '' };

/** Send the intent `tradeId` once the caller's transaction has committed. */
export function sendAfterCommit(db: Scoped, fallback: PayProvider, tradeId: string): void {
  const tenantId = db.tenantId;
  // A refusal the caller must hear (a stray return refused) is thrown; anything else is the job's to finish.
  db.q.afterCommit((d) =>
    sendMoneyBack(d, tenantId, fallback, tradeId).catch((e) => {
      if (e instanceof BizError) throw e;
    }),
  );
}

/**
 * Claim, call, record. Answers what became of it: 'busy' when another sender holds it or it is no
 * longer open. A stray return the provider refused stays open and fails the call (the provider then
 * delivers its notice again); a refund it refused is failed and its order marked unusual.
 */
export async function sendMoneyBack(
  d: Database,
  tenantId: string,
  fallback: PayProvider,
  tradeId: string,
): Promise<'done' | 'failed' | 'pending' | 'busy' | 'unrecorded'> {
  const claimed = await d.tx(
    async (q) => {
      const db = scopedTo(q, tenantId);
      const t = await pays.claimSend(db, tradeId, CLAIM_SECONDS);
      if (!t) return null;
      const via =
        t.provider === fallback.name ? fallback : t.provider === accountPay.name ? accountPay : await providerOf(db, t.provider, false);
      return { t, via };
    },
    { tenantId },
  );
  if (!claimed) return 'busy';
  const { t, via } = claimed;
  // Keys that no longer open (nobody can ask the provider), or a provider that throws: failed, as before.
  const answer: Answer =
    via && t.pay_no
      ? await via
          .refund({ tradeNo: t.pay_no, refundNo: t.idem_key, amount: Number(t.amount), total: Number(t.pay_total) })
          .catch(() => FAILED)
      : FAILED;
  const outcome = await d
    .tx((q) => recordAnswer(scopedTo(q, tenantId), t, answer), { tenantId })
    // Not recorded (the database failed): the row stays open and claimed; the job asks again under the
    // same key once the claim has run out, and records the provider's (same) answer then.
    .catch(() => 'unrecorded' as const);
  if (outcome === 'refused') throw conflict(PAY_MSG.strayReturnFailed);
  return outcome;
}

async function recordAnswer(db: Scoped, t: Row, answer: Answer) {
  if (answer.ok && answer.pending) {
    await pays.markSent(db, t.id, answer.providerRef);
    return 'pending' as const;
  }
  if (t.kind === 'return' && !answer.ok) {
    await pays.releaseSend(db, t.id);
    return 'refused' as const;
  }
  const finished = await pays.finishSend(db, t.id, answer.ok, answer.providerRef);
  if (finished && !answer.ok) await markRefundFailed(db, t.order_id);
  return answer.ok ? ('done' as const) : ('failed' as const);
}

/** The job: money going back that no sender finished, sent again under its key. */
export async function sendUnsent(d: Database, fallback: PayProvider): Promise<number> {
  let n = 0;
  for (const r of await pays.unsentMoneyBack(d)) {
    const outcome = await sendMoneyBack(d, r.tenant_id, fallback, r.id).catch(() => 'busy' as const);
    if (outcome !== 'busy') n++;
  }
  return n;
}
