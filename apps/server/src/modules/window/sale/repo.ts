import type { SellableTicket } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';

// The counter's reads (tickets on sale, the window's orders) and its own rows (sales, window operations).

/** On-shelf ticket skus with the date's price and stock, limited to the window's list when it has one. */
export async function sellable(db: Scoped, date: string, o: { productIds: string[]; poiId?: string; keyword?: string }) {
  const rows = await db.query(sql`SELECT p.id AS product_id, s.id AS sku_id, p.name AS product_name, s.name AS sku_name,
      COALESCE(p.poi_id, 0) AS poi_id, COALESCE(poi.name, '') AS poi_name, c.price, c.stock, p.need_id_card = 1 AS need_id_card
    FROM prd_product p
    JOIN prd_sku s ON s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0
    JOIN prd_calendar c ON c.tenant_id = p.tenant_id AND c.sku_id = s.id AND c.play_date = ${date}
    LEFT JOIN prd_poi poi ON poi.tenant_id = p.tenant_id AND poi.id = p.poi_id
    WHERE ${db.tenant('p')} AND p.is_deleted = 0 AND p.shelf_status = 1 AND p.spu_type = 1
      ${o.productIds.length ? sql`AND p.id = ANY(${o.productIds}::bigint[])` : sql``}
      ${o.poiId ? sql`AND p.poi_id = ${o.poiId}` : sql``}
      ${o.keyword ? sql`AND (p.name ILIKE ${`%${o.keyword}%`} OR s.name ILIKE ${`%${o.keyword}%`})` : sql``}
    ORDER BY p.poi_id, p.id, s.sort, s.id LIMIT 200`);
  return rows.map((r) => ({ ...toApi<SellableTicket>(r), price: Number(r.price), stock: Number(r.stock) }));
}

export const scenicOf = (db: Scoped, productIds: string[]) =>
  db.query<{ id: string; name: string }>(sql`SELECT DISTINCT poi.id::text AS id, poi.name FROM prd_poi poi
    JOIN prd_product p ON p.tenant_id = poi.tenant_id AND p.poi_id = poi.id AND p.is_deleted = 0 AND p.shelf_status = 1 AND p.spu_type = 1
    WHERE ${db.tenant('poi')} AND poi.is_deleted = 0 ${productIds.length ? sql`AND p.id = ANY(${productIds}::bigint[])` : sql``}
    ORDER BY poi.name`);

export const insertSale = (
  db: Scoped,
  s: {
    saleNo: string;
    windowId: string;
    shiftId: string;
    sellerId: string;
    sellerName: string;
    payMethod: string;
    total: number;
    received: number;
    change: number;
    customerId: string | null;
    date: string;
    status: number;
  },
) =>
  db.one(sql`INSERT INTO win_sale (tenant_id, sale_no, window_id, shift_id, seller_id, seller_name, pay_method, total, received, change_given, customer_id, play_date, sale_status)
    VALUES (${db.tenantId}, ${s.saleNo}, ${s.windowId}, ${s.shiftId}, ${s.sellerId}, ${s.sellerName}, ${s.payMethod}, ${s.total}, ${s.received}, ${s.change},
      ${s.customerId}, ${s.date}, ${s.status}) RETURNING *`);

export const linkOrders = (db: Scoped, saleId: string, orderIds: string[]) =>
  db.query(sql`INSERT INTO win_sale_order (tenant_id, sale_id, order_id) SELECT ${db.tenantId}, ${saleId}, unnest(${orderIds}::bigint[])`);

export const saleById = (db: Scoped, id: string) => db.one(sql`SELECT * FROM win_sale WHERE ${db.tenant()} AND id = ${id}`);
export const markSalePaid = (db: Scoped, id: string) =>
  db.query(sql`UPDATE win_sale SET sale_status = 2 WHERE ${db.tenant()} AND id = ${id} AND sale_status = 1`);

export const saleOrders = (db: Scoped, saleId: string) =>
  db.query(sql`SELECT o.id, o.order_no, o.product_name, o.quantity, o.total_money, o.order_status FROM win_sale_order so
    JOIN ord_order o ON o.tenant_id = so.tenant_id AND o.id = so.order_id
    WHERE ${db.tenant('so')} AND so.sale_id = ${saleId} ORDER BY o.id`);

/** The sale a window order belongs to (none: not sold at a window of this tenant). */
export const saleOfOrder = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT s.* FROM win_sale_order so JOIN win_sale s ON s.tenant_id = so.tenant_id AND s.id = so.sale_id
    WHERE ${db.tenant('so')} AND so.order_id = ${orderId}`);
