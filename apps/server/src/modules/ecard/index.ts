import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { orderMoved } from './orders.ts';
import { seedEcards } from './demo.ts';
import upgradeRoutes from './upgrade-routes.ts';
import faceRoutes from './faceRoutes.ts';
import portalRoutes from './portal-routes.ts';
import { MESSAGE_QUEUE, messageJob } from './messages.ts';
import { upgradeMoved } from './upgrade-apply.ts';

/** E-cards: cards in steps, orders, activation code batches, held cards, the gate check, the storefront pages. */
export default defineModule({
  name: 'ecard',
  routes: (r, svc) => {
    routes(r, svc);
    upgradeRoutes(r, svc);
    faceRoutes(r, svc);
    portalRoutes(r, svc);
  },
  jobs: { [MESSAGE_QUEUE]: { run: messageJob } },
  demo: seedEcards,
  demoOrder: 21,
  // A paid e-card order issues its held cards; refunds and cancellations follow on them, whichever path
  // moved the order (the e-card calls, the order area's jobs and refund audit, the cashier). A paid
  // upgrade or renewal order changes its held card once; its refund puts the card back.
  orderMoved: async (m) => {
    await orderMoved(m);
    await upgradeMoved(m);
  },
});

export { checkCard, type GateInput } from './held.ts';
