import { defineModule } from '../../platform/module.ts';
import { setSeckillGoodsSource } from '../decoration/index.ts';
import routes from './routes.ts';
import { pickerGoods } from './service.ts';
import { returnUnits, seckillSale } from './sale.ts';
import { seckillDemo } from './demo.ts';

// The page editor's seckill picker lists the real seckill goods (the decoration area's own rows while there are none).
setSeckillGoodsSource(pickerGoods);

/**
 * Seckill (秒杀, flash sales): activities with up to five ticket skus at a seckill price, the stock of
 * each item split over bucket rows, a per-customer limit, the share poster, and the storefront's seckill
 * home. A purchase is an ordinary ticket order: the checkout rule in sale.ts prices it and takes the
 * units; the order's moves give them back. Registered after the member discount, before coupons.
 */
export default defineModule({
  name: 'seckill',
  routes,
  demo: seckillDemo,
  demoOrder: 23,
  checkout: seckillSale,
  orderMoved: returnUnits,
});
