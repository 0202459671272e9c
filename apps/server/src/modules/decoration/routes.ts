import { z } from 'zod';
import { MSG, zFilter, zId, zIds, zPageQuery } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import { notFound } from '../../platform/errors.ts';
import * as pages from './pages.ts';
import { pickerRoutes } from './pickers.ts';
import { drawArt, zArt } from './art.ts';

const B = '/yym-content-api/decoration/page';
const zTitle = z.string().trim().min(1, MSG.edPageNameRequired).max(30, MSG.edMaxLength(30));
const zRevision = z.coerce.number().int().min(0);

/** Page decoration: the merchant's storefront pages, drafts, publishing with versions, and the public storefront. */
export default defineModule((r) => {
  r({ method: 'GET', url: `${B}/page`, summary: 'Decoration pages (page)', query: zPageQuery.extend({ title: zFilter }),
    handler: (ctx, { query }) => ctx.data.page(pages.PAGE, { current: query.current, size: query.size, columns: pages.LIST_COLUMNS,
      where: [query.title && sql`title ILIKE ${'%' + query.title + '%'}`] }) });
  r({ method: 'GET', url: `${B}/detail`, summary: 'Decoration page with its draft', query: z.object({ id: zId }),
    handler: (ctx, { query }) => pages.detail(ctx, query.id) });
  r({ method: 'POST', url: `${B}/save`, summary: 'Decoration pages: create', perm: 'customize_page_add', body: z.object({ title: zTitle }),
    handler: (ctx, { body }) => pages.create(ctx, body.title) });
  r({ method: 'POST', url: `${B}/rename`, summary: 'Decoration pages: rename', perm: 'customize_page_edit', body: z.object({ id: zId, title: zTitle }),
    handler: (ctx, { body }) => pages.rename(ctx, body.id, body.title) });
  r({ method: 'POST', url: `${B}/copy`, summary: 'Decoration pages: copy', perm: 'customize_page_add', body: z.object({ id: zId }),
    handler: (ctx, { body }) => pages.copy(ctx, body.id) });
  r({ method: 'POST', url: `${B}/setHome`, summary: 'Decoration pages: set as home page', perm: 'customize_page_edit', body: z.object({ id: zId }),
    handler: (ctx, { body }) => pages.setHome(ctx, body.id) });
  r({ method: 'POST', url: `${B}/remove`, summary: 'Decoration pages: remove', perm: 'customize_page_delete', query: z.object({ ids: zIds }),
    handler: (ctx, { query }) => pages.remove(ctx, query.ids) });
  r({ method: 'POST', url: `${B}/draft`, summary: 'Decoration pages: save the draft (409 when someone saved in between)', perm: 'customize_page_edit',
    body: z.object({ id: zId, expectedVersion: zRevision, doc: z.unknown() }),
    handler: (ctx, { body }) => pages.saveDraft(ctx, body.id, body.expectedVersion, pages.parseDraft(body.doc)) });
  r({ method: 'POST', url: `${B}/publish`, summary: 'Decoration pages: publish the draft as a new version', perm: 'customize_page_publish',
    body: z.object({ id: zId, expectedVersion: zRevision.optional(), doc: z.unknown().optional() }),
    handler: (ctx, { body }) => pages.publish(ctx, body.id, body) });
  r({ method: 'GET', url: `${B}/versions`, summary: 'Decoration pages: published versions', query: z.object({ id: zId }),
    handler: (ctx, { query }) => pages.versions(ctx, query.id) });
  r({ method: 'POST', url: `${B}/rollback`, summary: 'Decoration pages: publish an older version again', perm: 'customize_page_rollback',
    body: z.object({ id: zId, versionId: zId }),
    handler: (ctx, { body }) => pages.rollback(ctx, body.id, body.versionId) });

  // The storefront (public): a tenant's published home page, or any published page by id.
  r({ method: 'GET', url: '/yym-content-api/h5/page/home', summary: 'Storefront: published home page of a tenant', auth: 'public',
    query: z.object({ tenantId: z.string().regex(/^\d{6}$/, MSG.tenantMissing) }),
    handler: (ctx, { query }) => pages.publishedPage(ctx.q, { tenantId: query.tenantId }) });
  r({ method: 'GET', url: '/yym-content-api/h5/page/:pageId', summary: 'Storefront: a published page', auth: 'public',
    handler: (ctx, { req }) => {
      const pageId = (req.params as { pageId?: string }).pageId ?? '';
      if (!/^\d{1,18}$/.test(pageId)) throw notFound(MSG.edPageMissing);
      return pages.publishedPage(ctx.q, { pageId });
    } });

  r({ method: 'GET', url: '/yym-content-api/h5/art.svg', summary: 'Storefront: demo placeholder picture', auth: 'public', raw: true, noTx: true, query: zArt,
    handler: async (_ctx, { query, reply }) => {
      reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(drawArt(query));
    } });

  pickerRoutes(r);
});
