import { defineModule } from '../../platform/module.ts';
import { scopedTo } from '../order/index.ts';
import { seedCollections } from './demo.ts';
import { bindChain, finishGrants } from './orders/jobs.ts';
import orderRoutes from './orders/routes.ts';
import { collMoved } from './orders/sale.ts';
import productRoutes from './products/routes.ts';
import { finishMints } from './products/service.ts';

/**
 * 数字藏品: cultural products (info, showcase, rules) minted on a chain through the providers layer
 * (products/), and their orders through the one order path, granted on the chain after payment (orders/).
 */
export default defineModule({
  name: 'collection',
  routes: (r, svc) => {
    bindChain(svc.db, svc.providers.chain);
    productRoutes(r, svc);
    orderRoutes(r, svc);
  },
  jobs: {
    // Mints and grants whose chain answers were never recorded: asked again with the same keys.
    'collection.chain': {
      run: (svc) => async () => {
        await finishMints(svc.db, svc.providers.chain);
        await finishGrants(svc.db);
      },
      every: { everySeconds: 60 },
    },
  },
  demo: async (q, { demo }) => seedCollections(scopedTo(q, demo)),
  demoOrder: 22,
  // A paid order is confirmed and granted; one that ends gives its editions back.
  orderMoved: collMoved,
});
