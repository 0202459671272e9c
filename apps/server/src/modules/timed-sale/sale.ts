import { ORDER_STATUS } from '@yym/contract';
import type { CheckoutAdjust, CheckoutInput, CheckoutRule, Offers } from '../../platform/checkout.ts';
import type { Row } from '../../platform/db.ts';
import { bad } from '../../platform/errors.ts';
import type { Moved } from '../../platform/flow.ts';
import type { Scoped } from '../../platform/repo.ts';

/**
 * The skeleton of a timed sale's checkout rule: a purchase placed with the area's activity id (read
 * from the offers) must name an item of the activity, for this product, while the activity runs; then
 * the area's `take` checks the buyer's limit, takes what it holds (a group's seat, stock units) and
 * answers the sale price and what to record once the order exists.
 */
export function saleRule(o: {
  offer: (offers: Offers) => string | undefined;
  item: (db: Scoped, activityId: string, skuId: string) => Promise<Row | undefined>;
  /** The area's code for 进行中 (its status table mirrors the core's status rule). */
  running: number;
  notIn: string;
  notRunning: string;
  take: (input: CheckoutInput, item: Row, activityId: string) => Promise<CheckoutAdjust>;
}): CheckoutRule {
  return async (input) => {
    const activityId = o.offer(input.offers);
    if (!activityId) return;
    const g = await o.item(input.db, activityId, input.skuId);
    if (!g || String(g.product_id) !== input.productId) throw bad(o.notIn);
    if (Number(g.activity_status) !== o.running) throw bad(o.notRunning);
    return o.take(input, g, activityId);
  };
}

/** An unpaid order that ended (cancelled or closed). */
export const orderEnded = (m: Moved<number, string>) => m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED;
