import { teamApi, teamStoreApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(teamApi.page, (ctx, { query }) => service.page(ctx, query));
  r(teamApi.detail, (ctx, { query }) => service.detail(ctx.data, query.id));
  r(teamApi.audit, (ctx, { body }) => service.audit(ctx, body));
  r(teamApi.export, (ctx, { query, reply }) => service.exportBookings(ctx, reply, query), { raw: true });

  r(teamStoreApi.spots, (ctx, { query }) => service.spots(ctx, query.tenantId), { noTx: true });
  r(teamStoreApi.apply, (ctx, { body, req }) => service.apply(ctx, req, body), { noTx: true });
  r(teamStoreApi.mine, (ctx, { query, req }) => service.mine(ctx, req, query), { noTx: true });
  r(teamStoreApi.cancel, (ctx, { query, req }) => service.cancelMine(ctx, req, query.id), { noTx: true });
});
