import { MSG, normalizePage, type Published } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { tenantData } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import * as repo from './repo.ts';
import { readDoc } from './service.ts';

/** The published page of a storefront (public: the tenant, or the page, comes from the URL). */
export async function publishedPage(ctx: Ctx, where: { tenantId: string } | { pageId: string }): Promise<Published> {
  if ('pageId' in where && !/^\d{1,18}$/.test(where.pageId)) throw notFound(MSG.edPageMissing);
  const row =
    'tenantId' in where ? await repo.publishedHome(tenantData(ctx.q, where.tenantId)) : await repo.publishedById(ctx.q, where.pageId);
  if (!row) throw notFound(MSG.edPageMissing);
  return {
    tenantId: row.tenant_id as string,
    pageId: String(row.id),
    versionNo: row.version_no as number,
    publishedTime: toApi<{ t: string }>({ t: row.create_time }).t,
    doc: normalizePage(readDoc(row.doc)),
  };
}
