import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql, type Cond } from '../../platform/sql.ts';

// Parameters are product-wide (no tenant column).
export const PARAM: TableSpec = { name: 'blade_param', tenant: false, writable: ['param_name', 'param_key', 'param_value', 'remark'] };

export const paramFilters = (q: { paramName?: string; paramKey?: string }): Cond[] => [
  q.paramName && sql`param_name ILIKE ${'%' + q.paramName + '%'}`,
  q.paramKey && sql`param_key ILIKE ${'%' + q.paramKey + '%'}`,
];

export async function keyTaken(db: Scoped, key: string, exceptId: string | undefined): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM blade_param WHERE param_key = ${key} AND is_deleted = 0 AND id <> ${exceptId ?? '0'}`));
}

export async function paramValueOf(db: Scoped, key: string): Promise<string | undefined> {
  return (await db.one<{ param_value: string }>(sql`SELECT param_value FROM blade_param WHERE param_key = ${key} AND is_deleted = 0`))
    ?.param_value;
}
