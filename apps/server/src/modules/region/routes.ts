import { regionApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(regionApi.lazyTree, (ctx, { query }) => service.lazyTree(ctx, query.parentCode));
  r(regionApi.lazyList, (ctx, { query }) => service.lazyList(ctx, query));
  r(regionApi.list, (ctx, { query }) => service.search(ctx, query));
  r(regionApi.detail, (ctx, { query }) => service.detail(ctx, query.code));
  r(regionApi.submit, (ctx, { body }) => service.submit(ctx, body));
  r(regionApi.remove, (ctx, { query }) => service.remove(ctx, query.id));
});
