import { defineModule } from '../../platform/module.ts';
import { ORDER_FLOW } from '../order/index.ts';
import routes from './routes.ts';
import { releaseSlot } from './orders.ts';
import { reservationDemo } from './demo.ts';

// A reservation order that ends (cancelled, closed on timeout, refunded, audit rejected) gives its
// places back, whichever path moved it (this area's calls, the order area's jobs and refund audit).
ORDER_FLOW.onMove(releaseSlot);

/** Activity reservations (活动预约): products with dated slots and capacity, bookings, audit and refunds. */
export default defineModule({ name: 'reservation', routes, demo: reservationDemo, demoOrder: 24 });

export { releaseSlot } from './orders.ts';
