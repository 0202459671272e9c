import type { Moved } from '../../platform/flow.ts';
import { defineModule } from '../../platform/module.ts';
import { scopedTo } from '../order/index.ts';
import { seedVouchers } from './demo.ts';
import gpvRoutes from './gpv/routes.ts';
import gpvOrderRoutes from './gpvorders/routes.ts';
import { gpvMoved } from './gpvorders/sale.ts';
import packageRoutes from './package/routes.ts';
import pkgOrderRoutes from './pkgorders/routes.ts';
import { packageMoved } from './pkgorders/sale.ts';
import reportRoutes from './reports/routes.ts';

/**
 * Vouchers: package vouchers (package/) and their orders with the supplier's confirmation flow
 * (pkgorders/), group-purchase vouchers (gpv/) and their orders with sub-orders (gpvorders/), the uses
 * and the gate shared by both (vouchers/), and the gpv reports (reports/).
 */
export default defineModule({
  name: 'voucher',
  routes: (r, svc) => {
    packageRoutes(r, svc);
    pkgOrderRoutes(r, svc);
    gpvRoutes(r, svc);
    gpvOrderRoutes(r, svc);
    reportRoutes(r, svc);
  },
  demo: async (q, { demo }) => seedVouchers(scopedTo(q, demo)),
  demoOrder: 21,
  // The order's moves drive the package flow (paid, closed), confirm paid gpv orders, and give stock back once.
  orderMoved: async (m: Moved<number, string>) => {
    await packageMoved(m);
    await gpvMoved(m);
  },
});

export { checkByQr as checkVoucher } from './vouchers/service.ts';
export { qrOfScan as voucherQrOfScan } from './shared.ts';
export { PKG_FLOW } from './flow.ts';
