import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import refundRoutes from './refund-routes.ts';
import { seedCommerce } from './demo.ts';
import { closeOverdue, expireTickets, foldTally, queryOpenTrades } from './jobs.ts';
import payRoutes from './pay-routes.ts';
import { sendUnsent } from './money-back.ts';

/** Orders: selling, payment, the scenic and unusual order lists, refunds and their audit, the customer's pages. */
export default defineModule({
  name: 'order',
  routes: (r, svc) => {
    routes(r, svc);
    refundRoutes(r, svc);
    payRoutes(r, svc);
  },
  jobs: {
    // Unpaid orders past their payment window are closed and their stock returned.
    'order.close': { run: (svc) => async () => void (await closeOverdue(svc.db)), every: { everySeconds: 60 } },
    // Real providers' trades left open past the pay window: asked, then settled or closed.
    // Refunds and returns whose provider call never happened or whose answer was not recorded: sent again, same key.
    'order.payQuery': {
      run: (svc) => async () => {
        await queryOpenTrades(svc.db);
        await sendUnsent(svc.db, svc.providers.payment);
      },
      every: { everySeconds: 60 },
    },
    'order.expire': { run: (svc) => async () => void (await expireTickets(svc.db)), every: { everySeconds: 600 } },
    // The list totals' tally: each session's rows folded into one per tenant, kind, status and day.
    'order.tally': { run: (svc) => () => foldTally(svc.db), every: { everySeconds: 60 } },
  },
  demo: seedCommerce,
});

export {
  CUSTOMER,
  actorOf,
  idempotent,
  lockOrder,
  placeOrder,
  scopedTo,
  type Actor,
  type PlaceInput,
} from './service.ts';
export { createTrade, payCallback, payDemo, settlePaid } from './payment.ts';
export { moneyOnce } from './routes.ts';
export { checkGuests, onTicketChecks, type Checked } from './checks.ts';
export { ORDER_FLOW } from './flow.ts';
export { SYSTEM, endUnpaid, moneyOf, move, orderLog } from './service.ts';
export { applyRefund, auditRefund, forcedRefund } from './refund.ts';
export { moveKindDate, openKindOrder, pendingRefundOf, setOrderRemark } from './kinds.ts';
