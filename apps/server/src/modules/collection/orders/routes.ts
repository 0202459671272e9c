import { collOrderApi, collStoreApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as service from './service.ts';
import * as store from './store.ts';

/** 藏品订单 in the back office, and the storefront's collections with their purchase. */
export default defineRoutes((r) => {
  r(collOrderApi.typeCount, (ctx, { query }) => service.typeCount(ctx, query));
  r(collOrderApi.page, (ctx, { query }) => service.page(ctx, query));
  r(collOrderApi.detail, (ctx, { query }) => service.detail(ctx, query.orderId));
  r(collOrderApi.cancel, (ctx, { body }) => service.cancel(ctx, body.orderId));
  r(collOrderApi.grant, (ctx, { body }) => service.grant(ctx, body.orderId));
  r(collOrderApi.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => service.refund(ctx, body.orderId, body.reason)));

  r(collStoreApi.list, (ctx, { query }) => store.list(ctx, query.tenantId), { noTx: true });
  r(collStoreApi.detail, (ctx, { query }) => store.detail(ctx, query.tenantId, query.id), { noTx: true });
  r(collStoreApi.buy, (ctx, { body, req }) => store.buy(ctx, req, body), { noTx: true });
  r(collStoreApi.mine, (ctx, { query, req }) => store.mine(ctx, req, query), { noTx: true });
});
