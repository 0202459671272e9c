import { decorationApi, storefrontPageApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

/** The merchant's storefront pages: drafts, publishing with versions, and the public storefront reading them. */
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

  r(storefrontPageApi.home, (ctx, { query }) => store.publishedPage(ctx, { tenantId: query.tenantId }));
  r(storefrontPageApi.page, (ctx, { req }) => store.publishedPage(ctx, { pageId: (req.params as { pageId?: string }).pageId ?? '' }));
});
