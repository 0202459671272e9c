import type { Row } from '../../platform/db.ts';
import type { z } from 'zod';
import type { specQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql, type Cond } from '../../platform/sql.ts';
import { toApiRows } from '../../platform/rows.ts';

export const CLASSIFY: TableSpec = {
  name: 'prd_classify',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['parent_id', 'name', 'type', 'level', 'icon', 'is_display', 'sort'],
};
export const LABEL: TableSpec = { name: 'prd_label', tenant: true, orderBy: 'sort, id', writable: ['name', 'color', 'sort'] };
export const SPECS: TableSpec = {
  name: 'prd_specs_config',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['name', 'price', 'original_price', 'need_id_card', 'remark', 'sort', 'status'],
};

export const ofType = (type: number) => sql`c.type = ${type}`;
export const childrenOf = (parentId: string) => sql`c.parent_id = ${parentId}`;
export const topLevel = sql`c.parent_id = 0`;
export const displayed = sql`c.is_display = 1`;

/** Categories with the count of their own (not removed) products. */
export async function classifyRows(db: Scoped, where: Cond[]) {
  return toApiRows<Row>(
    await db.query(sql`SELECT c.*, (SELECT count(*)::int FROM prd_product p WHERE p.tenant_id = c.tenant_id
      AND p.classify_id = c.id AND p.is_deleted = 0) AS goods_count FROM prd_classify c WHERE ${sql.and([db.base(CLASSIFY, 'c'), ...where])} ORDER BY c.sort, c.id`),
  );
}
export const getClassify = (db: Scoped, id: string) => db.get<Row>(CLASSIFY, id);
export const insertClassify = (db: Scoped, input: Record<string, unknown>) => db.insert(CLASSIFY, input);
export const updateClassify = (db: Scoped, id: string, input: Record<string, unknown>) => db.update(CLASSIFY, id, input);
export const removeClassifies = (db: Scoped, ids: string[]) => db.remove(CLASSIFY, ids);
export async function hasChildren(db: Scoped, ids: string[]): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM prd_classify WHERE ${db.base(CLASSIFY)} AND parent_id = ANY(${ids}::bigint[]) LIMIT 1`));
}

export const labels = (db: Scoped) => db.list(LABEL);
export const insertLabel = (db: Scoped, input: Record<string, unknown>) => db.insert(LABEL, input);
export const updateLabel = (db: Scoped, id: string, input: Record<string, unknown>) => db.update(LABEL, id, input);
export const removeLabels = (db: Scoped, ids: string[]) => db.remove(LABEL, ids);

export const specPage = (db: Scoped, q: z.output<typeof specQuery>) =>
  db.page<Row>(SPECS, {
    where: [q.name && sql`name ILIKE ${'%' + q.name + '%'}`, q.status !== undefined && sql`status = ${q.status}`],
    current: q.current,
    size: q.size,
  });
export const getSpec = (db: Scoped, id: string) => db.get(SPECS, id);
export const insertSpec = (db: Scoped, input: Record<string, unknown>) => db.insert(SPECS, input);
export const updateSpec = (db: Scoped, id: string, input: Record<string, unknown>) => db.update(SPECS, id, input);
export const removeSpecs = (db: Scoped, ids: string[]) => db.remove(SPECS, ids);
export async function specNameTaken(db: Scoped, name: string, exceptId?: string): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM prd_specs_config WHERE ${db.base(SPECS)} AND name = ${name} AND id <> ${exceptId ?? '0'}`));
}
