import { type AccountApi, type PartyKind, distributorAccountApi, supplierAccountApi } from '@yym/contract';
import { defineRoutes, type RouteAdder } from '../../../platform/route.ts';
import * as service from './service.ts';

/** The same calls for both account kinds, under their own paths and button codes. */
function accountRoutes(r: RouteAdder, api: AccountApi, kind: PartyKind) {
  r(api.page, (ctx, { query }) => service.page(ctx, kind, query));
  r(api.detail, (ctx, { query }) => service.detail(ctx, kind, query.id));
  r(api.submit, (ctx, { body }) => service.submit(ctx, kind, body));
  r(api.remove, (ctx, { query }) => service.remove(ctx, kind, query.ids));
  r(api.amount, (ctx) => service.amount(ctx, kind));
  r(api.adjust, (ctx, { body }) => service.applyAdjust(ctx, kind, body));
  r(api.adjustPage, (ctx, { query }) => service.adjustPage(ctx, kind, query));
  r(api.adjustAudit, (ctx, { body }) => service.auditAdjust(ctx, kind, body));
  r(api.flowPage, (ctx, { query }) => service.flowPage(ctx, kind, query));
  r(api.flowExport, (ctx, { query, reply }) => service.flowExport(ctx, kind, reply, query), { raw: true });
  r(api.export, (ctx, { query, reply }) => service.accountsExport(ctx, kind, reply, query), { raw: true });
}

export default defineRoutes((r) => {
  accountRoutes(r, distributorAccountApi, 1);
  accountRoutes(r, supplierAccountApi, 2);
  r(distributorAccountApi.placeOrder, (ctx, { body, req }) => service.placeOnAccount(ctx, req, body));
});
