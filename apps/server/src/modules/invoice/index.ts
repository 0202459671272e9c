import { defineModule } from '../../platform/module.ts';
import billRoutes from './bills/routes.ts';
import issueRoutes from './issue/routes.ts';
import settingRoutes from './settings/routes.ts';
import { seedInvoices } from './demo.ts';

/**
 * Invoices: the merchant's sellers, tax disks and tax classes (settings/), the customers' requests and
 * the invoices listed (bills/, with the storefront's request and download in bills/store.ts), and the
 * blue, red and offline invoices issued for them through the e-invoice provider (issue/).
 */
export default defineModule({
  name: 'invoice',
  routes: (r, svc) => {
    settingRoutes(r, svc);
    billRoutes(r, svc);
    issueRoutes(r, svc);
  },
  demo: seedInvoices,
  demoOrder: 30,
});
