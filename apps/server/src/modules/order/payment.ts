import { MSG, ORDER_STATUS, PAY_CONFIG_MSG, PAY_MSG, UNUSUAL_TYPE_TEXT } from '@yym/contract';
import type { Queryable, Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { bad, conflict, notFound } from '../../platform/errors.ts';
import type { PayNotice, PayProvider, SandboxPay } from '../../platform/providers/index.ts';
import { sendAfterCommit } from './money-back.ts';
import { PayProviderError } from '../../platform/providers/payhttp.ts';
import { ORDER_FLOW } from './flow.ts';
import * as repo from './repo/order.ts';
import * as pays from './repo/pay.ts';
import { CUSTOMER, SYSTEM, lockOrder, move, orderLog, orderNo, scopedTo } from './service.ts';

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
  const o = await repo.lockAnyOrder(db, named.order_id);
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
  const { paid } = await repo.moneyOf(db, o.id);
  if (!live || status !== ORDER_STATUS.PENDING_PAYMENT || paid + cb.amount > Number(o.total_money)) {
    await returnStray(db, pay, t, o, cb.providerRef, live ? PAY_MSG.whyAlreadyPaid : PAY_MSG.whyNotLive);
    return answer('returned');
  }
  await repo.finishTrade(db, t.id, true, cb.providerRef);
  const p = await repo.productRules(db, o.product_id);
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
