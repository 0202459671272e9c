import type { z } from 'zod';
import type { gpvQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const GPV: TableSpec = {
  name: 'vc_gpv',
  tenant: true,
  orderBy: 'id DESC',
  writable: [
    'name',
    'poi_id',
    'poi_name',
    'cover',
    'price',
    'original_price',
    'stock',
    'intro',
    'notice',
    'min_people',
    'max_people',
    'real_name',
    'valid_start',
    'valid_end',
    'weekly',
    'refundable',
  ],
};
const COLUMNS = sql`*, valid_start::text AS valid_start, valid_end::text AS valid_end`;
const conds = (q: z.output<typeof gpvQuery>) => [
  q.name && sql`name ILIKE ${`%${q.name}%`}`,
  q.shelfStatus != null && sql`shelf_status = ${q.shelfStatus}`,
];

export const gpvPage = (db: Scoped, q: z.output<typeof gpvQuery>) =>
  db.page(GPV, { where: conds(q), columns: COLUMNS, current: q.current, size: q.size });
export const gpvRows = (db: Scoped, q: z.output<typeof gpvQuery>) =>
  db.query(sql`SELECT ${COLUMNS} FROM vc_gpv WHERE ${sql.and([db.base(GPV), ...conds(q)])} ORDER BY id DESC LIMIT 5000`);
export const findGpv = (db: Scoped, id: string) => db.one(sql`SELECT ${COLUMNS} FROM vc_gpv WHERE ${db.base(GPV)} AND id = ${id}`);
export const lockGpvs = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT ${COLUMNS} FROM vc_gpv WHERE ${db.base(GPV)} AND id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`);
export const setShelf = (db: Scoped, id: string, from: number, to: number) =>
  db.one(
    sql`UPDATE vc_gpv SET shelf_status = ${to}, update_time = now() WHERE ${db.base(GPV)} AND id = ${id} AND shelf_status = ${from} RETURNING id`,
  );

/** Take n persons of stock, or fail the transaction (sent last). */
export const takeStock = (db: Scoped, id: string, n: number) =>
  db.query(sql`WITH taken AS (UPDATE vc_gpv SET sold = sold + ${n} WHERE ${db.base(GPV)} AND id = ${id}
      AND shelf_status = 1 AND sold + ${n} <= stock RETURNING id)
    SELECT id FROM taken UNION ALL SELECT yym_refuse('not enough stock') WHERE NOT EXISTS (SELECT 1 FROM taken)`);
export const returnStock = (db: Scoped, id: string, n: number) =>
  db.query(sql`UPDATE vc_gpv SET sold = GREATEST(sold - ${n}, 0) WHERE ${db.tenant()} AND id = ${id}`);
