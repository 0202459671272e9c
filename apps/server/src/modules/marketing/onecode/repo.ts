import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';

/** 一码通: one-code passes. */

export const PASS: TableSpec = {
  name: 'mk_one_code_pass',
  tenant: true,
  writable: ['name', 'product_ids', 'start_date', 'end_date', 'status', 'remark'],
};

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

/** One-code passes with their product ids as text. */
export const passColumns = sql.raw(
  'id, name, product_ids::text[] AS product_ids, start_date::text AS start_date, end_date::text AS end_date, status, remark, create_time',
);
export const passPage = (db: Scoped, q: { name?: string; status?: number; current: number; size: number }) =>
  db.page(PASS, {
    where: [like('name', q.name), q.status !== undefined && sql`status = ${q.status}`],
    columns: passColumns,
    current: q.current,
    size: q.size,
  });
export const passOne = async (db: Scoped, id: string) => {
  const r = await db.one(sql`SELECT ${passColumns} FROM mk_one_code_pass WHERE ${db.base(PASS)} AND id = ${id}`);
  return r && toApi<Row>(r);
};
