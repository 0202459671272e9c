import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { fissionDemo } from './demo.ts';
import { settleDue } from './service.ts';
import { kickbackMoved, referral } from './kickback.ts';

/**
 * 分销裂变: fission plans, promoters (audited per person) and special distributors, kickbacks earned
 * on paid referred orders and reversed on refunds (a checkout rule and an order-move hook), and
 * withdrawals with their audit. Above the orders and the customers (imports their index only).
 */
export default defineModule({
  name: 'fission',
  routes,
  jobs: {
    // Kickbacks past the settlement delay become withdrawable.
    'fission.settle': { run: (svc) => async () => void (await settleDue(svc.db)), every: { everySeconds: 600 } },
  },
  demo: fissionDemo,
  demoOrder: 27,
  checkout: referral,
  orderMoved: kickbackMoved,
});
