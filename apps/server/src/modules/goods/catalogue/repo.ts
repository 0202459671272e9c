import type { z } from 'zod';
import type { ChangeRow, GoodsRow, GoodsSkuRow, goodsQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';
import type { ItemKind } from '../shared.ts';

// Goods, their SKUs and the change records of every item of the area.

export const GOODS: TableSpec = {
  name: 'gds_goods',
  tenant: true,
  writable: ['name', 'cover', 'images', 'detail', 'specs', 'channels', 'freight_id', 'shelf_status', 'sort'],
};

const goodsColumns = sql`g.*, f.name AS freight_name,
  (SELECT min(price) FROM gds_sku s WHERE s.tenant_id = g.tenant_id AND s.goods_id = g.id AND s.is_deleted = 0) AS min_price,
  (SELECT coalesce(sum(stock), 0) FROM gds_sku s WHERE s.tenant_id = g.tenant_id AND s.goods_id = g.id AND s.is_deleted = 0) AS stock,
  (SELECT coalesce(sum(sold), 0) FROM gds_sku s WHERE s.tenant_id = g.tenant_id AND s.goods_id = g.id AND s.is_deleted = 0) AS sold`;
const goodsFrom = sql`gds_goods g LEFT JOIN gds_freight f ON f.tenant_id = g.tenant_id AND f.id = g.freight_id AND f.is_deleted = 0`;

export type GoodsRead = Omit<GoodsRow, 'skus'>;
const asGoods = (r: Record<string, unknown>) => {
  const g = toApi<GoodsRead>(r);
  return {
    ...g,
    id: String(g.id),
    freightId: g.freightId == null ? null : String(g.freightId),
    minPrice: Number(g.minPrice ?? 0),
    stock: Number(g.stock),
    sold: Number(g.sold),
  };
};

export const goodsPage = (db: Scoped, q: z.output<typeof goodsQuery>) =>
  pageQuery<GoodsRead>(db.q, {
    from: goodsFrom,
    columns: goodsColumns,
    where: [
      db.tenant('g'),
      sql`g.is_deleted = 0`,
      q.name && sql`g.name ILIKE ${`%${q.name}%`}`,
      q.shelfStatus != null && sql`g.shelf_status = ${q.shelfStatus}`,
    ],
    orderBy: sql`g.sort, g.id DESC`,
    current: q.current,
    size: q.size,
    map: (r) => asGoods(r),
  });

export async function goodsOne(db: Scoped, id: string) {
  const r = await db.one(sql`SELECT ${goodsColumns} FROM ${goodsFrom} WHERE ${db.tenant('g')} AND g.is_deleted = 0 AND g.id = ${id}`);
  return r && asGoods(r);
}

export const skusOf = async (db: Scoped, goodsIds: string[]) =>
  (
    await db.query(sql`SELECT id, goods_id, spec_text, price, stock, sold, weight FROM gds_sku
      WHERE ${db.tenant()} AND goods_id = ANY(${goodsIds}::bigint[]) AND is_deleted = 0 ORDER BY id`)
  ).map((r) => ({
    goodsId: String(r.goods_id),
    id: String(r.id),
    specText: r.spec_text as string,
    price: Number(r.price),
    stock: Number(r.stock),
    sold: Number(r.sold),
    weight: Number(r.weight),
  }));

export const insertSku = (db: Scoped, goodsId: string, s: Omit<GoodsSkuRow, 'id' | 'sold'>) =>
  db.one(sql`INSERT INTO gds_sku (tenant_id, goods_id, spec_text, price, stock, weight)
    VALUES (${db.tenantId}, ${goodsId}, ${s.specText}, ${s.price}, ${s.stock}, ${s.weight}) RETURNING id`);
export const updateSku = (db: Scoped, goodsId: string, s: Omit<GoodsSkuRow, 'sold'>) =>
  db.one(sql`UPDATE gds_sku SET spec_text = ${s.specText}, price = ${s.price}, stock = ${s.stock}, weight = ${s.weight}
    WHERE ${db.tenant()} AND goods_id = ${goodsId} AND id = ${s.id} AND is_deleted = 0 RETURNING id`);
export const dropSkus = (db: Scoped, goodsId: string, keep: string[]) =>
  db.query(sql`UPDATE gds_sku SET is_deleted = 1 WHERE ${db.tenant()} AND goods_id = ${goodsId} AND is_deleted = 0
    AND NOT (id = ANY(${keep}::bigint[]))`);

/** The SKU with its goods, for a sale (the goods on shelf and not removed). */
export const sellableSku = (db: Scoped, goodsId: string, skuId: string) =>
  db.one(sql`SELECT s.id, s.spec_text, s.price, s.stock, s.weight, g.id AS goods_id, g.name, g.freight_id, g.shelf_status
    FROM gds_sku s JOIN gds_goods g ON g.tenant_id = s.tenant_id AND g.id = s.goods_id AND g.is_deleted = 0
    WHERE ${db.tenant('s')} AND s.id = ${skuId} AND s.goods_id = ${goodsId} AND s.is_deleted = 0`);

/** Take n of a SKU: one conditional UPDATE; refused (yym_refuse) when not enough is left, so the transaction cannot commit. */
export const takeSku = (db: Scoped, skuId: string, n: number) =>
  db.one(sql`WITH t AS (UPDATE gds_sku SET stock = stock - ${n}, sold = sold + ${n}
      WHERE ${db.tenant()} AND id = ${skuId} AND stock >= ${n} RETURNING stock)
    SELECT stock FROM t UNION ALL SELECT yym_refuse('not enough stock') WHERE NOT EXISTS (SELECT 1 FROM t)`);
export const returnSku = (db: Scoped, skuId: string, n: number) =>
  db.query(sql`UPDATE gds_sku SET stock = stock + ${n}, sold = greatest(sold - ${n}, 0) WHERE ${db.tenant()} AND id = ${skuId}`);

export const setShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE gds_goods SET shelf_status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[]) AND shelf_status <> ${status} RETURNING id, name`);
export const onShelfAmong = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT id FROM gds_goods WHERE ${db.tenant()} AND is_deleted = 0 AND shelf_status = 1 AND id = ANY(${ids}::bigint[])`);
export const withoutStock = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT g.id FROM gds_goods g WHERE ${db.tenant('g')} AND g.is_deleted = 0 AND g.id = ANY(${ids}::bigint[])
    AND NOT EXISTS (SELECT 1 FROM gds_sku s WHERE s.tenant_id = g.tenant_id AND s.goods_id = g.id AND s.is_deleted = 0)`);
export const goodsUsingFreight = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT freight_id, count(*)::int AS n FROM gds_goods WHERE ${db.tenant()} AND is_deleted = 0
    AND freight_id = ANY(${ids}::bigint[]) GROUP BY freight_id`);

/** Every SKU with its goods name (bundle parts picker). */
export const skuOptions = (db: Scoped) =>
  db.query(sql`SELECT s.id, g.name || ' ' || s.spec_text AS name, s.stock FROM gds_sku s
    JOIN gds_goods g ON g.tenant_id = s.tenant_id AND g.id = s.goods_id AND g.is_deleted = 0
    WHERE ${db.tenant('s')} AND s.is_deleted = 0 ORDER BY g.id DESC, s.id LIMIT 500`);
export const skuNames = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT s.id, g.name || ' ' || s.spec_text AS name, s.stock FROM gds_sku s
    JOIN gds_goods g ON g.tenant_id = s.tenant_id AND g.id = s.goods_id
    WHERE ${db.tenant('s')} AND s.id = ANY(${ids}::bigint[]) AND s.is_deleted = 0`);

/** Rows of the goods export: one per SKU. */
export const exportRows = (db: Scoped, q: z.output<typeof goodsQuery>) =>
  db.query(sql`SELECT g.id, g.name, s.spec_text, s.price, s.stock, s.sold, s.weight, g.shelf_status, f.name AS freight_name
    FROM gds_goods g JOIN gds_sku s ON s.tenant_id = g.tenant_id AND s.goods_id = g.id AND s.is_deleted = 0
    LEFT JOIN gds_freight f ON f.tenant_id = g.tenant_id AND f.id = g.freight_id
    WHERE ${sql.and([db.tenant('g'), sql`g.is_deleted = 0`, q.name && sql`g.name ILIKE ${`%${q.name}%`}`, q.shelfStatus != null && sql`g.shelf_status = ${q.shelfStatus}`])}
    ORDER BY g.id DESC, s.id LIMIT 5000`);

// ---------------------------------------------------------------- change records

export const insertChange = (db: Scoped, kind: ItemKind, id: string, content: string, userName: string) =>
  db.query(sql`INSERT INTO gds_change (tenant_id, item_kind, item_id, content, user_id, user_name)
    VALUES (${db.tenantId}, ${kind}, ${id}, ${content.slice(0, 2000)}, ${db.userId}, ${userName})`);
export const changePage = (db: Scoped, kind: ItemKind, id: string, current: number, size: number) =>
  pageQuery<ChangeRow>(db.q, {
    from: sql`gds_change`,
    columns: sql`id, content, user_name, create_time`,
    where: [db.tenant(), sql`item_kind = ${kind}`, sql`item_id = ${id}`],
    orderBy: sql`id DESC`,
    current,
    size,
    map: (r) => ({ ...r, id: String(r.id) }),
  });
