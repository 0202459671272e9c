import { defineModule } from '../../platform/module.ts';
import { setSeckillGoodsSource } from '../decoration/index.ts';
import activityRoutes from './activities/routes.ts';
import { pickerGoods } from './activities/service.ts';
import { seckillDemo } from './activities/demo.ts';
import orderRoutes from './orders/routes.ts';
import { returnUnits, seckillSale } from './orders/sale.ts';
import posterRoutes from './poster/routes.ts';

// The page editor's seckill picker lists the real seckill goods (the decoration area's own rows while there are none).
setSeckillGoodsSource(pickerGoods);

/**
 * Seckill (秒杀, flash sales) on the timed-sale core: activities with up to five ticket skus at a
 * seckill price, the stock of each item split over bucket rows (activities/), a per-customer limit,
 * the storefront's seckill home and the checkout rule that takes the units (orders/: a purchase is an
 * ordinary ticket order; the order's moves give the units back), and the share poster (poster/).
 * Registered after the member discount, before coupons.
 */
export default defineModule({
  name: 'seckill',
  routes: (r, svc) => {
    activityRoutes(r, svc);
    posterRoutes(r, svc);
    orderRoutes(r, svc);
  },
  demo: seckillDemo,
  demoOrder: 23,
  checkout: seckillSale,
  orderMoved: returnUnits,
});
