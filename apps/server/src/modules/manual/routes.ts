import { manualApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(manualApi.tree, (ctx) => service.tree(ctx, 1));
  r(manualApi.fundTree, (ctx) => service.tree(ctx, 2));
  r(manualApi.detail, (ctx, { query }) => service.detail(ctx, query.id));
  r(manualApi.search, (ctx, { query }) => service.search(ctx, query.keyword, query.kind));
  r(manualApi.submit, (ctx, { body }) => service.submit(ctx, body));
  r(manualApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
});
