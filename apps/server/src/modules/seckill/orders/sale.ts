import { SECKILL_MSG, SECKILL_STATUS } from '@yym/contract';
import type { CheckoutRule } from '../../../platform/checkout.ts';
import { bad } from '../../../platform/errors.ts';
import type { Moved } from '../../../platform/flow.ts';
import { tenantData } from '../../../platform/repo.ts';
import { orderEnded, saleRule } from '../../timed-sale/index.ts';
import { sale } from '../activities/service.ts';
import * as stock from './repo.ts';

/**
 * A seckill purchase is an ordinary ticket order placed with a seckill id (offer `seckillId`). This rule (registered
 * before the coupon rule, after the member discount) checks the activity runs, counts the units
 * against the buyer's limit (by the order's phone), takes them from the item's buckets and sets the
 * unit price to the seckill price. The units are the sale's allotment, not the calendar's stock.
 */
export const seckillSale: CheckoutRule = saleRule({
  offer: (offers) => offers.seckillId,
  item: sale.saleItem,
  running: SECKILL_STATUS.RUNNING,
  notIn: SECKILL_MSG.notInSale,
  notRunning: SECKILL_MSG.notRunning,
  take: async ({ db, phone, quantity }, g, seckillId) => {
    const limit = Number(g.limit_num);
    if (!(await stock.addBought(db, seckillId, phone, quantity, limit))) throw bad(SECKILL_MSG.overLimit(limit));
    if (!(await stock.takeUnits(db, String(g.id), Number(g.buckets), quantity))) throw bad(SECKILL_MSG.soldOut);
    return {
      price: Number(g.seckill_price),
      stockTaken: true,
      placed: async (orderId: string) => void (await stock.linkOrder(db, { orderId, seckillId, goodsId: String(g.id), phone, quantity })),
    };
  },
});

/**
 * An unpaid order that ends (cancel, close) gives all its units back; a refund gives back the refunded
 * tickets' units. Each unit comes back once: the order's returned count only rises, conditionally.
 */
export async function returnUnits(m: Moved<number, string>) {
  if (m.row.calendar_stock !== false) return;
  const ended = orderEnded(m);
  if (!ended && m.action !== 'refundDone' && m.action !== 'forcedRefund') return;
  const db = tenantData(m.q, m.tenantId);
  const orderId = String(m.row.id);
  const target = ended ? Number(m.row.quantity) : await stock.refundedUnits(db, orderId);
  const back = await stock.markReturned(db, orderId, target);
  if (!back || back.back <= 0) return;
  await stock.giveUnits(db, String(back.goods_id), Number(back.buckets), back.back);
  await stock.giveBought(db, String(back.seckill_id), back.phone, back.back);
}
