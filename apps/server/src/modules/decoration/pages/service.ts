import {
  MSG,
  BLOCK_NAMES,
  emptyPage,
  migratePageDoc,
  normalizePage,
  validatePage,
  zPageDoc,
  type DecoPage,
  type DecoVersion,
  type PageDoc,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { BizError, bad, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import * as repo from './repo.ts';

/** A stored draft of any schema version, in the current shape (older pages are migrated on read). */
export function readDoc(raw: unknown): PageDoc {
  return migratePageDoc(raw);
}

/** Structure check of a draft coming from the editor (values may be incomplete until publish). */
export function parseDraft(input: unknown): PageDoc {
  const parsed = zPageDoc.safeParse(input);
  if (!parsed.success) throw bad(parsed.error.issues[0]?.message ?? MSG.edSchemaInvalid);
  return parsed.data as PageDoc;
}

async function pageRow(ctx: Ctx, id: string): Promise<Row> {
  const row = await repo.findPage(ctx.data, id);
  if (!row) throw notFound();
  return row;
}

function withoutDraft(page: Record<string, unknown>): DecoPage {
  const { draft: _draft, ...rest } = page;
  return rest as unknown as DecoPage;
}

export const pageList = (ctx: Ctx, q: { current: number; size: number; title?: string }) => repo.pageList(ctx.data, q);

export async function detail(ctx: Ctx, id: string) {
  const { draft, ...rest } = toApi<Record<string, unknown>>(await pageRow(ctx, id));
  return { ...rest, draft: readDoc(draft) };
}

/** A new page; the first page of a tenant becomes its home page. */
export async function create(ctx: Ctx, title: string, doc?: PageDoc): Promise<DecoPage> {
  const body = doc ?? emptyPage(title);
  body.page = { ...body.page, title };
  const isHome = !(await repo.hasHome(ctx.data));
  return withoutDraft(await repo.insertPage(ctx.data, title, body, isHome));
}

export async function rename(ctx: Ctx, id: string, title: string): Promise<DecoPage> {
  const row = await repo.renamePage(ctx.data, id, title);
  if (!row) throw notFound();
  return withoutDraft(row);
}

export async function copy(ctx: Ctx, id: string) {
  const row = await pageRow(ctx, id);
  const title = `${row.title}-副本`.slice(0, 30);
  return create(ctx, title, readDoc(row.draft));
}

export async function setHome(ctx: Ctx, id: string) {
  await pageRow(ctx, id);
  await repo.makeHome(ctx.data, id);
  return true;
}

export async function remove(ctx: Ctx, ids: string[]) {
  if (await repo.homeAmong(ctx.data, ids)) throw bad(MSG.edHomeDelete);
  const removed = await repo.removePages(ctx.data, ids);
  if (!removed) throw notFound();
  return removed;
}

/**
 * Save the draft only if nobody saved since the editor loaded `expectedVersion` (the revision):
 * one conditional UPDATE, so two editors can never silently overwrite each other.
 */
export async function saveDraft(ctx: Ctx, id: string, expectedVersion: number, doc: PageDoc) {
  const row = await repo.saveDraft(ctx.data, id, expectedVersion, doc);
  if (row) return { revision: row.revision, ...toApi<{ updateTime: string }>({ update_time: row.update_time }) };
  const current = await pageRow(ctx, id);
  throw new BizError(409, MSG.edPageConflict, { data: { revision: current.revision } });
}

/** Every block valid, or the first message with the block's position and name. */
export function checkPublishable(doc: PageDoc): PageDoc {
  const issues = validatePage(doc);
  if (issues.length) {
    const first = issues[0]!;
    throw new BizError(400, `${BLOCK_NAMES[first.type]}(第${first.index + 1}个组件): ${first.message}`, { data: { issues } });
  }
  return normalizePage(doc);
}

/**
 * Publish the stored draft (after saving the given one, when the editor sends it). Publishing adds a
 * version; a page has no states to move between, so there is no flow table.
 */
export async function publish(ctx: Ctx, id: string, body: { expectedVersion?: number; doc?: unknown }) {
  let revision: number | undefined;
  if (body.doc !== undefined) {
    if (body.expectedVersion === undefined) throw bad(MSG.paramInvalid);
    revision = (await saveDraft(ctx, id, body.expectedVersion, parseDraft(body.doc))).revision;
  }
  const row = await repo.lockPage(ctx.data, id);
  if (!row) throw notFound();
  revision ??= row.revision as number;
  const doc = checkPublishable(readDoc(row.draft));
  const version = await repo.addVersion(ctx.data, id, doc, '发布');
  return { versionId: version.id, versionNo: version.versionNo, revision };
}

export async function versions(ctx: Ctx, pageId: string): Promise<DecoVersion[]> {
  const page = await pageRow(ctx, pageId);
  const rows = await repo.versions(ctx.data, pageId);
  return rows.map((v) => ({ ...v, current: String(v.id) === String(page.published_version_id) }));
}

/** Publish a copy of an older version and make it the draft too (history is never rewritten). */
export async function rollback(ctx: Ctx, pageId: string, versionId: string) {
  if (!(await repo.lockPage(ctx.data, pageId))) throw notFound();
  const old = await repo.versionDoc(ctx.data, pageId, versionId);
  if (!old) throw notFound(MSG.edVersionNotFound);
  const doc = normalizePage(readDoc(old.doc));
  const version = await repo.addVersion(ctx.data, pageId, doc, `回滚到版本${old.version_no}`);
  const revision = await repo.replaceDraft(ctx.data, pageId, doc);
  return { versionId: version.id, versionNo: version.versionNo, revision };
}
