import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { showInUserCentre } from './store.ts';
import { couponBack, couponSpend } from './spend.ts';
import { couponDemo } from './demo.ts';

showInUserCentre();

/** Coupons (优惠券): templates, batches, user coupons, the storefront coupon centre and coupons at checkout. */
export default defineModule({ name: 'coupon', routes, demo: couponDemo, demoOrder: 22, checkout: couponSpend, orderMoved: couponBack });
