import { PARTNER_MSG } from '@yym/contract';
import type { CheckoutRule, OrderMoveHook } from '../../../platform/checkout.ts';
import { bad } from '../../../platform/errors.ts';
import { tenantData } from '../../../platform/repo.ts';
import { distributionPrice } from '../goods/service.ts';
import * as repo from './repo.ts';

/**
 * A ticket bought for a distributor (offers.distributorId): the distributor must be live and
 * authorised for the product; it pays the product's distribution price; the order is marked as its
 * own so the payment move takes the money from its account.
 */
export const distributorCheckout: CheckoutRule = async ({ db, productId, unit, offers }) => {
  const distributorId = offers.distributorId;
  if (!distributorId) return;
  const d = await repo.sellingDistributor(db, distributorId, productId);
  if (!d || Number(d.status) !== 1) throw bad(PARTNER_MSG.distributorOff);
  if (!d.authorised || Number(d.dis_model) === 0) throw bad(PARTNER_MSG.notAuthorised);
  return {
    price: distributionPrice(unit, Number(d.dis_price_type), Number(d.dis_price_value)),
    placed: async (orderId) => void (await repo.markOrder(db, orderId, distributorId)),
  };
};

/**
 * In the order's own transaction: paid → the order's total leaves the distributor's account (refused
 * below its credit limit, which rolls the payment and a same-transaction order back); refunded (in
 * full or in part, audited or forced) → the money refunded so far comes back, less what came back
 * before, never more than the order took. Each once, by its flow's ref.
 */
export const chargeMoved: OrderMoveHook = async (m) => {
  const refunded = m.action === 'refundDone' || m.action === 'forcedRefund';
  if (m.action !== 'pay' && !refunded) return;
  const db = tenantData(m.q, m.tenantId);
  const orderId = String(m.row.id);
  const mark = await repo.orderDistributor(db, orderId);
  if (!mark) return;
  const distributorId = String(mark.distributor_id);
  if (m.action === 'pay') {
    const moved = await repo.moveBalance(db, 1, distributorId, {
      kind: 'order',
      amount: -Number(m.row.total_money),
      ref: `order:${orderId}:pay`,
      orderId,
      remark: `订单 ${m.row.order_no} 扣款`,
    });
    if (!moved) throw bad(PARTNER_MSG.overLimit);
    return;
  }
  const { charged, credited, refunded: owed } = await repo.orderMoney(db, orderId);
  const due = Math.min(owed, charged) - credited;
  if (due <= 0) return;
  await repo.moveBalance(db, 1, distributorId, {
    kind: 'refund',
    amount: due,
    ref: `order:${orderId}:refund:${credited + due}`,
    orderId,
    remark: `订单 ${m.row.order_no} 退款`,
  });
};
