import { defineModule } from '../../platform/module.ts';
import aftersaleRoutes from './aftersale/routes.ts';
import customerRoutes from './customers/routes.ts';
import { seedWindow } from './demo.ts';
import printRoutes from './print/routes.ts';
import reportRoutes from './reports/routes.ts';
import saleRoutes from './sale/routes.ts';
import scanPayRoutes from './scanpay/routes.ts';
import settingRoutes from './settings/routes.ts';
import shiftRoutes from './shifts/routes.ts';

/**
 * 窗口售票: the counter (sale/), refunds, changes and forced refunds at the window (aftersale/), print
 * templates and print records (print/), windows and their settings (settings/), shifts (shifts/),
 * window customers buying on account (customers/), scan-pay codes (scanpay/) and the reports (reports/).
 * Every sale is an ord_order of the order area, sold, paid and refunded through its paths.
 */
export default defineModule({
  name: 'window',
  routes: (r, svc) => {
    saleRoutes(r, svc);
    aftersaleRoutes(r, svc);
    printRoutes(r, svc);
    settingRoutes(r, svc);
    shiftRoutes(r, svc);
    customerRoutes(r, svc);
    scanPayRoutes(r, svc);
    reportRoutes(r, svc);
  },
  demo: seedWindow,
  demoOrder: 30,
});
