import { defineModule } from '../../platform/module.ts';
import { seedVoice } from './demo.ts';
import itemRoutes from './items/routes.ts';
import orderRoutes from './orders/routes.ts';
import { voiceMoved } from './orders/sale.ts';

/**
 * Voice guides (语音导览): voices and packs with their audio (items/), their orders with the forced
 * refund through the order area (orders/), and the storefront's player and purchase (store.ts). The
 * equipment at the scenic spots is the device area's (kind 5, 语音导览机), served there.
 */
export default defineModule({
  name: 'voice',
  routes: (r, svc) => {
    itemRoutes(r, svc);
    orderRoutes(r, svc);
  },
  demo: (q, { demo }) => seedVoice(q, demo),
  demoOrder: 22,
  // A paid voice order plays at once: the order's pay move is followed by the confirmation.
  orderMoved: voiceMoved,
});
