import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { releaseNights } from './booking.ts';
import { seedHotels } from './demo.ts';

/** Hotels: hotels, room types, rate plans with nightly price and stock, suppliers, hotel orders, the storefront booking and reports. */
export default defineModule({
  name: 'hotel',
  routes,
  demo: seedHotels,
  demoOrder: 20,
  // A hotel order that ends (cancel, close on timeout) or is refunded gives its nights back, whichever
  // path moved it (the hotel's own calls, the order area's jobs and refund audit).
  orderMoved: releaseNights,
});

export { bookStay, reschedule } from './booking.ts';
export { HOTEL_FLOW } from './flow.ts';
