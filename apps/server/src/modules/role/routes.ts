import { apiScopeApi, dataScopeApi, roleApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { crudRoutes } from '../../platform/crud.ts';
import { clearApiScopeCache } from '../../platform/auth.ts';
import * as service from './service.ts';
import * as repo from './repo.ts';

export default defineRoutes((r) => {
  r(roleApi.list, (ctx, { query }) => service.roleList(ctx, query));
  r(roleApi.tree, (ctx, { query }) => service.roleTree(ctx, query.tenantId));
  r(roleApi.detail, (ctx, { query }) => ctx.data.get(repo.ROLE, query.id));
  r(roleApi.submit, (ctx, { body }) => service.submitRole(ctx, body));
  r(roleApi.remove, (ctx, { query }) => service.removeRoles(ctx, query.ids));
  r(roleApi.grant, (ctx, { body }) => service.grant(ctx, body));

  // Scopes are product-wide; a change clears the cached api scopes.
  for (const [eps, spec] of [
    [dataScopeApi, repo.SCOPE_DATA],
    [apiScopeApi, repo.SCOPE_API],
  ] as const) {
    crudRoutes(r, eps, {
      spec,
      platformWrites: true,
      where: (_ctx, q) => repo.scopeFilters(q),
      beforeSave: async () => void clearApiScopeCache(),
      beforeRemove: async () => void clearApiScopeCache(),
    });
  }
});
