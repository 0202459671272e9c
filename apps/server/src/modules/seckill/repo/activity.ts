import type { z } from 'zod';
import type { seckillQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const ACTIVITY: TableSpec = {
  name: 'sk_activity',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['name', 'start_time', 'end_time', 'limit_num', 'effective', 'step', 'channels', 'share_title', 'share_image'],
};

/** 1 未开始, 2 进行中, 3 已结束, 4 已失效 (the clock of the database decides). */
const STATUS = sql.raw(`CASE WHEN a.effective = 0 THEN 4 WHEN now() < a.start_time THEN 1 WHEN now() < a.end_time THEN 2 ELSE 3 END`);
const COLUMNS = sql`a.*, ${STATUS} AS activity_status,
  (SELECT count(*)::int FROM sk_goods g WHERE g.tenant_id = a.tenant_id AND g.seckill_id = a.id) AS goods_count,
  (SELECT coalesce(sum(g.stock), 0)::int FROM sk_goods g WHERE g.tenant_id = a.tenant_id AND g.seckill_id = a.id) AS total_stock,
  (SELECT coalesce(sum(b.stock), 0)::int FROM sk_goods g JOIN sk_bucket b ON b.tenant_id = g.tenant_id AND b.goods_id = g.id
    WHERE g.tenant_id = a.tenant_id AND g.seckill_id = a.id) AS remaining`;

export const page = (db: Scoped, q: z.output<typeof seckillQuery>) =>
  pageQuery<Row>(db.q, {
    from: sql`sk_activity a`,
    columns: COLUMNS,
    where: [
      db.tenant('a'),
      sql`a.is_deleted = 0`,
      q.name && sql`a.name ILIKE ${`%${q.name}%`}`,
      q.activityStatus && sql`${STATUS} = ${q.activityStatus}`,
    ],
    orderBy: sql`a.id DESC`,
    current: q.current,
    size: q.size,
  });

export const one = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLUMNS} FROM sk_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ${id}`);

/** The activity row locked for this transaction (edits of one activity take turns). */
export const lock = (db: Scoped, id: string) =>
  db.one(
    sql`SELECT a.*, ${STATUS} AS activity_status FROM sk_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ${id} FOR UPDATE`,
  );

export const goodsOf = (db: Scoped, seckillId: string) =>
  db.query(sql`SELECT g.*, (SELECT coalesce(sum(b.stock), 0)::int FROM sk_bucket b WHERE b.tenant_id = g.tenant_id AND b.goods_id = g.id) AS remaining
    FROM sk_goods g WHERE ${db.tenant('g')} AND g.seckill_id = ${seckillId} ORDER BY g.sort, g.id`);

export const hasOrders = async (db: Scoped, seckillId: string) =>
  !!(await db.one(sql`SELECT 1 FROM sk_order WHERE ${db.tenant()} AND seckill_id = ${seckillId} LIMIT 1`));

export async function dropGoods(db: Scoped, seckillId: string) {
  await db.query(sql`DELETE FROM sk_bucket b USING sk_goods g WHERE ${db.tenant('b')} AND g.tenant_id = b.tenant_id AND g.id = b.goods_id
    AND g.seckill_id = ${seckillId}`);
  await db.query(sql`DELETE FROM sk_goods WHERE ${db.tenant()} AND seckill_id = ${seckillId}`);
}

export interface NewGoods {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  originalPrice: number;
  seckillPrice: number;
  stock: number;
}

/** Buckets of an allotment: 1 per unit up to 16; the units spread evenly (the first ones get the rest). */
export const bucketsFor = (stock: number) => Math.max(1, Math.min(16, stock));

export async function insertGoods(db: Scoped, seckillId: string, items: NewGoods[]) {
  for (const [i, g] of items.entries()) {
    const n = bucketsFor(g.stock);
    const row =
      await db.one(sql`INSERT INTO sk_goods (tenant_id, seckill_id, product_id, sku_id, product_name, sku_name, image, original_price,
        seckill_price, stock, buckets, sort)
      VALUES (${db.tenantId}, ${seckillId}, ${g.productId}, ${g.skuId}, ${g.productName}, ${g.skuName}, ${g.image}, ${g.originalPrice},
        ${g.seckillPrice}, ${g.stock}, ${n}, ${i}) RETURNING id`);
    await db.query(sql`INSERT INTO sk_bucket (tenant_id, goods_id, bucket, stock)
      SELECT ${db.tenantId}, ${row!.id}, k, ${Math.floor(g.stock / n)} + CASE WHEN k < ${g.stock % n} THEN 1 ELSE 0 END
      FROM generate_series(0, ${n - 1}) k`);
  }
}

export const setEffective = (db: Scoped, ids: string[], effective: number) =>
  db.query(sql`UPDATE sk_activity SET effective = ${effective}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[]) RETURNING id`);

/** Activities of the ids that run now and are effective (they may not be deleted). */
export const runningOf = (db: Scoped, ids: string[]) =>
  db.query(
    sql`SELECT id FROM sk_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ANY(${ids}::bigint[]) AND ${STATUS} = 2`,
  );

// ---------------------------------------------------------------- the storefront

/** Running or upcoming items of effective, complete activities, soonest first. */
export const storeItems = (db: Scoped) =>
  db.query(sql`SELECT a.id AS seckill_id, a.name, a.limit_num, a.start_time, a.end_time, ${STATUS} AS activity_status,
      (extract(epoch FROM (CASE WHEN now() < a.start_time THEN a.start_time ELSE a.end_time END) - now()) * 1000)::bigint AS countdown_ms,
      g.id AS goods_id, g.product_id, g.sku_id, g.product_name, g.sku_name, g.image, g.original_price, g.seckill_price, g.stock,
      (SELECT coalesce(sum(b.stock), 0)::int FROM sk_bucket b WHERE b.tenant_id = g.tenant_id AND b.goods_id = g.id) AS remaining
    FROM sk_activity a JOIN sk_goods g ON g.tenant_id = a.tenant_id AND g.seckill_id = a.id
    WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.effective = 1 AND a.step >= 2 AND a.end_time > now()
    ORDER BY a.start_time, a.id, g.sort, g.id LIMIT 100`);

/** The item a buyer buys: its activity's limit and whether it runs now. */
export const saleItem = (db: Scoped, seckillId: string, skuId: string) =>
  db.one(sql`SELECT g.id, g.product_id, g.seckill_price, g.buckets, a.limit_num, ${STATUS} AS activity_status
    FROM sk_goods g JOIN sk_activity a ON a.tenant_id = g.tenant_id AND a.id = g.seckill_id
    WHERE ${db.tenant('g')} AND a.is_deleted = 0 AND g.seckill_id = ${seckillId} AND g.sku_id = ${skuId}`);

export const goodsById = (db: Scoped, seckillId: string, goodsId: string) =>
  db.one(sql`SELECT * FROM sk_goods WHERE ${db.tenant()} AND seckill_id = ${seckillId} AND id = ${goodsId}`);

/** Goods of effective activities not ended, for the page editor's seckill picker (goods type 'product'). */
export const pickerGoods = (db: Scoped, current: number, size: number) =>
  pageQuery<Row>(db.q, {
    from: sql`sk_goods g JOIN sk_activity a ON a.tenant_id = g.tenant_id AND a.id = g.seckill_id`,
    columns: sql`g.id, g.product_id AS goods_id, g.product_name AS goods_name, 'product' AS goods_type, a.name, g.image, g.original_price AS price,
      g.seckill_price, a.start_time, a.end_time, a.create_time, a.id AS seckill_id`,
    where: [db.tenant('g'), sql`a.is_deleted = 0 AND a.effective = 1 AND a.step >= 2 AND a.end_time > now()`],
    orderBy: sql`a.start_time, g.id`,
    current,
    size,
  });
