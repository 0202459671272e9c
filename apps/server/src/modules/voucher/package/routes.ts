import { packageApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(packageApi.page, (ctx, { query }) => service.page(ctx, query));
  r(packageApi.detail, (ctx, { query }) => service.one(ctx.data, query.id));
  r(packageApi.submit, (ctx, { body }) => service.submit(ctx, body));
  r(packageApi.exportFile, (ctx, { query, reply }) => service.exportFile(ctx, reply, query), { raw: true });
  r(packageApi.shelves, (ctx, { body }) => service.shelves(ctx, body.ids, body.status));
  r(packageApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(packageApi.preview, (ctx, { query }) => service.preview(ctx, query.id));
  r(packageApi.recommend, (ctx, { body }) => service.recommend(ctx, body.id, body.recommend));
  r(packageApi.copy, (ctx, { query }) => service.copy(ctx, query.id));
  r(packageApi.recordPage, (ctx, { query }) => service.records(ctx, query));
  r(packageApi.poiList, (ctx) => service.pois(ctx.data));
});
