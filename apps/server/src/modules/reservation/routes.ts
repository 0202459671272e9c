import { reservationApi as A, reservationStoreApi as H } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { moneyOnce } from '../order/index.ts';
import * as orders from './orders.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(A.page, (ctx, { query }) => service.page(ctx, query));
  r(A.detail, (ctx, { query }) => service.detail(ctx.data, query.id));
  r(A.basicInfo, (ctx, { query }) => service.basicInfo(ctx.data, query.id));
  r(A.rule, (ctx, { query }) => service.rule(ctx.data, query.id));
  r(A.stock, (ctx, { query }) => service.stock(ctx.data, query.id));
  r(A.submitInfo, (ctx, { body }) => service.submitInfo(ctx, body));
  r(A.open, (ctx, { body }) => service.open(ctx, body.id, body.openStatus));
  r(A.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(A.orderPage, (ctx, { query }) => orders.orderPage(ctx, query));
  r(A.orderDetail, (ctx, { query }) => orders.orderDetail(ctx, query.id));
  r(A.orderStatus, (ctx) => orders.statusCounts(ctx));
  r(A.orderExport, (ctx, { query, reply }) => orders.exportOrders(ctx, reply, query), { raw: true });
  r(A.audit, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund-audit', () => orders.audit(ctx, body.id, body.pass, body.remark)));
  r(A.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => orders.refund(ctx, body.id, body.reason)));
  r(H.list, (ctx, { query }) => orders.storeList(ctx, query.tenantId));
  r(H.book, (ctx, { body, req }) => orders.book(ctx, req, body), { noTx: true });
  r(H.mine, (ctx, { req }) => orders.mine(ctx, req), { noTx: true });
});
