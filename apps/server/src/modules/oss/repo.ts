import type { z } from 'zod';
import type { ossQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import type { Sealed } from '../../platform/providers/paysecret.ts';
import { sql } from '../../platform/sql.ts';

/** The platform's own table (not tenant-owned): every tenant's transactions read it, the platform writes it. */
export const OSS: TableSpec = {
  name: 'blade_oss',
  tenant: false,
  orderBy: 'id DESC',
  writable: [
    'oss_name',
    'category',
    'endpoint',
    'public_endpoint',
    'bucket_name',
    'region',
    'access_key',
    'path_style',
    'scope_tenant_id',
    'remark',
  ],
};

export interface OssStored {
  id: string;
  category: string;
  access_key: string;
  secret_key: Sealed | null;
  scope_tenant_id: string | null;
  [k: string]: unknown;
}

const COLUMNS = sql`id, oss_name, category, endpoint, public_endpoint, bucket_name, region, access_key, secret_tail, path_style,
  scope_tenant_id, remark, status, create_time`;

export const page = (db: Scoped, q: z.output<typeof ossQuery>) =>
  db.page(OSS, {
    current: q.current,
    size: q.size,
    columns: COLUMNS,
    where: [q.ossName && sql`oss_name ILIKE ${`%${q.ossName}%`}`, q.category && sql`category = ${q.category}`],
  });

export const find = (db: Scoped, id: string) => db.find(OSS, id) as Promise<OssStored | undefined>;

export const setSecret = (db: Scoped, id: string, secret: Sealed, tail: string) =>
  db.query(
    sql`UPDATE blade_oss SET secret_key = ${JSON.stringify(secret)}::jsonb, secret_tail = ${tail} WHERE ${db.base(OSS)} AND id = ${id}`,
  );

/**
 * Use one config for its scope: the scope's others stop. One at a time per scope (a transaction lock
 * on the scope), so two enables racing end with one in use, never a unique-index failure.
 */
export async function enable(db: Scoped, row: OssStored) {
  const scope = row.scope_tenant_id ?? '';
  await db.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`blade_oss/${scope}`}))`);
  await db.query(sql`UPDATE blade_oss SET status = 0, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(OSS)} AND status = 1 AND coalesce(scope_tenant_id, '') = ${scope} AND id <> ${row.id}`);
  await db.query(
    sql`UPDATE blade_oss SET status = 1, update_user = ${db.userId}, update_time = now() WHERE ${db.base(OSS)} AND id = ${row.id}`,
  );
}
