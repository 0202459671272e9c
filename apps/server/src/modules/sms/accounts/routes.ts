import { smsApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

/** The platform's SMS accounts: provider, sealed key, the tenants sending through each. */
export default defineRoutes((r) => {
  r(smsApi.accountPage, (ctx, { query }) => service.page(ctx, query));
  r(smsApi.accountDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(smsApi.accountSubmit, (ctx, { body }) => service.submit(ctx, body));
  r(smsApi.accountAddTenants, (ctx, { body }) => service.addTenants(ctx, body));
  r(smsApi.accountRemove, (ctx, { query }) => service.remove(ctx, query.ids));
});
