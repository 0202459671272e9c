import { defineModule } from '../../platform/module.ts';
import batchRoutes from './batches/routes.ts';
import { couponDemo } from './coupons/demo.ts';
import couponRoutes from './coupons/routes.ts';
import walletRoutes from './wallet/routes.ts';
import { couponBack, couponSpend } from './wallet/sale.ts';
import { showInUserCentre } from './wallet/store.ts';

showInUserCentre();

/**
 * Coupons (优惠券): the templates (coupons/), their issue batches (batches/), and the customers' coupons
 * (wallet/: the back office's list, the storefront coupon centre and my coupons, coupons at checkout).
 */
export default defineModule({
  name: 'coupon',
  routes: (r, svc) => {
    couponRoutes(r, svc);
    batchRoutes(r, svc);
    walletRoutes(r, svc);
  },
  demo: couponDemo,
  demoOrder: 22,
  checkout: couponSpend,
  orderMoved: couponBack,
});
