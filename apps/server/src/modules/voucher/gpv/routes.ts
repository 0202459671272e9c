import { gpvApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(gpvApi.page, (ctx, { query }) => service.page(ctx, query));
  r(gpvApi.shelf, (ctx, { body }) => service.shelf(ctx, body.ids, body.status));
  r(gpvApi.copy, (ctx, { query }) => service.copy(ctx, query.id));
  r(gpvApi.preview, (ctx, { query }) => service.preview(ctx, query.id));
  r(gpvApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(gpvApi.exportFile, (ctx, { query, reply }) => service.exportFile(ctx, reply, query), { raw: true });
  r(gpvApi.basicInfo, (ctx, { query }) => service.one(ctx.data, query.id));
  r(gpvApi.basicSave, (ctx, { body }) => service.saveBasic(ctx, body));
  r(gpvApi.detail, (ctx, { query }) => service.one(ctx.data, query.id));
  r(gpvApi.detailSave, (ctx, { body }) => service.saveDetail(ctx, body));
  r(gpvApi.rule, (ctx, { query }) => service.one(ctx.data, query.id));
  r(gpvApi.ruleSave, (ctx, { body }) => service.saveRule(ctx, body));
});
