import { defineModule } from '../../platform/module.ts';
import { setGroupBuyGoodsSource } from '../decoration/index.ts';
import { refundUnformed } from './jobs.ts';
import routes from './routes.ts';
import { groupBuyDemo } from './demo.ts';
import { groupBuySale, memberMoved } from './sale.ts';
import { pickerGoods } from './service.ts';

// The page editor's group-buy picker lists the real group-buy goods (the decoration area's own rows while there are none).
setGroupBuyGoodsSource(pickerGoods);

/**
 * Group buying (拼团): activities with up to five ticket skus at a group price, a group size and a
 * time limit to form. A purchase is an ordinary ticket order: the checkout rule in sale.ts prices it
 * and takes the group's seat; the paid move forms the group; the job refunds groups that did not form.
 * Registered after seckill, before coupons.
 */
export default defineModule({
  name: 'groupbuy',
  routes,
  demo: groupBuyDemo,
  demoOrder: 23,
  checkout: groupBuySale,
  orderMoved: memberMoved,
  jobs: {
    // Groups past their time limit that did not form: claimed once, paid orders refunded, unpaid closed.
    'groupbuy.refund': {
      run: (svc) => async () => void (await refundUnformed(svc.db, svc.providers.payment)),
      every: { everySeconds: 60 },
    },
  },
});
