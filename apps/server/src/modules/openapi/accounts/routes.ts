import { openApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(openApi.page, (ctx, { query }) => service.page(ctx, query));
  r(openApi.detail, (ctx, { query }) => service.detail(ctx, query.id));
  r(openApi.save, (ctx, { body }) => service.save(ctx, body));
  r(openApi.resetSecret, (ctx, { body }) => service.resetSecret(ctx, body.id));
  r(openApi.enable, (ctx, { body }) => service.setStatus(ctx, body.id, 1));
  r(openApi.disable, (ctx, { body }) => service.setStatus(ctx, body.id, 0));
  r(openApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(openApi.callPage, (ctx, { query }) => service.callPage(ctx, query));
});
