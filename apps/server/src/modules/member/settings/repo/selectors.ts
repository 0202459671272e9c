import type { Row } from '../../../../platform/db.ts';
import type { Scoped } from '../../../../platform/repo.ts';
import { pageQuery } from '../../../../platform/paging.ts';
import { sql } from '../../../../platform/sql.ts';

/** The right dialogs' pickers: read-only looks at the catalogue (categories, scenic spots, products, skus). */
type Q = { name?: string; typeId?: string; current: number; size: number };
const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

export const classify = (db: Scoped) =>
  db.query<Row>(
    sql`SELECT id, parent_id, name, type FROM prd_classify WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY type, sort, id LIMIT 500`,
  );

export const pois = (db: Scoped, q: Q) =>
  pageQuery<Row>(db.q, {
    from: sql`prd_poi`,
    columns: sql.raw('id, name, level, city, shelf_status'),
    where: [db.tenant(), sql`is_deleted = 0`, like('name', q.name)],
    orderBy: sql`sort, id DESC`,
    current: q.current,
    size: q.size,
  });

/** Products (tickets: spu_type 1) with their scenic spot and category. */
export const products = (db: Scoped, q: Q, ticketsOnly: boolean) =>
  pageQuery<Row>(db.q, {
    from: sql`prd_product p LEFT JOIN prd_poi i ON i.tenant_id = p.tenant_id AND i.id = p.poi_id
      LEFT JOIN prd_classify c ON c.tenant_id = p.tenant_id AND c.id = p.classify_id`,
    columns: sql.raw(
      'p.id, p.name, p.spu_type, p.price, p.shelf_status, i.name AS poi_name, c.name AS classify_name, p.classify_id AS parent_type_id',
    ),
    where: [
      db.tenant('p'),
      sql`p.is_deleted = 0`,
      ticketsOnly && sql`p.spu_type = 1`,
      like('p.name', q.name),
      q.typeId && sql`p.classify_id = ${q.typeId}`,
    ],
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });

/** Sku rows as the spec names them: skuId, skuName, spuName, skuType, spuType, parentTypeId, parentTypeName. */
export const skus = (db: Scoped, q: Q) =>
  pageQuery<Row>(db.q, {
    from: sql`prd_sku s JOIN prd_product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
      LEFT JOIN prd_classify c ON c.tenant_id = p.tenant_id AND c.id = p.classify_id`,
    columns: sql.raw(`s.id AS sku_id, s.name AS sku_name, p.name AS spu_name, 1 AS sku_type, p.spu_type, p.classify_id AS parent_type_id,
      c.name AS parent_type_name, s.price`),
    where: [
      db.tenant('s'),
      sql`s.is_deleted = 0 AND p.is_deleted = 0`,
      like('p.name', q.name),
      q.typeId && sql`p.classify_id = ${q.typeId}`,
    ],
    orderBy: sql`p.id DESC, s.sort, s.id`,
    current: q.current,
    size: q.size,
  });
