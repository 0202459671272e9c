import { blindBoxOrderApi, h5BlindBoxApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as service from './service.ts';
import * as store from './store.ts';

/** 盲盒订单 in the back office, and the storefront's box page, purchase, order and draw log. */
export default defineRoutes((r) => {
  const O = blindBoxOrderApi;
  r(O.page, (ctx, { body }) => service.page(ctx, body));
  r(O.countOrderStatus, (ctx) => service.counts(ctx));
  r(O.detail, (ctx, { query }) => service.detail(ctx, query.orderId));
  r(O.operateLogs, (ctx, { query }) => service.logs(ctx, query.orderId, 'operate'));
  r(O.statusLogs, (ctx, { query }) => service.logs(ctx, query.orderId, 'process'));
  r(O.afterSales, (ctx, { query }) => service.afterSales(ctx, query.orderId, query.date));
  r(O.afterSaleDates, (ctx, { query }) => service.afterSaleDates(ctx, query.orderId));
  r(O.operateAfterSale, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => service.operateAfterSale(ctx, body)));
  r(O.closeOrder, (ctx, { query }) => service.closeOrder(ctx, query.orderId));
  r(O.exportFile, (ctx, { body, reply }) => service.exportFile(ctx, reply, body), { raw: true });

  r(h5BlindBoxApi.detail, (ctx, { query }) => store.boxDetail(ctx, query.id, query.tenantId));
  r(h5BlindBoxApi.buy, (ctx, { body, req }) => store.buy(ctx, body, req), { noTx: true });
  r(h5BlindBoxApi.order, (ctx, { query }) => store.customerOrder(ctx, query.code));
  r(h5BlindBoxApi.myPrizes, (ctx, { req }) => store.myPrizes(ctx, req), { noTx: true });
  r(h5BlindBoxApi.drawLog, (ctx, { query }) => store.drawLog(ctx, query.poolId, query.tenantId));
});
