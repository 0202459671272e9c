import { fissionApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(A.queryPage, (ctx, { query }) => service.planPage(ctx, query));
  r(A.getInfo, (ctx, { query }) => service.planDetail(ctx.data, query.id));
  r(A.saveInfo, (ctx, { body }) => service.savePlan(ctx, body));
  r(A.updateInfo, (ctx, { body }) => service.savePlan(ctx, body));
  r(A.updateStatus, (ctx, { body }) => service.planStatus(ctx, body.id, body.planStatus));
  r(A.deleteInfo, (ctx, { query }) => service.removePlans(ctx, query.ids));
  r(A.export, (ctx, { query, reply }) => service.exportPlans(ctx, reply, query), { raw: true });
  r(A.goodsOptions, (ctx, { query }) => service.goodsOptions(ctx, query.name, query.ids));
});
