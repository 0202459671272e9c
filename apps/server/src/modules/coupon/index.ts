import { chinaToday } from '@yym/contract';
import { defineModule } from '../../platform/module.ts';
import { customerCoupons } from '../customer/index.ts';
import routes from './routes.ts';
import * as repo from './repo.ts';
import { presentUserCoupon } from './rules.ts';
import { registerCheckout } from './spend.ts';
import { couponDemo } from './demo.ts';

// Checkout: the coupon rule and the give-back on the order's end.
registerCheckout();

// The user centre's coupon tab and count read the coupons here (the customer area cannot import this one).
customerCoupons.page = async (db, customerId, current, size) => {
  const today = chinaToday();
  const page = await repo.userCouponPage(db, { customerId, current, size }, today);
  return { ...page, records: page.records.map((r) => presentUserCoupon(r, today)) };
};
customerCoupons.count = (db, customerId) => repo.unusedCount(db, customerId, chinaToday());

/** Coupons (优惠券): templates, batches, user coupons, the storefront coupon centre and coupons at checkout. */
export default defineModule({ name: 'coupon', routes, demo: couponDemo, demoOrder: 22 });
