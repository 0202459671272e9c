import { bannerApi, bannerStoreApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as banners from './service.ts';
import * as store from './store.ts';

/** 广告位, and the storefront's open banners of a position. */
export default defineRoutes((r) => {
  r(bannerApi.page, (ctx, { query }) => banners.page(ctx, query));
  r(bannerApi.detail, (ctx, { query }) => banners.detail(ctx, query.id));
  r(bannerApi.save, (ctx, { body }) => banners.save(ctx, body));
  r(bannerApi.update, (ctx, { body }) => banners.update(ctx, body));
  r(bannerApi.remove, (ctx, { query }) => banners.remove(ctx, query.ids));
  r(bannerApi.openOrClose, (ctx, { query }) => banners.openOrClose(ctx, query.id, query.status));
  r(bannerStoreApi.list, (ctx, { query }) => store.shopList(ctx, query.tenantId, query.position), { noTx: true });
});
