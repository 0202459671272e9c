import { groupBuyApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(groupBuyApi.page, (ctx, { body }) => service.page(ctx, body));
  r(groupBuyApi.info, (ctx, { query }) => service.info(ctx.data, query.groupBuyId));
  r(groupBuyApi.goodsList, (ctx, { query }) => service.goodsList(ctx.data, query.groupBuyId));
  r(groupBuyApi.shareInfo, (ctx, { query }) => service.shareInfo(ctx.data, query.groupBuyId));
  r(groupBuyApi.shareGenerate, (ctx, { query }) => service.shareInfo(ctx.data, query.groupBuyId));
  r(groupBuyApi.skuPage, (ctx, { query }) => service.skuPage(ctx, query));
  r(groupBuyApi.copy, (ctx, { body }) => service.copy(ctx, body.groupBuyId));
  r(groupBuyApi.channel, (ctx, { body }) => service.channel(ctx, body));
  r(groupBuyApi.effective, (ctx, { body }) => service.effective(ctx, body.ids, body.status));
  r(groupBuyApi.remove, (ctx, { body }) => service.remove(ctx, body.ids));
  r(groupBuyApi.submit, (ctx, { body }) => service.submit(ctx, body));
  r(groupBuyApi.goodsUpdate, (ctx, { body }) => service.goodsUpdate(ctx, body));
  r(groupBuyApi.shareUpdate, (ctx, { body }) => service.shareUpdate(ctx, body));
});
