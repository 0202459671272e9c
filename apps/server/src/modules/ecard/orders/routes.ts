import { ecardOrderApi, ecardStoreApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as orders from './service.ts';
import * as store from './store.ts';

/** E-card orders: the list, one order, refunds and their audit, the buyer's SMS; the storefront's purchase. */
export default defineRoutes((r) => {
  r(ecardOrderApi.page, (ctx, { query }) => orders.orderPage(ctx, query));
  r(ecardOrderApi.detail, (ctx, { query }) => orders.orderDetail(ctx.data, query.orderId));
  r(ecardOrderApi.export, (ctx, { query, reply }) => orders.exportOrders(ctx, reply, query), { raw: true });
  r(ecardOrderApi.refundInfo, (ctx, { query }) => orders.refundInfo(ctx.data, query.orderId));
  r(ecardOrderApi.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => orders.refund(ctx, body.orderId, body.reason)));
  r(ecardOrderApi.forcedRefund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', () => orders.forced(ctx, body.orderId, body.reason)),
  );
  r(ecardOrderApi.refundSure, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund-audit', () => orders.refundSure(ctx, body.orderId, body.pass === 1, body.remark)),
  );
  r(ecardOrderApi.activateMsg, (ctx, { query }) => orders.activateMsg(ctx, query.orderId));

  // storefront (the customer's call opens its own transactions)
  r(ecardStoreApi.buy, (ctx, { body, req }) => store.buy(ctx, req, body), { noTx: true });
});
