import { festivalApi, festivalStoreApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(festivalApi.page, (ctx, { query }) => service.page(ctx, query));
  r(festivalApi.detail, (ctx, { query }) => service.detail(ctx.data, query.id));
  r(festivalApi.submit, (ctx, { body }) => service.submit(ctx, body));
  r(festivalApi.publish, (ctx, { body }) => service.publish(ctx, body.id, body.publishStatus));
  r(festivalApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(festivalApi.signupPage, (ctx, { query }) => service.signupPage(ctx, query));
  r(festivalApi.signupExport, (ctx, { query, reply }) => service.signupExport(ctx, reply, query), { raw: true });
  r(festivalApi.signupCancel, (ctx, { query }) => service.cancelByMerchant(ctx, query.id));

  r(festivalStoreApi.list, (ctx, { query }) => service.shopList(ctx, query.tenantId), { noTx: true });
  r(festivalStoreApi.signup, (ctx, { body, req }) => service.signup(ctx, req, body), { noTx: true });
  r(festivalStoreApi.mine, (ctx, { query, req }) => service.mine(ctx, req, query), { noTx: true });
  r(festivalStoreApi.cancel, (ctx, { query, req }) => service.cancelMine(ctx, req, query.id), { noTx: true });
});
