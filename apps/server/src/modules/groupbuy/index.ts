import { defineModule } from '../../platform/module.ts';
import { setGroupBuyGoodsSource } from '../decoration/index.ts';
import activityRoutes from './activities/routes.ts';
import { groupBuyDemo } from './activities/demo.ts';
import { pickerGoods } from './activities/service.ts';
import { refundUnformed } from './groups/jobs.ts';
import groupRoutes from './groups/routes.ts';
import { groupBuySale, memberMoved } from './groups/sale.ts';

// The page editor's group-buy picker lists the real group-buy goods (the decoration area's own rows while there are none).
setGroupBuyGoodsSource(pickerGoods);

/**
 * Group buying (拼团) on the timed-sale core: activities with up to five ticket skus at a group price, a
 * group size and a time limit to form (activities/). A purchase is an ordinary ticket order: the
 * checkout rule in groups/sale.ts prices it and takes the group's seat; the paid move forms the group;
 * the job refunds groups that did not form (groups/). Registered after seckill, before coupons.
 */
export default defineModule({
  name: 'groupbuy',
  routes: (r, svc) => {
    activityRoutes(r, svc);
    groupRoutes(r, svc);
  },
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
