import type { Scoped } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';
import type { RegionRow } from '@yym/contract';

// Regions are platform data keyed by code (no tenant column, never soft-deleted).

export async function childrenAsNodes(db: Scoped, parentCode: string) {
  return toApiRows(
    await db.query(sql`SELECT r.code AS id, r.parent_code AS parent_id, r.name AS title, r.code AS key, r.code AS value,
      r.region_level, EXISTS (SELECT 1 FROM blade_region c WHERE c.parent_code = r.code) AS has_children
    FROM blade_region r WHERE r.parent_code = ${parentCode} ORDER BY r.sort, r.code`),
  );
}

/** One level, or a search by name across levels. */
export async function level(db: Scoped, parentCode: string, name: string | undefined) {
  return toApiRows(
    await db.query(sql`SELECT r.*, EXISTS (SELECT 1 FROM blade_region c WHERE c.parent_code = r.code) AS has_children
    FROM blade_region r WHERE ${name ? sql`r.name ILIKE ${'%' + name + '%'}` : sql`r.parent_code = ${parentCode}`} ORDER BY r.sort, r.code LIMIT 500`),
  );
}

export async function search(db: Scoped, q: { name?: string; parentCode?: string }) {
  return toApiRows(
    await db.query(
      sql`SELECT * FROM blade_region WHERE ${sql.and([
        q.name && sql`name ILIKE ${'%' + q.name + '%'}`,
        q.parentCode && sql`parent_code = ${q.parentCode}`,
      ])} ORDER BY code LIMIT 500`,
    ),
  );
}

export async function byCode(db: Scoped, code: string): Promise<RegionRow | undefined> {
  const row = await db.one(sql`SELECT * FROM blade_region WHERE code = ${code}`);
  return row && toApi<RegionRow>(row);
}

export const hasChildren = async (db: Scoped, code: string) =>
  !!(await db.one(sql`SELECT 1 FROM blade_region WHERE parent_code = ${code}`));

export async function upsert(db: Scoped, region: Omit<RegionRow, 'remark'> & { remark?: string | null }) {
  await db.query(sql`INSERT INTO blade_region (code, parent_code, ancestors, name, region_level, sort, remark)
    VALUES (${region.code}, ${region.parentCode}, ${region.ancestors}, ${region.name}, ${region.regionLevel}, ${region.sort}, ${region.remark ?? null})
    ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, parent_code = EXCLUDED.parent_code, ancestors = EXCLUDED.ancestors,
      region_level = EXCLUDED.region_level, sort = EXCLUDED.sort, remark = EXCLUDED.remark`);
}

export const remove = async (db: Scoped, code: string) =>
  (await db.query(sql`DELETE FROM blade_region WHERE code = ${code} RETURNING code`)).length;
