import { defineModule } from '../../platform/module.ts';
import { scopedTo } from '../order/index.ts';
import boxRoutes from './boxes/routes.ts';
import { seedBlindBoxes } from './demo.ts';
import orderRoutes from './orders/routes.ts';
import { blindBoxMoved } from './orders/sale.ts';

/**
 * 盲盒: boxes with their info, instructions, channels and shelf (boxes/), prize pools with the seed
 * committed at publish and the provably fair draw (pools/), and the orders with their after-sale and
 * the storefront's box, purchase and proof (orders/).
 */
export default defineModule({
  name: 'blindbox',
  routes: (r, svc) => {
    boxRoutes(r, svc);
    orderRoutes(r, svc);
  },
  demo: async (q, { demo }) => seedBlindBoxes(scopedTo(q, demo)),
  demoOrder: 22,
  // A paid order draws its boxes; one that ends unpaid gives its units back to the pool once.
  orderMoved: blindBoxMoved,
});
