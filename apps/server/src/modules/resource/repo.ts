import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

export const ATTACH: TableSpec = { name: 'blade_attach', tenant: true, writable: [] };

/** The files one user uploaded. */
export const attachPage = (db: Scoped, userId: string, q: { current: number; size: number }) =>
  db.page(ATTACH, { where: [sql`create_user = ${userId}`], current: q.current, size: q.size });

/**
 * Record a stored file, which spends its signed upload URL: the key is unique, so of two PUTs of one
 * key the second finds the first's row (waiting for its transaction to end) and answers false.
 */
export async function claimAttach(
  db: Scoped,
  f: { key: string; name: string | null; ext: string; type: string; size: number; url: string; ossId: string | null },
): Promise<boolean> {
  const row = await db.one(sql`INSERT INTO blade_attach (tenant_id, key, original_name, extension, content_type, attach_size, url,
      oss_id, create_user)
    VALUES (${db.tenantId}, ${f.key}, ${f.name}, ${f.ext}, ${f.type}, ${f.size}, ${f.url}, ${f.ossId}, ${db.userId})
    ON CONFLICT (key) DO NOTHING RETURNING id`);
  return !!row;
}

/** Has this key been kept already (its signed URL spent)? */
export const attachKept = async (db: Scoped, key: string) =>
  !!(await db.one(sql`SELECT 1 FROM blade_attach WHERE ${db.tenant()} AND key = ${key}`));

/** The OSS config a kept file was written through (null: the environment's storage, or no such file). */
export const attachOss = async (db: Scoped, key: string): Promise<string | null> => {
  const row = await db.one<{ oss_id: string | null }>(sql`SELECT oss_id FROM blade_attach WHERE ${db.tenant()} AND key = ${key}`);
  return row?.oss_id == null ? null : String(row.oss_id);
};
