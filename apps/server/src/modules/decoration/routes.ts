import { decorationApi, decorationPickerApi, storefrontPageApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';
import { drawArt } from './art.ts';

/** Page decoration: the merchant's storefront pages, drafts, publishing with versions, the public storefront and the pickers' lists. */
export default defineRoutes((r) => {
  r(decorationApi.pages, (ctx, { query }) => service.pageList(ctx, query));
  r(decorationApi.detail, (ctx, { query }) => service.detail(ctx, query.id));
  r(decorationApi.create, (ctx, { body }) => service.create(ctx, body.title));
  r(decorationApi.rename, (ctx, { body }) => service.rename(ctx, body.id, body.title));
  r(decorationApi.copy, (ctx, { body }) => service.copy(ctx, body.id));
  r(decorationApi.setHome, (ctx, { body }) => service.setHome(ctx, body.id));
  r(decorationApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(decorationApi.saveDraft, (ctx, { body }) => service.saveDraft(ctx, body.id, body.expectedVersion, service.parseDraft(body.doc)));
  r(decorationApi.publish, (ctx, { body }) => service.publish(ctx, body.id, body));
  r(decorationApi.versions, (ctx, { query }) => service.versions(ctx, query.id));
  r(decorationApi.rollback, (ctx, { body }) => service.rollback(ctx, body.id, body.versionId));

  r(storefrontPageApi.home, (ctx, { query }) => service.publishedPage(ctx, { tenantId: query.tenantId }));
  r(storefrontPageApi.page, (ctx, { req }) => service.publishedPage(ctx, { pageId: (req.params as { pageId?: string }).pageId ?? '' }));
  r(
    storefrontPageApi.art,
    async (_ctx, { query, reply }) => {
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(drawArt(query));
    },
    { raw: true, noTx: true },
  );

  // The pickers' lists read tables whose management pages come with their own issues (spec 2 §2.17).
  r(decorationPickerApi.voices, (ctx, { query }) => service.voicePage(ctx, query));
  r(decorationPickerApi.seckill, (ctx, { query }) => service.seckillPage(ctx, query));
  r(decorationPickerApi.groupBuy, (ctx, { query }) => service.groupBuyPage(ctx, query));
  r(decorationPickerApi.activities, (ctx, { query }) => service.activityPage(ctx, query));
  r(decorationPickerApi.strategies, (ctx, { query }) => service.strategyPage(ctx, query));
});
