import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** 租户标签: the tenant's labels. */

export const LABEL: TableSpec = { name: 'mk_tenant_label', tenant: true, writable: ['name', 'color', 'sort'], orderBy: 'sort, id' };

/** Soft-delete the labels not kept. */
export const dropLabelsBut = (db: Scoped, keep: string[]) =>
  db.query(sql`UPDATE mk_tenant_label SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(LABEL)} AND NOT (id = ANY(${keep}::bigint[]))`);
