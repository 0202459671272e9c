import { scenicApi, supplierCodeApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(scenicApi.page, (ctx, { query }) => service.poiPage(ctx, query));
  r(scenicApi.options, (ctx, { query }) => service.poiOptions(ctx, query.name));
  r(scenicApi.detail, (ctx, { query }) => service.poiDetail(ctx, query.id));
  r(scenicApi.submit, (ctx, { body }) => service.submitPoi(ctx, body));
  r(scenicApi.remove, (ctx, { query }) => service.removePois(ctx, query.ids));
  r(scenicApi.shelves, (ctx, { query }) => service.shelvePois(ctx, query.ids, query.status));
  r(scenicApi.recommend, (ctx, { body }) => service.recommendPoi(ctx, body.id, body.offlineRecommend));
  r(scenicApi.exportFile, (ctx, { query, reply }) => service.exportPois(ctx, query, reply), { raw: true });
  r(scenicApi.listedPage, (ctx, { query }) => service.listedPoiPage(ctx, query));
  r(scenicApi.listedDetail, (ctx, { query }) => service.poiDetail(ctx, query.poiId));

  r(supplierCodeApi.page, (ctx, { query }) => service.supplierCodePage(ctx, query));
  r(supplierCodeApi.detail, (ctx, { query }) => service.supplierCodeDetail(ctx, query.id));
  r(supplierCodeApi.submit, (ctx, { body }) => service.submitSupplierCode(ctx, body));
  r(supplierCodeApi.save, (ctx, { body }) => service.addSupplierCode(ctx, body));
  r(supplierCodeApi.update, (ctx, { body }) => service.updateSupplierCode(ctx, body));
  r(supplierCodeApi.remove, (ctx, { query }) => service.removeSupplierCodes(ctx, query.ids));
  r(supplierCodeApi.info, (ctx, { query }) => service.supplierCodeDetail(ctx, query.id));
  r(supplierCodeApi.delete, async (ctx, { query }) => Boolean(await service.removeSupplierCodes(ctx, query.ids)));
});
