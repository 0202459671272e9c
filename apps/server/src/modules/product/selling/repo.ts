import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// The tenant's ticket skus on shelf, as the sale activities (flash sales, group buying) pick and sell them.

const FROM = sql`prd_sku s JOIN prd_product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id`;
const ON_SHELF = sql`s.is_deleted = 0 AND p.is_deleted = 0 AND p.shelf_status = 1`;
const COLUMNS = sql`p.id AS product_id, s.id AS sku_id, p.name AS product_name, s.name AS sku_name, p.image, s.price, s.original_price`;

/** One on-shelf sku of the product (another tenant's, a removed or off-shelf one: nothing). */
export const onShelfSku = (db: Scoped, productId: string, skuId: string) =>
  db.one(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${db.tenant('s')} AND s.id = ${skuId} AND p.id = ${productId} AND ${ON_SHELF}`);

/** The picker's page of on-shelf skus, newest product first, searched by product name. */
export const onShelfSkuPage = (db: Scoped, q: { name?: string; current: number; size: number }) =>
  pageQuery<Row>(db.q, {
    from: FROM,
    columns: COLUMNS,
    where: [db.tenant('s'), ON_SHELF, q.name && sql`p.name ILIKE ${`%${q.name}%`}`],
    orderBy: sql`p.id DESC, s.sort, s.id`,
    current: q.current,
    size: q.size,
  });

/** The oldest (or newest) on-shelf sku of the tenant: what demo activities sell. */
export const anyOnShelfSku = (db: Scoped, newest = false) =>
  db.one(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${db.tenant('s')} AND ${ON_SHELF}
    ORDER BY ${newest ? sql`p.id DESC` : sql`p.id`}, s.id LIMIT 1`);

/**
 * Ticket skus with their stock on one date (no calendar row: none left), by id (removed ones left out)
 * or, without ids, those on shelf: how a bundle names its ticket parts and shows what is left.
 */
export const skusOnDate = (db: Scoped, skuIds: string[] | null, day: string) =>
  db.query<{ id: string; product_id: string; name: string; stock: number }>(sql`SELECT s.id, s.product_id,
      p.name || ' · ' || s.name AS name, coalesce(c.stock, 0) AS stock
    FROM ${FROM} LEFT JOIN prd_calendar c ON c.tenant_id = s.tenant_id AND c.sku_id = s.id AND c.play_date = ${day}::date
    WHERE ${db.tenant('s')} AND ${skuIds ? sql`s.is_deleted = 0 AND p.is_deleted = 0 AND s.id = ANY(${skuIds}::bigint[])` : ON_SHELF}
    ORDER BY p.id DESC, s.sort, s.id LIMIT 500`);
