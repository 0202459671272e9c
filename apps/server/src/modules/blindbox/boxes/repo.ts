import type { z } from 'zod';
import type { blindBoxQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const BOX: TableSpec = {
  name: 'bb_box',
  tenant: true,
  orderBy: 'id DESC',
  writable: [
    'name',
    'cover',
    'price',
    'original_price',
    'poi_id',
    'poi_name',
    'sale_start',
    'sale_end',
    'per_order',
    'instructions',
    'channels',
  ],
};

/** The box with its live pool's counts and whether a draft waits. */
const COLUMNS = (db: Scoped) => sql`b.*, to_char(b.sale_start AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS sale_start_text,
  to_char(b.sale_end AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS sale_end_text,
  p.id AS pool_id, coalesce(p.total, 0) AS stock, coalesce(p.reserved, 0) AS sold, coalesce(p.drawn, 0) AS drawn,
  EXISTS (SELECT 1 FROM bb_pool d WHERE ${db.tenant('d')} AND d.box_id = b.id AND d.pool_status = 0 AND d.is_deleted = 0) AS has_draft`;
const FROM = (db: Scoped) =>
  sql`bb_box b LEFT JOIN bb_pool p ON ${db.tenant('p')} AND p.box_id = b.id AND p.pool_status = 1 AND p.is_deleted = 0`;
const conds = (db: Scoped, q: Partial<z.output<typeof blindBoxQuery>>) => [
  db.base(BOX, 'b'),
  q.name && sql`b.name ILIKE ${`%${q.name}%`}`,
  q.shelfStatus != null && sql`b.shelf_status = ${q.shelfStatus}`,
];

export const boxPage = (db: Scoped, q: z.output<typeof blindBoxQuery>) =>
  pageQuery<Row>(db.q, {
    from: FROM(db),
    columns: COLUMNS(db),
    where: conds(db, q),
    orderBy: sql`b.id DESC`,
    current: q.current,
    size: q.size,
  });
export const boxRows = (db: Scoped, q: z.output<typeof blindBoxQuery>) =>
  db.query(sql`SELECT ${COLUMNS(db)} FROM ${FROM(db)} WHERE ${sql.and(conds(db, q))} ORDER BY b.id DESC LIMIT 5000`);
export const findBox = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLUMNS(db)} FROM ${FROM(db)} WHERE ${sql.and(conds(db, {}))} AND b.id = ${id}`);
export const lockBoxes = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT b.*, EXISTS (SELECT 1 FROM bb_pool p WHERE ${db.tenant('p')} AND p.box_id = b.id AND p.pool_status = 1
      AND p.is_deleted = 0) AS has_pool
    FROM bb_box b WHERE ${db.base(BOX, 'b')} AND b.id = ANY(${ids}::bigint[]) ORDER BY b.id FOR UPDATE OF b`);
export const setShelf = (db: Scoped, id: string, from: number, to: number) =>
  db.one(sql`UPDATE bb_box SET shelf_status = ${to}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(BOX)} AND id = ${id} AND shelf_status = ${from} RETURNING id`);
export const poiOf = (db: Scoped, id: string) =>
  db.one<{ id: string; name: string }>(
    sql`SELECT id::text AS id, name FROM prd_poi WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`,
  );
export const pois = (db: Scoped) =>
  db.query<{ id: string; name: string }>(
    sql`SELECT id::text AS id, name FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 500`,
  );
