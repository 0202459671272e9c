import type { z } from 'zod';
import type { PackageRecordRow, packageQuery, vcRecordQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

export const PACKAGE: TableSpec = {
  name: 'vc_package',
  tenant: true,
  orderBy: 'id DESC',
  writable: [
    'name',
    'poi_id',
    'poi_name',
    'cover',
    'items',
    'uses',
    'price',
    'original_price',
    'stock',
    'valid_start',
    'valid_end',
    'max_buy',
    'need_second_confirm',
    'refundable',
    'use_rule',
    'notice',
    'channels',
    'supplier_email',
  ],
};

const COLUMNS = sql`*, valid_start::text AS valid_start, valid_end::text AS valid_end`;

export const packagePage = (db: Scoped, q: z.output<typeof packageQuery>) =>
  db.page(PACKAGE, {
    where: [q.name && sql`name ILIKE ${`%${q.name}%`}`, q.shelfStatus != null && sql`shelf_status = ${q.shelfStatus}`],
    columns: COLUMNS,
    current: q.current,
    size: q.size,
  });

export const packageRows = (db: Scoped, q: z.output<typeof packageQuery>) =>
  db.query(sql`SELECT ${COLUMNS} FROM vc_package WHERE ${db.base(PACKAGE)}
    ${q.name ? sql`AND name ILIKE ${`%${q.name}%`}` : sql``} ${q.shelfStatus != null ? sql`AND shelf_status = ${q.shelfStatus}` : sql``}
    ORDER BY id DESC LIMIT 5000`);

export const findPackage = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLUMNS} FROM vc_package WHERE ${db.base(PACKAGE)} AND id = ${id}`);

/** Several packages locked for a shelf move or a removal. */
export const lockPackages = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT ${COLUMNS} FROM vc_package WHERE ${db.base(PACKAGE)} AND id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`);

export const setShelf = (db: Scoped, id: string, from: number, to: number) =>
  db.one(sql`UPDATE vc_package SET shelf_status = ${to}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(PACKAGE)} AND id = ${id} AND shelf_status = ${from} RETURNING id`);

export const setRecommend = (db: Scoped, id: string, recommend: number) =>
  db.one(sql`UPDATE vc_package SET recommend = ${recommend}, update_time = now() WHERE ${db.base(PACKAGE)} AND id = ${id} RETURNING id`);

export const poiName = async (db: Scoped, poiId: string | null | undefined) =>
  poiId
    ? ((await db.one<{ name: string }>(sql`SELECT name FROM prd_poi WHERE ${db.tenant()} AND id = ${poiId} AND is_deleted = 0`))?.name ??
      null)
    : null;

export const pois = (db: Scoped) =>
  db.query<{ id: string; name: string }>(
    sql`SELECT id::text AS id, name FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 500`,
  );

export const insertRecord = (db: Scoped, packageId: string, action: string, content: string, userName: string) =>
  db.query(sql`INSERT INTO vc_package_record (tenant_id, package_id, action, content, user_name)
    VALUES (${db.tenantId}, ${packageId}, ${action}, ${content.slice(0, 500)}, ${userName})`);

export const recordPage = (db: Scoped, q: z.output<typeof vcRecordQuery>) =>
  pageQuery<PackageRecordRow>(db.q, {
    from: sql`vc_package_record`,
    where: [db.tenant(), q.packageId && sql`package_id = ${q.packageId}`],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });

// ---------------------------------------------------------------- stock (the sale path)

/** Take n units, or fail the transaction (sent last: the row is held only inside the database). */
export const takeStock = (db: Scoped, id: string, n: number) =>
  db.query(sql`WITH taken AS (UPDATE vc_package SET sold = sold + ${n} WHERE ${db.base(PACKAGE)} AND id = ${id}
      AND shelf_status = 1 AND sold + ${n} <= stock RETURNING id)
    SELECT id FROM taken UNION ALL SELECT yym_refuse('not enough stock') WHERE NOT EXISTS (SELECT 1 FROM taken)`);

export const returnStock = (db: Scoped, id: string, n: number) =>
  db.query(sql`UPDATE vc_package SET sold = GREATEST(sold - ${n}, 0) WHERE ${db.tenant()} AND id = ${id}`);
