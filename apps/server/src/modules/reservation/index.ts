import { defineModule } from '../../platform/module.ts';
import slotRoutes from './slots/routes.ts';
import { reservationDemo } from './slots/demo.ts';
import orderRoutes from './orders/routes.ts';
import { releaseSlot } from './orders/sale.ts';

/**
 * Activity reservations (活动预约): products with dated slots and capacity (slots/), bookings, audit and
 * refunds (orders/).
 */
export default defineModule({
  name: 'reservation',
  routes: (r, svc) => {
    slotRoutes(r, svc);
    orderRoutes(r, svc);
  },
  demo: reservationDemo,
  demoOrder: 24,
  // A reservation order that ends (cancelled, closed on timeout, refunded, audit rejected) gives its
  // places back, whichever path moved it (this area's calls, the order area's jobs and refund audit).
  orderMoved: releaseSlot,
});

export { releaseSlot } from './orders/sale.ts';
