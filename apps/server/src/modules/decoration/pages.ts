import {
  MSG, PAGE_SCHEMA_VERSION, emptyPage, migratePageDoc, normalizePage, validatePage, zPageDoc, BLOCK_NAMES,
  type PageDoc,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { BizError, bad, conflict, notFound } from '../../platform/errors.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';

export const PAGE: TableSpec = { name: 'deco_page', tenant: true, orderBy: 'is_home DESC, id DESC', writable: ['title'] };
export const VERSION: TableSpec = { name: 'deco_page_version', tenant: true, orderBy: 'version_no DESC', writable: [] };

/** List columns: never the page bodies. */
export const LIST_COLUMNS = sql.raw(`id, title, is_home, revision, schema_version, published_version_id, published_time,
  jsonb_array_length(draft->'blocks') AS block_count, create_time, update_time,
  (SELECT version_no FROM deco_page_version v WHERE v.tenant_id = deco_page.tenant_id AND v.id = deco_page.published_version_id) AS published_version_no`);

/** A stored draft of any schema version, in the current shape (older pages are migrated on read). */
export function readDoc(raw: unknown): PageDoc {
  return migratePageDoc(raw);
}

/** Structure check of a draft coming from the editor (values may be incomplete until publish). */
export function parseDraft(input: unknown): PageDoc {
  const r = zPageDoc.safeParse(input);
  if (!r.success) throw bad(r.error.issues[0]?.message ?? MSG.edSchemaInvalid);
  return r.data as PageDoc;
}

async function pageRow(ctx: Ctx, id: string) {
  const row = await ctx.data.find(PAGE, id);
  if (!row) throw notFound();
  return row;
}

export async function detail(ctx: Ctx, id: string) {
  const row = await pageRow(ctx, id);
  const { draft, ...rest } = toApi<any>(row);
  return { ...rest, draft: readDoc(draft) };
}

export async function create(ctx: Ctx, title: string, doc?: PageDoc) {
  const body = doc ?? emptyPage(title);
  body.page = { ...body.page, title };
  const hasHome = await ctx.q.one(sql`SELECT 1 FROM deco_page WHERE ${ctx.data.base(PAGE)} AND is_home = 1`);
  // The first page of a tenant becomes its home page.
  return ctx.data.insert<any>(PAGE, { title }, {
    draft: JSON.stringify(body), schema_version: PAGE_SCHEMA_VERSION, is_home: hasHome ? 0 : 1,
  }).then(stripDraft);
}

function stripDraft(p: any) {
  const { draft: _d, ...rest } = p;
  return rest;
}

export async function rename(ctx: Ctx, id: string, title: string) {
  // The page title inside the draft follows the list name.
  const row = await ctx.q.one(sql`UPDATE deco_page SET title = ${title}, draft = jsonb_set(draft, '{page,title}', to_jsonb(${title}::text)),
      update_user = ${ctx.user?.userId ?? null}, update_time = now()
    WHERE ${ctx.data.base(PAGE)} AND id = ${id} RETURNING *`);
  if (!row) throw notFound();
  return stripDraft(toApi(row));
}

export async function copy(ctx: Ctx, id: string) {
  const row = await pageRow(ctx, id);
  const title = `${row.title}-副本`.slice(0, 30);
  return create(ctx, title, readDoc(row.draft));
}

export async function setHome(ctx: Ctx, id: string) {
  await pageRow(ctx, id);
  await ctx.q.query(sql`UPDATE deco_page SET is_home = 0 WHERE ${ctx.data.base(PAGE)} AND is_home = 1 AND id <> ${id}`);
  await ctx.q.query(sql`UPDATE deco_page SET is_home = 1, update_time = now() WHERE ${ctx.data.base(PAGE)} AND id = ${id}`);
  return true;
}

export async function remove(ctx: Ctx, ids: string[]) {
  const home = await ctx.q.one(sql`SELECT 1 FROM deco_page WHERE ${ctx.data.base(PAGE)} AND is_home = 1 AND id = ANY(${ids}::bigint[])`);
  if (home) throw bad(MSG.edHomeDelete);
  const n = await ctx.data.remove(PAGE, ids);
  if (!n) throw notFound();
  return n;
}

/**
 * Save the draft only if nobody saved since the editor loaded `expectedVersion` (the revision):
 * one conditional UPDATE, so two editors can never silently overwrite each other.
 */
export async function saveDraft(ctx: Ctx, id: string, expectedVersion: number, doc: PageDoc) {
  const row = await ctx.q.one<{ revision: number; update_time: Date }>(sql`UPDATE deco_page
      SET draft = ${JSON.stringify(doc)}::jsonb, schema_version = ${PAGE_SCHEMA_VERSION}, revision = revision + 1,
        update_user = ${ctx.user?.userId ?? null}, update_time = now()
    WHERE ${ctx.data.base(PAGE)} AND id = ${id} AND revision = ${expectedVersion}
    RETURNING revision, update_time`);
  if (row) return { revision: row.revision, ...toApi<any>({ update_time: row.update_time }) };
  const current = await pageRow(ctx, id);
  throw new BizError(409, MSG.edPageConflict, { data: { revision: current.revision } });
}

/** Every block valid, or the first message with the block's position and name. */
export function checkPublishable(doc: PageDoc): PageDoc {
  const issues = validatePage(doc);
  if (issues.length) {
    const i = issues[0]!;
    throw new BizError(400, `${BLOCK_NAMES[i.type]}(第${i.index + 1}个组件): ${i.message}`, { data: { issues } });
  }
  return normalizePage(doc);
}

async function addVersion(q: Queryable, ctx: Ctx, pageId: string, doc: PageDoc, note: string) {
  const next = await q.one<{ n: number }>(sql`SELECT coalesce(max(version_no), 0) + 1 AS n FROM deco_page_version
    WHERE tenant_id = ${ctx.tenantId} AND page_id = ${pageId}`);
  const v = await q.one(sql`INSERT INTO deco_page_version (tenant_id, page_id, version_no, doc, schema_version, block_count, note, create_user, update_user)
    VALUES (${ctx.tenantId}, ${pageId}, ${next!.n}, ${JSON.stringify(doc)}::jsonb, ${PAGE_SCHEMA_VERSION}, ${doc.blocks.length}, ${note},
      ${ctx.user?.userId ?? null}, ${ctx.user?.userId ?? null})
    RETURNING id, version_no, create_time`);
  await q.query(sql`UPDATE deco_page SET published_version_id = ${v!.id}, published_time = now(), update_time = now()
    WHERE ${ctx.data.base(PAGE)} AND id = ${pageId}`);
  return toApi<any>(v!);
}

/** Publish the stored draft (after saving the given one, when the editor sends it). */
export async function publish(ctx: Ctx, id: string, body: { expectedVersion?: number; doc?: unknown }) {
  let revision: number;
  if (body.doc !== undefined) {
    if (body.expectedVersion === undefined) throw bad(MSG.paramInvalid);
    revision = (await saveDraft(ctx, id, body.expectedVersion, parseDraft(body.doc))).revision;
  }
  // Lock the page row: two publishes of one page get consecutive version numbers.
  const row = await ctx.q.one(sql`SELECT * FROM deco_page WHERE ${ctx.data.base(PAGE)} AND id = ${id} FOR UPDATE`);
  if (!row) throw notFound();
  revision ??= row.revision;
  const doc = checkPublishable(readDoc(row.draft));
  const v = await addVersion(ctx.q, ctx, id, doc, '发布');
  return { versionId: v.id, versionNo: v.versionNo, revision };
}

export async function versions(ctx: Ctx, pageId: string) {
  const page = await pageRow(ctx, pageId);
  const rows = await ctx.q.query(sql`SELECT id, version_no, schema_version, block_count, note, create_user, create_time,
      (SELECT real_name FROM blade_user u WHERE u.tenant_id = v.tenant_id AND u.id = v.create_user) AS create_user_name
    FROM deco_page_version v WHERE v.tenant_id = ${ctx.tenantId} AND v.page_id = ${pageId} AND v.is_deleted = 0
    ORDER BY version_no DESC LIMIT 200`);
  return toApiRows(rows).map((r: any) => ({ ...r, current: String(r.id) === String(page.published_version_id) }));
}

/** Publish a copy of an older version and make it the draft too (history is never rewritten). */
export async function rollback(ctx: Ctx, pageId: string, versionId: string) {
  const row = await ctx.q.one(sql`SELECT * FROM deco_page WHERE ${ctx.data.base(PAGE)} AND id = ${pageId} FOR UPDATE`);
  if (!row) throw notFound();
  const old = await ctx.q.one(sql`SELECT version_no, doc FROM deco_page_version
    WHERE tenant_id = ${ctx.tenantId} AND page_id = ${pageId} AND id = ${versionId} AND is_deleted = 0`);
  if (!old) throw notFound(MSG.edVersionNotFound);
  const doc = normalizePage(readDoc(old.doc));
  const v = await addVersion(ctx.q, ctx, pageId, doc, `回滚到版本${old.version_no}`);
  const saved = await ctx.q.one<{ revision: number }>(sql`UPDATE deco_page SET draft = ${JSON.stringify(doc)}::jsonb, revision = revision + 1
    WHERE ${ctx.data.base(PAGE)} AND id = ${pageId} RETURNING revision`);
  return { versionId: v.id, versionNo: v.versionNo, revision: saved!.revision };
}

/** The published page of a storefront (public: the tenant comes from the URL, so the conditions are explicit). */
export async function publishedPage(q: Queryable, where: { tenantId: string } | { pageId: string }) {
  const row =
    'tenantId' in where
      ? await q.one(sql`SELECT p.tenant_id, p.id, p.title, v.doc, v.version_no, v.create_time FROM deco_page p
          JOIN deco_page_version v ON v.tenant_id = p.tenant_id AND v.id = p.published_version_id
          WHERE p.tenant_id = ${where.tenantId} AND p.is_home = 1 AND p.is_deleted = 0 AND p.status = 1`)
      : await q.one(sql`SELECT p.tenant_id, p.id, p.title, v.doc, v.version_no, v.create_time FROM deco_page p
          JOIN deco_page_version v ON v.tenant_id = p.tenant_id AND v.id = p.published_version_id
          WHERE p.id = ${where.pageId} AND p.is_deleted = 0 AND p.status = 1`);
  if (!row) throw notFound(MSG.edPageMissing);
  return {
    tenantId: row.tenant_id as string,
    pageId: String(row.id),
    versionNo: row.version_no as number,
    publishedTime: toApi<any>({ t: row.create_time }).t,
    doc: normalizePage(readDoc(row.doc)),
  };
}
