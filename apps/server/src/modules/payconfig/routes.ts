import { alipaySyncApi, payConfigApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';
import * as ali from './alipay-sync.ts';

export default defineRoutes((r, svc) => {
  service.initPayConfig(svc.cfg);
  r(payConfigApi.detail, (ctx, { query }) => service.detail(ctx.data, query.payType));
  r(payConfigApi.save, (ctx, { body }) => service.save(ctx.data, body));
  r(payConfigApi.startConfig, (ctx) => service.startConfig(ctx.data));
  r(payConfigApi.startOrClose, (ctx, { body }) => service.startOrClose(ctx.data, body));

  // the Alipay mini-program ticket sync
  r(alipaySyncApi.productPage, (ctx, { query }) => ali.productPage(ctx.data, query));
  r(alipaySyncApi.productStatus, (ctx, { body }) => ali.updateStatus(ctx, body.ids, body.onSale));
  r(alipaySyncApi.productSubmit, (ctx, { body }) => ali.submitProduct(ctx, body.productId, body.ticketType));
  r(alipaySyncApi.productExport, (ctx, { query, reply }) => ali.exportProducts(ctx, reply, query), { raw: true });
  r(alipaySyncApi.ticketTypes, () => ali.ticketTypes());
  r(alipaySyncApi.batchSet, (ctx, { body }) => ali.batchSet(ctx.data, body.productIds, body.ticketType));
  r(alipaySyncApi.configPage, (ctx, { query }) => ali.configPage(ctx.data, query.current, query.size));
  r(alipaySyncApi.configInfo, (ctx, { query }) => ali.configInfo(ctx.data, query.id));
  r(alipaySyncApi.configSubmit, (ctx, { body }) => ali.submitConfig(ctx.data, body));
  r(alipaySyncApi.configEnable, (ctx, { body }) => ali.enableConfig(ctx.data, body.id, body.enabled));
  r(alipaySyncApi.scenicSelect, (ctx) => ali.scenicSelect(ctx.data));
});
