import { COUPON_MSG, ORDER_STATUS } from '@yym/contract';
import type { CheckoutRule, OrderMoveHook } from '../../../platform/checkout.ts';
import { tenantData } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { chinaToday } from '../../../platform/time.ts';
import * as repo from './repo.ts';
import { offOf, refusal } from '../shared.ts';

/**
 * Coupons at checkout. The rule checks the user coupon (the buyer's own, unused, valid, for this
 * product), takes its cents off the whole order once the unit price is final (threshold checked on
 * that total), and spends it when the order row exists, with one conditional UPDATE in the order's
 * transaction: of two orders racing for one coupon, one wins, the other is refused and rolls back.
 */
export const couponSpend: CheckoutRule = async (input) => {
  const { db } = input;
  const couponId = input.offers.couponId;
  if (!couponId) return;
  // Another tenant's coupon (or a bad id) is simply not there.
  const uc = /^\d{1,19}$/.test(couponId) ? await repo.userCouponOne(db, couponId) : undefined;
  if (!uc) throw notFound(COUPON_MSG.notFound);
  const mine = input.customerId ? String(uc.customer_id) === input.customerId : uc.phone === input.phone;
  if (!mine) throw bad(COUPON_MSG.notYours);
  const today = chinaToday();
  const early = refusal(uc, input.productId, Number.MAX_SAFE_INTEGER, today);
  if (early) throw bad(early);
  return {
    orderOff: (total: number, unit: number) => {
      const why = refusal(uc, input.productId, total, today);
      if (why) throw bad(why);
      return offOf(uc, total, unit);
    },
    placed: async (orderId: string) => {
      if (!(await repo.spend(db, couponId, orderId))) throw bad(COUPON_MSG.used);
    },
    offRef: couponId,
  };
};

/** An order that ends unpaid (cancel, close) gives its coupon back while valid. */
export const couponBack: OrderMoveHook = async (m) => {
  if (m.to !== ORDER_STATUS.CANCELLED && m.to !== ORDER_STATUS.CLOSED) return;
  await repo.giveBack(tenantData(m.q, m.tenantId), String(m.row.id), chinaToday());
};
