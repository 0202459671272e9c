import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { releaseSlot } from './orders.ts';
import { reservationDemo } from './demo.ts';

/** Activity reservations (活动预约): products with dated slots and capacity, bookings, audit and refunds. */
export default defineModule({
  name: 'reservation',
  routes,
  demo: reservationDemo,
  demoOrder: 24,
  // A reservation order that ends (cancelled, closed on timeout, refunded, audit rejected) gives its
  // places back, whichever path moved it (this area's calls, the order area's jobs and refund audit).
  orderMoved: releaseSlot,
});

export { releaseSlot } from './orders.ts';
