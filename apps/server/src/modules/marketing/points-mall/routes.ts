import { integralApi, integralStoreApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as mall from './service.ts';
import * as store from './store.ts';

/** 积分商城: the items and exchange records, and the storefront's list, detail, exchange and own exchanges. */
export default defineRoutes((r) => {
  r(integralApi.page, (ctx, { query }) => mall.itemPage(ctx, query));
  r(integralApi.list, (ctx, { query }) => mall.itemList(ctx, query.name));
  r(integralApi.detail, (ctx, { query }) => mall.itemDetail(ctx, query.id));
  r(integralApi.save, (ctx, { body }) => mall.itemSave(ctx, body));
  r(integralApi.update, (ctx, { body }) => mall.itemUpdate(ctx, body));
  r(integralApi.remove, (ctx, { query }) => mall.itemRemove(ctx, query.ids));
  r(integralApi.records, (ctx, { query }) => mall.records(ctx, query));
  r(integralStoreApi.list, (ctx, { query }) => store.shopList(ctx, query.tenantId), { noTx: true });
  r(integralStoreApi.detail, (ctx, { query }) => store.shopDetail(ctx, query.tenantId, query.id), { noTx: true });
  r(integralStoreApi.submit, (ctx, { body, req }) => store.submit(ctx, req, body), { noTx: true });
  r(integralStoreApi.mine, (ctx, { query, req }) => store.mine(ctx, req, query), { noTx: true });
});
