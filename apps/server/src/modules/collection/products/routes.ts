import { collectionApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

/** 数字藏品: the spec's cultural product calls. */
export default defineRoutes((r) => {
  r(collectionApi.page, (ctx, { query }) => service.page(ctx, query));
  r(collectionApi.infoDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(collectionApi.showDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(collectionApi.ruleDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(collectionApi.chains, async (ctx) => service.chains(ctx));
  r(collectionApi.submitInfo, (ctx, { body }) => service.submitInfo(ctx, body));
  r(collectionApi.submitShow, (ctx, { body }) => service.submitShow(ctx, body));
  r(collectionApi.submitRule, (ctx, { body }) => service.submitRule(ctx, body));
  r(collectionApi.cochain, (ctx, { body }) => service.cochain(ctx, body.id));
  r(collectionApi.racking, (ctx, { body }) => service.racking(ctx, body.id, body.status));
  r(collectionApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(collectionApi.preview, (ctx, { query }) => service.preview(ctx, query.id));
  r(collectionApi.download, (ctx, { query, reply }) => service.download(ctx, reply, query.id, query.size), { raw: true });
  r(collectionApi.updateChannel, (ctx, { body }) => service.updateChannel(ctx, body.id, body.channels));
});
