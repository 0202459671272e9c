import { type DecoVersion, PAGE_SCHEMA_VERSION, type PageDoc } from '@yym/contract';
import type { Queryable, Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi, toApiRows } from '../../../platform/rows.ts';

export const PAGE: TableSpec = { name: 'deco_page', tenant: true, orderBy: 'is_home DESC, id DESC', writable: ['title'] };

/** List columns: never the page bodies. */
const LIST_COLUMNS = sql.raw(`id, title, is_home, revision, schema_version, published_version_id, published_time,
  jsonb_array_length(draft->'blocks') AS block_count, create_time, update_time,
  (SELECT version_no FROM deco_page_version v WHERE v.tenant_id = deco_page.tenant_id AND v.id = deco_page.published_version_id) AS published_version_no`);

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${'%' + v + '%'}`;

// ---------------------------------------------------------------- pages and their drafts

export const pageList = (db: Scoped, q: { current: number; size: number; title?: string }) =>
  db.page(PAGE, { current: q.current, size: q.size, columns: LIST_COLUMNS, where: [like('title', q.title)] });

export const findPage = (db: Scoped, id: string) => db.find(PAGE, id);

export async function hasHome(db: Scoped): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM deco_page WHERE ${db.base(PAGE)} AND is_home = 1`));
}

export const insertPage = (db: Scoped, title: string, doc: PageDoc, isHome: boolean) =>
  db.insert<Record<string, unknown>>(
    PAGE,
    { title },
    { draft: JSON.stringify(doc), schema_version: PAGE_SCHEMA_VERSION, is_home: isHome ? 1 : 0 },
  );

/** Rename; the page title inside the draft follows the list name. */
export async function renamePage(db: Scoped, id: string, title: string): Promise<Row | undefined> {
  const row = await db.one(sql`UPDATE deco_page SET title = ${title}, draft = jsonb_set(draft, '{page,title}', to_jsonb(${title}::text)),
      update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(PAGE)} AND id = ${id} RETURNING *`);
  return row && toApi(row);
}

export async function makeHome(db: Scoped, id: string): Promise<void> {
  await db.query(sql`UPDATE deco_page SET is_home = 0 WHERE ${db.base(PAGE)} AND is_home = 1 AND id <> ${id}`);
  await db.query(sql`UPDATE deco_page SET is_home = 1, update_time = now() WHERE ${db.base(PAGE)} AND id = ${id}`);
}

export async function homeAmong(db: Scoped, ids: string[]): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM deco_page WHERE ${db.base(PAGE)} AND is_home = 1 AND id = ANY(${ids}::bigint[])`));
}

export const removePages = (db: Scoped, ids: string[]) => db.remove(PAGE, ids);

/** One conditional UPDATE: saved only if the revision is still the one the editor loaded. */
export function saveDraft(db: Scoped, id: string, expectedVersion: number, doc: PageDoc) {
  return db.one<{ revision: number; update_time: Date }>(sql`UPDATE deco_page
      SET draft = ${JSON.stringify(doc)}::jsonb, schema_version = ${PAGE_SCHEMA_VERSION}, revision = revision + 1,
        update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(PAGE)} AND id = ${id} AND revision = ${expectedVersion}
    RETURNING revision, update_time`);
}

/** The page row, locked: two publishes of one page get consecutive version numbers. */
export const lockPage = (db: Scoped, id: string) => db.one(sql`SELECT * FROM deco_page WHERE ${db.base(PAGE)} AND id = ${id} FOR UPDATE`);

/** Make `doc` the draft too (rollback); answers the new revision. */
export async function replaceDraft(db: Scoped, id: string, doc: PageDoc): Promise<number> {
  const saved = await db.one<{ revision: number }>(sql`UPDATE deco_page SET draft = ${JSON.stringify(doc)}::jsonb, revision = revision + 1
    WHERE ${db.base(PAGE)} AND id = ${id} RETURNING revision`);
  return saved!.revision;
}

// ---------------------------------------------------------------- published versions

/** A new version of the page, made the published one. */
export async function addVersion(db: Scoped, pageId: string, doc: PageDoc, note: string): Promise<{ id: string; versionNo: number }> {
  const next = await db.one<{ n: number }>(sql`SELECT coalesce(max(version_no), 0) + 1 AS n FROM deco_page_version
    WHERE ${db.tenant()} AND page_id = ${pageId}`);
  const version =
    await db.one(sql`INSERT INTO deco_page_version (tenant_id, page_id, version_no, doc, schema_version, block_count, note, create_user, update_user)
    VALUES (${db.tenantId}, ${pageId}, ${next!.n}, ${JSON.stringify(doc)}::jsonb, ${PAGE_SCHEMA_VERSION}, ${doc.blocks.length}, ${note},
      ${db.userId}, ${db.userId})
    RETURNING id, version_no, create_time`);
  await db.query(sql`UPDATE deco_page SET published_version_id = ${version!.id}, published_time = now(), update_time = now()
    WHERE ${db.base(PAGE)} AND id = ${pageId}`);
  return toApi<{ id: string; versionNo: number }>(version!);
}

export async function versions(db: Scoped, pageId: string) {
  const rows = await db.query(sql`SELECT id, version_no, schema_version, block_count, note, create_user, create_time,
      (SELECT real_name FROM blade_user u WHERE u.tenant_id = v.tenant_id AND u.id = v.create_user) AS create_user_name
    FROM deco_page_version v WHERE ${db.tenant('v')} AND v.page_id = ${pageId} AND v.is_deleted = 0
    ORDER BY version_no DESC LIMIT 200`);
  return toApiRows<Omit<DecoVersion, 'current'>>(rows);
}

export const versionDoc = (db: Scoped, pageId: string, versionId: string) =>
  db.one<{ version_no: number; doc: unknown }>(sql`SELECT version_no, doc FROM deco_page_version
    WHERE ${db.tenant()} AND page_id = ${pageId} AND id = ${versionId} AND is_deleted = 0`);

const PUBLISHED = sql`SELECT p.tenant_id, p.id, p.title, v.doc, v.version_no, v.create_time FROM deco_page p
  JOIN deco_page_version v ON v.tenant_id = p.tenant_id AND v.id = p.published_version_id`;

/** The storefront's home page: `db` is bound to the tenant named in the URL (a public call). */
export const publishedHome = (db: Scoped) =>
  db.one(sql`${PUBLISHED} WHERE ${db.tenant('p')} AND p.is_home = 1 AND p.is_deleted = 0 AND p.status = 1`);

/** A published page by id, whatever its tenant (public storefront links carry only the page id). */
export const publishedById = (q: Queryable, pageId: string) =>
  q.one(sql`${PUBLISHED} WHERE p.id = ${pageId} AND p.is_deleted = 0 AND p.status = 1`);
