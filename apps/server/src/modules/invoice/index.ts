import { defineModule } from '../../platform/module.ts';
import billRoutes from './bills/routes.ts';
import settingRoutes from './settings/routes.ts';
import { seedInvoices } from './demo.ts';

/**
 * Invoices: the merchant's sellers, tax disks and tax classes (settings/), the customers' requests and
 * the blue, red and offline invoices issued for them through the e-invoice provider (bills/, with the
 * storefront's request and download in bills/store.ts).
 */
export default defineModule({
  name: 'invoice',
  routes: (r, svc) => {
    settingRoutes(r, svc);
    billRoutes(r, svc);
  },
  demo: seedInvoices,
  demoOrder: 30,
});
