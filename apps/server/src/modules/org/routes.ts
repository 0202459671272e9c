import { deptApi, postApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { crudRoutes } from '../../platform/crud.ts';
import * as service from './service.ts';
import * as repo from './repo.ts';

export default defineRoutes((r) => {
  r(deptApi.list, (ctx, { query }) => service.deptList(ctx, query));
  r(deptApi.lazyList, (ctx, { query }) => service.deptLevel(ctx, query));
  r(deptApi.tree, (ctx, { query }) => service.deptTree(ctx, query, false));
  r(deptApi.lazyTree, (ctx, { query }) => service.deptTree(ctx, query, true));
  r(deptApi.detail, (ctx, { query }) => ctx.data.get(repo.DEPT, query.id));
  r(deptApi.submit, (ctx, { body }) => service.submitDept(ctx, body));
  r(deptApi.remove, (ctx, { query }) => service.removeDepts(ctx, query.ids));

  crudRoutes(r, postApi, { spec: repo.POST, where: (_ctx, q) => repo.postFilters(q) });
  r(postApi.select, (ctx, { query }) => service.postSelect(ctx, query.tenantId));
});
