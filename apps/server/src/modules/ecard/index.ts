import { defineModule } from '../../platform/module.ts';
import cardRoutes from './cards/routes.ts';
import codeRoutes from './codes/routes.ts';
import { MESSAGE_QUEUE, messageJob } from './codes/jobs.ts';
import { seedEcards } from './demo.ts';
import faceRoutes from './faces/routes.ts';
import heldRoutes from './held/routes.ts';
import holderRoutes from './holders/routes.ts';
import orderRoutes from './orders/routes.ts';
import { orderMoved } from './orders/sale.ts';
import portalRoutes from './portal/routes.ts';
import reportRoutes from './reports/routes.ts';
import upgradeRoutes from './upgrades/routes.ts';
import { upgradeMoved } from './upgrades/sale.ts';

/**
 * E-cards: the card catalogue (cards/), activation codes and their SMS (codes/), e-card orders (orders/),
 * held cards and the gate check (held/), their holders and bound people (holders/), face photos (faces/),
 * upgrades and renewals (upgrades/), the distributors' orders and portal (portal/), reports (reports/);
 * each sub-area with its storefront side in its store.ts.
 */
export default defineModule({
  name: 'ecard',
  routes: (r, svc) => {
    cardRoutes(r, svc);
    codeRoutes(r, svc);
    orderRoutes(r, svc);
    heldRoutes(r, svc);
    holderRoutes(r, svc);
    faceRoutes(r, svc);
    upgradeRoutes(r, svc);
    portalRoutes(r, svc);
    reportRoutes(r, svc);
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

export { checkCard, type GateInput } from './held/service.ts';
// A bundle's e-card part: its stock, taken and given back by single conditional statements.
export { cardsLeft, returnStock as returnCardStock, takeStock as takeCardStock } from './cards/service.ts';
