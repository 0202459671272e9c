import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { admitBuyer, applyAutoRules, bindRefusalLog } from './blacklist.ts';
import { customerDemo } from './demo.ts';

/**
 * Customers (the user centre): every buyer of the tenant keyed by phone, their records, the blacklist
 * (a checkout rule refuses blacklisted phones) and the storefront customer's phone login.
 */
export default defineModule({
  name: 'customer',
  routes: (r, svc) => {
    bindRefusalLog(svc.db);
    routes(r, svc);
  },
  jobs: {
    'customer.blacklist': { run: (svc) => async () => void (await applyAutoRules(svc.db)), every: { everySeconds: 3600 } },
  },
  demo: customerDemo,
  admitBuyer,
  // After the orders' demo: the demo customers are the demo orders' buyers.
  demoOrder: 5,
});

export { asCustomer } from './h5.ts';
export { customerCoupons, customerRow, maskPhone, present, ensureCustomer, customerByPhone, setBalances, setLevel } from './service.ts';
export { applyAutoRules } from './blacklist.ts';
