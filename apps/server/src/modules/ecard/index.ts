import { defineModule } from '../../platform/module.ts';
import { ORDER_FLOW } from '../order/index.ts';
import routes from './routes.ts';
import { orderMoved } from './orders.ts';
import { seedEcards } from './demo.ts';

// A paid e-card order issues its held cards; refunds and cancellations follow on them, whichever path
// moved the order (the e-card calls, the order area's jobs and refund audit, the cashier).
ORDER_FLOW.onMove(orderMoved);

/** E-cards: cards in steps, orders, activation code batches, held cards, the gate check, the storefront pages. */
export default defineModule({ name: 'ecard', routes, demo: seedEcards, demoOrder: 21 });

export { checkCard, type GateInput } from './held.ts';
