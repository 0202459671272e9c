import { bundleApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as bundles from './service.ts';

/** 组合商品. */
export default defineRoutes((r) => {
  r(bundleApi.page, (ctx, { query }) => bundles.bundlePage(ctx, query));
  r(bundleApi.infoEcho, (ctx, { query }) => bundles.bundleDetail(ctx.data, query.id));
  r(bundleApi.submitInfo, (ctx, { body }) => bundles.submitInfo(ctx, body));
  r(bundleApi.submitRelatedGoods, (ctx, { body }) => bundles.submitParts(ctx, body));
  r(bundleApi.submitDetails, (ctx, { body }) => bundles.submitDetail(ctx, body.id, body.detail));
  r(bundleApi.updateChannel, (ctx, { body }) => bundles.setChannels(ctx, body.id, body.channels));
  r(bundleApi.updateShelve, (ctx, { body }) => bundles.shelveBundles(ctx, body.ids, body.status));
  r(bundleApi.remove, (ctx, { query }) => bundles.removeBundles(ctx, query.ids));
  r(bundleApi.parts, (ctx) => bundles.partOptions(ctx));
});
