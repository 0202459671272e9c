import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

/** The manuals are the platform's rows (tenant 000000), read by every tenant (migration 051's policy). */
export const MANUAL: TableSpec = {
  name: 'yym_manual',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['kind', 'parent_id', 'title', 'content', 'sort'],
};
const PLATFORM = sql`tenant_id = '000000' AND is_deleted = 0`;

export const nodes = (db: Scoped, kind: number) =>
  db.query(sql`SELECT id, parent_id, kind, title, sort FROM yym_manual WHERE ${PLATFORM} AND kind = ${kind} ORDER BY sort, id`);

export const chapter = (db: Scoped, id: string) => db.one(sql`SELECT * FROM yym_manual WHERE ${PLATFORM} AND id = ${id}`);

export const search = (db: Scoped, words: string, kind: number | undefined) =>
  db.query(sql`SELECT id, kind, title, content FROM yym_manual WHERE ${PLATFORM} ${kind ? sql`AND kind = ${kind}` : sql``}
    AND (title ILIKE ${`%${words}%`} OR regexp_replace(coalesce(content, ''), '<[^>]*>', '', 'g') ILIKE ${`%${words}%`})
    ORDER BY kind, sort, id LIMIT 50`);

export const childCount = (db: Scoped, ids: string[]) =>
  db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM yym_manual WHERE ${PLATFORM} AND parent_id = ANY(${ids}::bigint[])
    AND NOT (id = ANY(${ids}::bigint[]))`);
