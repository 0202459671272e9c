import { defineModule } from '../../platform/module.ts';
import { scopedTo } from '../order/index.ts';
import catalogRoutes from './catalog/routes.ts';
import { seedCatalogue } from './catalog/demo.ts';
import nightsRoutes from './nights/routes.ts';
import supplierRoutes from './suppliers/routes.ts';
import { seedSupplier } from './suppliers/demo.ts';
import orderRoutes from './orders/routes.ts';
import { releaseNights } from './orders/sale.ts';
import { seedOrders } from './orders/demo.ts';
import reportRoutes from './reports/routes.ts';

/**
 * Hotels: hotels, room types and rate plans (catalog/), their nightly price and stock (nights/),
 * suppliers (suppliers/), hotel orders with the storefront booking (orders/) and reports (reports/).
 */
export default defineModule({
  name: 'hotel',
  routes: (r, svc) => {
    catalogRoutes(r, svc);
    nightsRoutes(r, svc);
    supplierRoutes(r, svc);
    orderRoutes(r, svc);
    reportRoutes(r, svc);
  },
  // Demo: two hotels with rooms, rate plans and four weeks of nights, a sandbox supplier, and orders in several states.
  demo: async (q, { demo }) => {
    const db = scopedTo(q, demo);
    const plans = await seedCatalogue(db);
    await seedSupplier(db);
    await seedOrders(db, plans);
  },
  demoOrder: 20,
  // A hotel order that ends (cancel, close on timeout) or is refunded gives its nights back, whichever
  // path moved it (the hotel's own calls, the order area's jobs and refund audit).
  orderMoved: releaseNights,
});

export { bookStay, reschedule } from './orders/sale.ts';
export { plansOnNight, returnNight, takeNight } from './nights/service.ts';
export { HOTEL_FLOW } from './flow.ts';
