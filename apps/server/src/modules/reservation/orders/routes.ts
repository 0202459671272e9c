import { reservationApi as A, reservationStoreApi as H } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as orders from './service.ts';
import * as store from './store.ts';

/** Reservation orders: the list, detail, export, audit and refund, and the storefront's booking and own orders. */
export default defineRoutes((r) => {
  r(A.orderPage, (ctx, { query }) => orders.orderPage(ctx, query));
  r(A.orderDetail, (ctx, { query }) => orders.orderDetail(ctx, query.id));
  r(A.orderStatus, (ctx) => orders.statusCounts(ctx));
  r(A.orderExport, (ctx, { query, reply }) => orders.exportOrders(ctx, reply, query), { raw: true });
  r(A.audit, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund-audit', () => orders.audit(ctx, body.id, body.pass, body.remark)));
  r(A.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => orders.refund(ctx, body.id, body.reason)));
  r(H.book, (ctx, { body, req }) => store.book(ctx, req, body), { noTx: true });
  r(H.mine, (ctx, { req }) => store.mine(ctx, req), { noTx: true });
});
