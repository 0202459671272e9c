import { alipaySyncApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

// the Alipay mini-program ticket sync
export default defineRoutes((r) => {
  r(alipaySyncApi.productPage, (ctx, { query }) => service.productPage(ctx.data, query));
  r(alipaySyncApi.productStatus, (ctx, { body }) => service.updateStatus(ctx, body.ids, body.onSale));
  r(alipaySyncApi.productSubmit, (ctx, { body }) => service.submitProduct(ctx, body.productId, body.ticketType));
  r(alipaySyncApi.productExport, (ctx, { query, reply }) => service.exportProducts(ctx, reply, query), { raw: true });
  r(alipaySyncApi.ticketTypes, () => service.ticketTypes());
  r(alipaySyncApi.batchSet, (ctx, { body }) => service.batchSet(ctx.data, body.productIds, body.ticketType));
  r(alipaySyncApi.configPage, (ctx, { query }) => service.configPage(ctx.data, query.current, query.size));
  r(alipaySyncApi.configInfo, (ctx, { query }) => service.configInfo(ctx.data, query.id));
  r(alipaySyncApi.configSubmit, (ctx, { body }) => service.submitConfig(ctx.data, body));
  r(alipaySyncApi.configEnable, (ctx, { body }) => service.enableConfig(ctx.data, body.id, body.enabled));
  r(alipaySyncApi.scenicSelect, (ctx) => service.scenicSelect(ctx.data));
});
