import type { CinemaCardRow } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { type Cond, sql } from '../../../platform/sql.ts';

export const CARD: TableSpec = {
  name: 'cin_card_apply',
  tenant: true,
  writable: ['name', 'phone', 'card_type', 'cinema_id'],
  orderBy: 'id DESC',
};

type Filters = { name?: string; phone?: string; auditStatus?: number };
const where = (db: Scoped, f: Filters): Cond[] => [
  db.base(CARD, 'a'),
  f.name && sql`a.name ILIKE ${`%${f.name}%`}`,
  f.phone && sql`a.phone LIKE ${`%${f.phone}%`}`,
  f.auditStatus !== undefined && sql`a.audit_status = ${f.auditStatus}`,
];
const from = sql`cin_card_apply a LEFT JOIN cin_cinema c ON c.tenant_id = a.tenant_id AND c.id = a.cinema_id`;
const cols = sql`a.id::text AS id, a.name, a.phone, a.card_type, COALESCE(c.name, '') AS cinema_name, a.audit_status, a.audit_reason,
  a.audit_time, a.create_time`;

export const page = (db: Scoped, f: Filters & { current: number; size: number }) =>
  pageQuery<CinemaCardRow>(db.q, { from, where: where(db, f), columns: cols, orderBy: sql`a.id DESC`, current: f.current, size: f.size });
export const all = (db: Scoped, f: Filters) =>
  db.query(sql`SELECT ${cols} FROM ${from} WHERE ${sql.and(where(db, f))} ORDER BY a.id DESC LIMIT 10000`);
export const one = (db: Scoped, id: string) => db.one(sql`SELECT ${cols} FROM ${from} WHERE ${db.base(CARD, 'a')} AND a.id = ${id}`);
/** What an audit writes beside the state: the reason, who and when. */
export const auditSet = (reason: string, userId: string | null) => [
  sql`audit_reason = ${reason}`,
  sql`audit_user = ${userId}`,
  sql`audit_time = now()`,
];
