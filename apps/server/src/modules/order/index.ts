import { defineModule } from '../../platform/module.ts';
import { seedCommerce } from './demo.ts';
import { expireTickets } from './checks/jobs.ts';
import { foldTally } from './orders/jobs.ts';
import orderRoutes from './orders/routes.ts';
import { closeOverdue, queryOpenTrades } from './payments/jobs.ts';
import payRoutes from './payments/routes.ts';
import { sendUnsent } from './payments/service.ts';
import purchaseRoutes from './purchase/routes.ts';
import refundRoutes from './refunds/routes.ts';
import rescheduleRoutes from './reschedule/routes.ts';

/**
 * Orders: selling (purchase), payment (payments), the scenic and unusual order lists (orders), refunds
 * and their audit (refunds), the gate's checks (checks), moving a play date (reschedule), the customer's pages.
 */
export default defineModule({
  name: 'order',
  routes: (r, svc) => {
    purchaseRoutes(r, svc);
    payRoutes(r, svc);
    orderRoutes(r, svc);
    rescheduleRoutes(r, svc);
    refundRoutes(r, svc);
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
  SYSTEM,
  actorOf,
  idempotent,
  lockOrder,
  moneyOf,
  moneyOnce,
  move,
  orderLog,
  orderByCode,
  scopedTo,
  setOrderRemark,
  type Actor,
} from './orders/service.ts';
export { endUnpaid, openKindOrder, placeOrder, type PlaceInput } from './purchase/service.ts';
export { createTrade, payCallback, payDemo, settlePaid } from './payments/service.ts';
export { checkGuests, onTicketChecks, type Checked } from './checks/service.ts';
export { ORDER_FLOW } from './flow.ts';
export { applyRefund, auditRefund, forcedRefund, pendingRefundOf } from './refunds/service.ts';
export { moveKindDate } from './reschedule/service.ts';
export { reschedule as rescheduleTicket } from './reschedule/service.ts';
export { orderInfo } from './orders/service.ts';
