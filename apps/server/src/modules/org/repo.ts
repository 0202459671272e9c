import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql, type Cond } from '../../platform/sql.ts';
import { toApiRows } from '../../platform/rows.ts';
import type { DeptRow } from '@yym/contract';

export const DEPT: TableSpec = {
  name: 'blade_dept',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['parent_id', 'ancestors', 'dept_category', 'dept_name', 'full_name', 'sort', 'remark'],
};
export const POST: TableSpec = {
  name: 'blade_post',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['category', 'post_code', 'post_name', 'sort', 'remark'],
};

export const deptFilters = (q: { deptName?: string; fullName?: string }): Cond[] => [
  q.deptName && sql`dept_name ILIKE ${'%' + q.deptName + '%'}`,
  q.fullName && sql`full_name ILIKE ${'%' + q.fullName + '%'}`,
];
export const postFilters = (q: { postCode?: string; postName?: string; category?: number }): Cond[] => [
  q.postCode && sql`post_code ILIKE ${'%' + q.postCode + '%'}`,
  q.postName && sql`post_name ILIKE ${'%' + q.postName + '%'}`,
  q.category !== undefined && sql`category = ${q.category}`,
];

/** The departments under one parent, each saying whether it has children. */
export async function deptLevel(db: Scoped, parentId: string) {
  return toApiRows<DeptRow & { hasChildren: boolean }>(
    await db.query(sql`SELECT d.*, EXISTS (SELECT 1 FROM blade_dept c WHERE c.tenant_id = d.tenant_id
      AND c.parent_id = d.id AND c.is_deleted = 0) AS has_children FROM blade_dept d
    WHERE ${db.base(DEPT, 'd')} AND d.parent_id = ${parentId} ORDER BY d.sort, d.id`),
  );
}

/** Does any of these departments have a live child outside the set? */
export async function hasOtherChildren(db: Scoped, ids: string[]): Promise<boolean> {
  return !!(await db.one(
    sql`SELECT 1 FROM blade_dept WHERE ${db.base(DEPT)} AND parent_id = ANY(${ids}::bigint[]) AND NOT (id = ANY(${ids}::bigint[]))`,
  ));
}

/** The head office department of a new tenant. */
export async function insertHeadOffice(db: Scoped, name: string): Promise<string> {
  const dept = await db.one<{ id: string }>(sql`INSERT INTO blade_dept (tenant_id, parent_id, ancestors, dept_name, full_name, sort)
    VALUES (${db.tenantId}, 0, '0', ${name}, ${name}, 1) RETURNING id`);
  return dept!.id;
}
