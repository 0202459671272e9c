import type { z } from 'zod';
import { PLATFORM_TENANT_ID, type DictRow, type dictQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { toApiRows } from '../../platform/rows.ts';

export const DICT: TableSpec = {
  name: 'blade_dict',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['parent_id', 'code', 'dict_key', 'dict_value', 'sort', 'remark', 'is_sealed'],
};

/** A page of the entries under one parent ('0': the dictionaries themselves). */
export function entryPage(db: Scoped, q: z.output<typeof dictQuery>, parentId: string) {
  return db.page<DictRow>(DICT, {
    where: [
      sql`parent_id = ${parentId}`,
      q.code && sql`code ILIKE ${'%' + q.code + '%'}`,
      q.dictValue && sql`dict_value ILIKE ${'%' + q.dictValue + '%'}`,
    ],
    current: q.current,
    size: q.size,
  });
}

/**
 * The entries of one code for selects: the caller's tenant's own, then the platform's (shared
 * dictionaries), one per key.
 */
export async function entriesOf(db: Scoped, code: string) {
  return toApiRows<DictRow>(
    await db.query(sql`SELECT DISTINCT ON (dict_key) id, parent_id, code, dict_key, dict_value, sort, remark
    FROM blade_dict WHERE code = ${code} AND parent_id <> 0 AND is_deleted = 0 AND is_sealed = 0
      AND (${db.tenant()} OR tenant_id = ${PLATFORM_TENANT_ID})
    ORDER BY dict_key, (${db.tenant()}) DESC`),
  );
}

export async function codeTaken(db: Scoped, code: string, exceptId: string | undefined): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM blade_dict WHERE ${db.tenant()} AND parent_id = 0 AND code = ${code}
    AND is_deleted = 0 AND id <> ${exceptId ?? '0'}`));
}

/** A dictionary's entries always carry its code. */
export async function renameEntries(db: Scoped, parentId: string, code: string) {
  await db.query(sql`UPDATE blade_dict SET code = ${code} WHERE ${db.tenant()} AND parent_id = ${parentId} AND is_deleted = 0`);
}

export async function seal(db: Scoped, ids: string[], isSealed: number): Promise<number> {
  return (
    await db.query(sql`UPDATE blade_dict SET is_sealed = ${isSealed}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(DICT)} AND id = ANY(${ids}::bigint[]) RETURNING id`)
  ).length;
}

export async function removeEntriesOf(db: Scoped, parentIds: string[]) {
  await db.query(sql`UPDATE blade_dict SET is_deleted = 1 WHERE ${db.base(DICT)} AND parent_id = ANY(${parentIds}::bigint[])`);
}
