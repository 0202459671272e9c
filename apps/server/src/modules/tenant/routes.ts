import { authApi, tenantApi, tenantApplyApi, tenantPackageApi, tenantServiceApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { crudRoutes } from '../../platform/crud.ts';
import * as service from './service.ts';
import * as repo from './repo.ts';

export default defineRoutes((r) => {
  r(tenantApi.page, (ctx, { query }) => service.tenantPage(ctx, query));
  r(tenantApi.select, (ctx) => service.activeTenants(ctx));
  r(tenantApi.detail, (ctx, { query }) => ctx.data.get(repo.TENANT, query.id));
  r(tenantApi.info, (ctx, { query }) => service.tenantInfo(ctx, query.domain));
  r(tenantApi.submit, (ctx, { body }) => service.submitTenant(ctx, body));
  r(tenantApi.remove, (ctx, { query }) => service.removeTenants(ctx, query.ids));
  r(tenantApi.setting, (ctx, { body }) => service.setQuota(ctx, body));
  r(tenantApi.userList, (ctx, { query }) => service.tenantUsers(ctx, query));

  crudRoutes(r, tenantPackageApi, { spec: repo.PACKAGE, platformWrites: true, where: (_ctx, q) => repo.packageFilters(q) });
  r(tenantPackageApi.select, (ctx) => ctx.data.list(repo.PACKAGE));
  crudRoutes(r, tenantServiceApi, { spec: repo.SERVICE, platformWrites: true, where: (_ctx, q) => repo.serviceFilters(q) });

  // Applications to become a merchant (public), staff registrations, and their audit.
  // (own statements: the captcha and the per-address count stay spent whatever the outcome)
  r(tenantApplyApi.reg, (ctx, { body, req }) => service.applyForMerchant(ctx, body, req.headers), { noTx: true });
  r(tenantApplyApi.submit, (ctx, { body, req }) => service.applyForMerchant(ctx, body, req.headers), { noTx: true });
  r(authApi.registerGuest, (ctx, { body, req }) => service.registerGuest(ctx, body, req.headers), { noTx: true });
  r(tenantApplyApi.page, (ctx, { query }) => service.applyPage(ctx, query));
  r(tenantApplyApi.detail, (ctx, { query }) => service.applyDetail(ctx, query.id));
  r(tenantApplyApi.remove, (ctx, { query }) => service.removeApplies(ctx, query.ids));
  r(tenantApplyApi.audit, (ctx, { body }) => service.audit(ctx, body));
});
