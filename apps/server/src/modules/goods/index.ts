import { defineModule } from '../../platform/module.ts';
import catalogueRoutes from './catalogue/routes.ts';
import freightRoutes from './freight/routes.ts';
import bundleRoutes from './bundles/routes.ts';
import foodRoutes from './food/routes.ts';
import lineRoutes from './lines/routes.ts';
import listRoutes from './lists/routes.ts';
import orderRoutes from './orders/routes.ts';
import shippingRoutes from './shipping/routes.ts';
import { orderMoved } from './orders/sale.ts';
import { autoReceive } from './orders/jobs.ts';
import { seedDemo } from './demo.ts';

/**
 * Goods that ship and the rest of the shop: goods with specs and SKUs (catalogue/), freight templates
 * (freight/), combined goods (bundles/), food (food/), travel lines (lines/), product lists (lists/),
 * their orders with tracking and the storefront (orders/), and shipping parcels (shipping/).
 */
export default defineModule({
  name: 'goods',
  routes: (r, svc) => {
    catalogueRoutes(r, svc);
    freightRoutes(r, svc);
    bundleRoutes(r, svc);
    foodRoutes(r, svc);
    lineRoutes(r, svc);
    listRoutes(r, svc);
    orderRoutes(r, svc);
    shippingRoutes(r, svc);
  },
  jobs: {
    // Parcels shipped long ago and never confirmed count as received (the order completes).
    'goods.autoReceive': { run: (svc) => async () => void (await autoReceive(svc.db)), every: { everySeconds: 3600 } },
  },
  demo: (q, { demo }) => seedDemo(q, demo),
  demoOrder: 30,
  // Paid orders of these kinds need no confirmation; ended or refunded ones give their stock back once.
  orderMoved,
});
