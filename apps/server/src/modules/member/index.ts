import { defineModule } from '../../platform/module.ts';
import settingsRoutes from './settings/routes.ts';
import { memberDiscount } from './settings/sale.ts';
import { memberDemo } from './settings/demo.ts';
import ledgerRoutes from './ledger/routes.ts';
import { ledgerJobs } from './ledger/jobs.ts';
import { ledgerMoved } from './ledger/sale.ts';
import centreRoutes from './centre/routes.ts';

/**
 * The member programme: settings, levels and their rights, the member discount (a checkout rule)
 * (settings/), the growth / points ledger driven by the orders' moves (ledger/), and the storefront's
 * member centre (centre/). Above the customers area (imports its index).
 */
export default defineModule({
  name: 'member',
  routes: (r, svc) => {
    settingsRoutes(r, svc);
    ledgerRoutes(r, svc);
    centreRoutes(r, svc);
  },
  jobs: ledgerJobs,
  demo: memberDemo,
  demoOrder: 6,
  // the buyer's level lowers the unit price; paid orders earn growth and points, refunds take them back
  checkout: memberDiscount,
  orderMoved: ledgerMoved,
});

export { expirePoints, followLevel, spendPoints } from './ledger/service.ts';
export { settingsOf } from './settings/service.ts';
