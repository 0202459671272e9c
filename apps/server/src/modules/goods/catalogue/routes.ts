import { goodsApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as catalogue from './service.ts';

/** 商品管理: goods, their SKUs, shelves, copy, channels, change records, export; the freight quote of a goods. */
export default defineRoutes((r) => {
  r(goodsApi.page, (ctx, { query }) => catalogue.goodsPage(ctx, query));
  r(goodsApi.detail, (ctx, { query }) => catalogue.goodsDetail(ctx.data, query.id));
  r(goodsApi.submit, (ctx, { body }) => catalogue.submitGoods(ctx, body));
  r(goodsApi.tempGoods, (ctx, { body }) => catalogue.tempGoods(ctx, body));
  r(goodsApi.remove, (ctx, { query }) => catalogue.removeGoods(ctx, query.productIds));
  r(goodsApi.shelf, (ctx, { body }) => catalogue.shelveGoods(ctx, body.productIds, body.status));
  r(goodsApi.copy, (ctx, { query }) => catalogue.copyGoods(ctx, query.id));
  r(goodsApi.changeRecord, (ctx, { query }) => catalogue.changePage(ctx, query.kind, query.id, query.current, query.size));
  r(goodsApi.getChannel, async (ctx, { query }) => ({ channels: (await catalogue.goodsDetail(ctx.data, query.id)).channels }));
  r(goodsApi.channel, (ctx, { body }) => catalogue.setChannels(ctx, body.id, body.channels));
  r(goodsApi.exportFile, (ctx, { query, reply }) => catalogue.exportGoods(ctx, reply, query), { raw: true });
  r(goodsApi.freightOf, (ctx, { body }) => catalogue.quoteForGoods(ctx, body));
});
