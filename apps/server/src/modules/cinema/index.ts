import type { Moved } from '../../platform/flow.ts';
import { defineModule } from '../../platform/module.ts';
import { scopedTo } from '../order/index.ts';
import cardRoutes from './cards/routes.ts';
import { seedCinema } from './demo.ts';
import filmRoutes from './films/routes.ts';
import screeningRoutes from './screenings/routes.ts';
import settingRoutes from './settings/routes.ts';
import { releaseOverdue } from './tickets/jobs.ts';
import ticketRoutes from './tickets/routes.ts';
import { cinemaMoved } from './tickets/sale.ts';
import venueRoutes from './venues/routes.ts';

/**
 * 影院影片: cinemas and halls with seat layouts (venues/), films (films/), screenings and their seat maps
 * (screenings/), seats sold through the one order path (tickets/), the card review (cards/) and the
 * 观影设置 (settings/).
 */
export default defineModule({
  name: 'cinema',
  routes: (r, svc) => {
    venueRoutes(r, svc);
    filmRoutes(r, svc);
    screeningRoutes(r, svc);
    ticketRoutes(r, svc);
    cardRoutes(r, svc);
    settingRoutes(r, svc);
  },
  jobs: {
    // Seats of unpaid ticket orders past the tenant's hold minutes: the order is closed, the seats come back.
    'cinema.release': { run: (svc) => async () => void (await releaseOverdue(svc.db)), every: { everySeconds: 60 } },
  },
  demo: async (q, { demo }) => seedCinema(scopedTo(q, demo)),
  demoOrder: 31,
  orderMoved: async (m: Moved<number, string>) => cinemaMoved(m),
});
