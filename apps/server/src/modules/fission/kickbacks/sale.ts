import { ORDER_STATUS } from '@yym/contract';
import type { CheckoutRule, OrderMoveHook } from '../../../platform/checkout.ts';
import type { Queryable, Row } from '../../../platform/db.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { chinaToday } from '../../../platform/time.ts';
import { append } from '../accounts/service.ts';
import { planFor } from '../plans/service.ts';
import { lockPromoter, moveMoney, promoterByCode } from '../promoters/service.ts';
import { configOf } from '../settings/service.ts';
import * as repo from './repo.ts';
import { kickbackOf } from './service.ts';

/**
 * Kickbacks on the order path, without the order module knowing this area: an order placed with a
 * promoter's share code is recorded as referred (in the order's transaction, with the rate that
 * applies then); when it is paid the kickback is earned once (ledger ref order:<id>:earn); a finished
 * refund takes back the refunded share once per refunded amount. The promoter's balance moves only
 * with a new ledger row.
 */

// The checkout rule: a known, passed promoter's code on a product a plan pays for (or a special
// distributor's, any ticket). An unknown code or the promoter's own purchase earns nothing, but never
// blocks the purchase.
export const referral: CheckoutRule = async ({ db, phone, productId, offers }) => {
  const promoterCode = offers.promoterCode;
  if (!promoterCode) return;
  const p = await promoterByCode(db, promoterCode);
  if (!p || p.phone === phone) return;
  if (!(await configOf(db)).enabled) return;
  let kick: { planId: string | null; kickType: number; kickValue: number } | null = null;
  if (Number(p.kind) === 2) kick = { planId: null, kickType: 1, kickValue: Number(p.rate_permille) };
  else {
    const plan = await planFor(db, productId, chinaToday());
    if (plan) kick = { planId: String(plan.id), kickType: Number(plan.kick_type), kickValue: Number(plan.kick_value) };
  }
  if (!kick) return;
  const k = kick;
  return { placed: (orderId: string) => repo.insertOrder(db, { orderId, promoterId: String(p.id), ...k }).then(() => undefined) };
};

async function orderPaid(db: Scoped, o: Row) {
  const orderId = String(o.id);
  const f = await repo.referred(db, orderId);
  if (!f || Number(f.state) !== 0) return;
  const kickback = kickbackOf(f, Number(o.total_money), Number(o.quantity));
  if (!(await repo.markEarned(db, orderId, kickback)) || kickback <= 0) return;
  const promoterId = String(f.promoter_id);
  await lockPromoter(db, promoterId);
  const { settleDays } = await configOf(db);
  const settleAt = settleDays > 0 ? new Date(Date.now() + settleDays * 86_400_000) : null;
  const earned = await append(db, {
    promoterId,
    kind: 'earn',
    amount: kickback,
    orderId,
    ref: `order:${orderId}:earn`,
    settled: !settleAt,
    settleAt,
    remark: o.order_no,
  });
  if (earned) await moveMoney(db, promoterId, settleAt ? { frozen: kickback, earned: kickback } : { balance: kickback, earned: kickback });
}

/** Take back the refunded share: the order then holds what its kept money earns. */
async function orderRefunded(db: Scoped, o: Row) {
  const orderId = String(o.id);
  const f = await repo.referred(db, orderId);
  if (!f || ![1, 2].includes(Number(f.state))) return;
  const refunded = await repo.refundedOf(db, orderId);
  if (!refunded) return;
  const total = Number(o.total_money);
  const kickback = Number(f.kickback);
  const keep = total > 0 ? Math.floor((kickback * Math.max(total - refunded, 0)) / total) : 0;
  const promoterId = String(f.promoter_id);
  await lockPromoter(db, promoterId);
  const take = (await repo.orderHeld(db, orderId)) - keep;
  if (take <= 0) return;
  // Money still in the settlement delay is taken from the frozen part, to settle with its earning.
  const earn = await repo.earnRow(db, orderId);
  const pending = earn && Number(earn.settled) === 0 && new Date(earn.settle_at as string) > new Date();
  const done = await append(db, {
    promoterId,
    kind: 'reverse',
    amount: -take,
    orderId,
    ref: `order:${orderId}:reverse:${refunded}`,
    settled: !pending,
    settleAt: pending ? (earn!.settle_at as string) : null,
    remark: o.order_no,
  });
  if (!done) return;
  await moveMoney(db, promoterId, pending ? { frozen: -take, earned: -take } : { balance: -take, earned: -take });
  await repo.setReversed(db, orderId, kickback - keep, keep === 0 ? 3 : 2);
}

/** Run a step that must never fail the payment or the refund: on error only the step is undone. */
async function guarded(q: Queryable, fn: () => Promise<void>) {
  await q.exec('SAVEPOINT fission_step');
  try {
    await fn();
    await q.exec('RELEASE SAVEPOINT fission_step');
  } catch (e) {
    await q.exec('ROLLBACK TO SAVEPOINT fission_step');
    console.error('fission kickback step failed', e);
  }
}

export const kickbackMoved: OrderMoveHook = async (m) => {
  const db = tenantData(m.q, m.tenantId);
  if (m.action === 'pay') return guarded(m.q, () => orderPaid(db, m.row));
  if (m.action === 'refundDone' || m.action === 'forcedRefund') return guarded(m.q, () => orderRefunded(db, m.row));
  if (m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED) {
    if (m.from === ORDER_STATUS.PENDING_PAYMENT) await repo.markClosed(db, String(m.row.id));
  }
};
