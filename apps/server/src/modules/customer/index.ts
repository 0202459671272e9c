import { defineModule } from '../../platform/module.ts';
import blacklistRoutes from './blacklist/routes.ts';
import { admitBuyer, bindRefusalLog } from './blacklist/sale.ts';
import { applyAutoRules } from './blacklist/service.ts';
import customerRoutes from './customers/routes.ts';
import { customerDemo } from './demo.ts';

/**
 * Customers (the user centre): every buyer of the tenant keyed by phone and their records (customers),
 * the storefront customer's phone login (customers/store.ts) and the blacklist (a checkout rule refuses
 * blacklisted phones).
 */
export default defineModule({
  name: 'customer',
  routes: (r, svc) => {
    bindRefusalLog(svc.db);
    customerRoutes(r, svc);
    blacklistRoutes(r, svc);
  },
  jobs: {
    'customer.blacklist': { run: (svc) => async () => void (await applyAutoRules(svc.db)), every: { everySeconds: 3600 } },
  },
  demo: customerDemo,
  admitBuyer,
  // After the orders' demo: the demo customers are the demo orders' buyers.
  demoOrder: 5,
});

export { asCustomer } from './customers/store.ts';
export { customerCoupons, customerRow, ensureCustomer, customerByPhone, setBalances, setLevel } from './customers/service.ts';
export { maskPhone, present } from './shared.ts';
export { applyAutoRules } from './blacklist/service.ts';
