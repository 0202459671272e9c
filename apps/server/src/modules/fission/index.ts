import { defineModule } from '../../platform/module.ts';
import accountRoutes from './accounts/routes.ts';
import { settleDue } from './accounts/service.ts';
import { fissionDemo } from './demo.ts';
import kickbackRoutes from './kickbacks/routes.ts';
import { kickbackMoved, referral } from './kickbacks/sale.ts';
import planRoutes from './plans/routes.ts';
import promoterRoutes from './promoters/routes.ts';
import settingRoutes from './settings/routes.ts';

/**
 * 分销裂变: fission plans (plans/), promoters (audited per person) and special distributors
 * (promoters/), kickbacks earned on paid referred orders and reversed on refunds (kickbacks/: a
 * checkout rule and an order-move hook), the promoters' ledger and withdrawals with their audit
 * (accounts/), and the settings (settings/). Above the orders and the customers (imports their index only).
 */
export default defineModule({
  name: 'fission',
  routes: (r, svc) => {
    planRoutes(r, svc);
    promoterRoutes(r, svc);
    kickbackRoutes(r, svc);
    accountRoutes(r, svc);
    settingRoutes(r, svc);
  },
  jobs: {
    // Kickbacks past the settlement delay become withdrawable.
    'fission.settle': { run: (svc) => async () => void (await settleDue(svc.db)), every: { everySeconds: 600 } },
  },
  demo: fissionDemo,
  demoOrder: 27,
  checkout: referral,
  orderMoved: kickbackMoved,
});
