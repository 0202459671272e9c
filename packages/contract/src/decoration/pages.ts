import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zFilter, zId, zIds, zPageQuery, zInt } from '../schemas.ts';
import type { PageDoc } from '../editor/page.ts';

/** A decoration page of the list (never its body). */
export interface DecoPage {
  id: string;
  title: string;
  isHome: number;
  revision: number;
  schemaVersion?: number;
  blockCount?: number;
  publishedVersionId: string | null;
  publishedVersionNo: number | null;
  publishedTime: string | null;
  createTime?: string;
  updateTime: string;
}
export interface DecoPageDetail extends DecoPage {
  draft: PageDoc;
}
/** A published version of a page. */
export interface DecoVersion {
  id: string;
  versionNo: number;
  schemaVersion?: number;
  blockCount: number;
  note: string;
  createTime: string;
  createUserName: string | null;
  current: boolean;
}
export interface DraftSaved {
  revision: number;
  updateTime: string;
}
export interface PagePublished {
  versionId: string;
  versionNo: number;
  revision: number;
}

export const zDecoTitle = z.string().trim().min(1, MSG.edPageNameRequired).max(30, MSG.edMaxLength(30));
/** The draft revision the editor loaded (a save is refused when someone saved since). */
export const zRevision = zInt().min(0);
export const DECO_PERMS = {
  add: 'customize_page_add',
  edit: 'customize_page_edit',
  remove: 'customize_page_delete',
  publish: 'customize_page_publish',
  rollback: 'customize_page_rollback',
} as const;

const PAGES = '/yym-content-api/decoration/page';
const byId = z.object({ id: zId });

/** Page decoration: the merchant's storefront pages, drafts, and publishing with versions (spec 2). */
export const decorationApi = {
  pages: endpoint({
    method: 'GET',
    path: `${PAGES}/page`,
    summary: 'Decoration pages (page)',
    query: zPageQuery.extend({ title: zFilter }),
    response: returns<Page<DecoPage>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${PAGES}/detail`,
    summary: 'Decoration page with its draft',
    query: byId,
    response: returns<DecoPageDetail>(),
  }),
  create: endpoint({
    method: 'POST',
    path: `${PAGES}/save`,
    summary: 'Decoration pages: create',
    perm: [DECO_PERMS.add],
    body: z.object({ title: zDecoTitle }),
    response: returns<DecoPage>(),
  }),
  rename: endpoint({
    method: 'POST',
    path: `${PAGES}/rename`,
    summary: 'Decoration pages: rename',
    perm: [DECO_PERMS.edit],
    body: z.object({ id: zId, title: zDecoTitle }),
    response: returns<DecoPage>(),
  }),
  copy: endpoint({
    method: 'POST',
    path: `${PAGES}/copy`,
    summary: 'Decoration pages: copy',
    perm: [DECO_PERMS.add],
    body: byId,
    response: returns<DecoPage>(),
  }),
  setHome: endpoint({
    method: 'POST',
    path: `${PAGES}/setHome`,
    summary: 'Decoration pages: set as home page',
    perm: [DECO_PERMS.edit],
    body: byId,
    response: returns<boolean>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${PAGES}/remove`,
    summary: 'Decoration pages: remove',
    perm: [DECO_PERMS.remove],
    query: z.object({ ids: zIds }),
    response: returns<number>(),
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: `${PAGES}/draft`,
    summary: 'Decoration pages: save the draft (409 when someone saved in between)',
    perm: [DECO_PERMS.edit],
    body: z.object({ id: zId, expectedVersion: zRevision, doc: z.unknown() }),
    response: returns<DraftSaved>(),
  }),
  publish: endpoint({
    method: 'POST',
    path: `${PAGES}/publish`,
    summary: 'Decoration pages: publish the draft as a new version',
    perm: [DECO_PERMS.publish],
    body: z.object({ id: zId, expectedVersion: zRevision.optional(), doc: z.unknown().optional() }),
    response: returns<PagePublished>(),
  }),
  versions: endpoint({
    method: 'GET',
    path: `${PAGES}/versions`,
    summary: 'Decoration pages: published versions',
    query: byId,
    response: returns<DecoVersion[]>(),
  }),
  rollback: endpoint({
    method: 'POST',
    path: `${PAGES}/rollback`,
    summary: 'Decoration pages: publish an older version again',
    perm: [DECO_PERMS.rollback],
    body: z.object({ id: zId, versionId: zId }),
    response: returns<PagePublished>(),
  }),
};
