import type { SeckillGoodsRow } from '@yym/contract';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import type { SaleTables } from '../../timed-sale/index.ts';

/** The units left of goods row `g`: the sum of its buckets. */
const REMAINING = sql`(SELECT coalesce(sum(b.stock), 0)::int FROM sk_bucket b WHERE b.tenant_id = g.tenant_id AND b.goods_id = g.id)`;

/** Seckill's tables for the timed-sale core; the list adds each activity's allotment and what is left of it. */
export const TABLES: SaleTables = {
  activity: 'sk_activity',
  goods: 'sk_goods',
  purchases: 'sk_order',
  key: 'seckill_id',
  price: 'seckill_price',
  own: ['step'],
  totals: sql`(SELECT coalesce(sum(g.stock), 0)::int FROM sk_goods g WHERE g.tenant_id = a.tenant_id AND g.seckill_id = a.id) AS total_stock,
  (SELECT coalesce(sum(b.stock), 0)::int FROM sk_goods g JOIN sk_bucket b ON b.tenant_id = g.tenant_id AND b.goods_id = g.id
    WHERE g.tenant_id = a.tenant_id AND g.seckill_id = a.id) AS remaining`,
  goodsColumns: sql`g.*, ${REMAINING} AS remaining`,
  saleColumns: sql`g.seckill_price, g.buckets`,
};

/** The buckets of the activity's goods (dropped before the goods themselves). */
export const dropBuckets = (db: Scoped, seckillId: string) =>
  db.query(sql`DELETE FROM sk_bucket b USING sk_goods g WHERE ${db.tenant('b')} AND g.tenant_id = b.tenant_id AND g.id = b.goods_id
    AND g.seckill_id = ${seckillId}`);

/** Buckets of an allotment: 1 per unit up to 16; the units spread evenly (the first ones get the rest). */
export const bucketsFor = (stock: number) => Math.max(1, Math.min(16, stock));

/** The goods row's allotment of `stock` units split over `n` buckets. */
export const fillBuckets = (db: Scoped, goodsId: string, stock: number, n: number) =>
  db.query(sql`INSERT INTO sk_bucket (tenant_id, goods_id, bucket, stock)
      SELECT ${db.tenantId}, ${goodsId}, k, ${Math.floor(stock / n)} + CASE WHEN k < ${stock % n} THEN 1 ELSE 0 END
      FROM generate_series(0, ${n - 1}) k`);

/** Goods of effective activities not ended, for the page editor's seckill picker (goods type 'product'). */
export const pickerGoods = (db: Scoped, current: number, size: number) =>
  pageQuery<SeckillGoodsRow>(db.q, {
    from: sql`sk_goods g JOIN sk_activity a ON a.tenant_id = g.tenant_id AND a.id = g.seckill_id`,
    columns: sql`g.id, g.product_id AS goods_id, g.product_name AS goods_name, 'product' AS goods_type, a.name, g.image, g.original_price AS price,
      g.seckill_price, a.start_time, a.end_time, a.create_time, a.id AS seckill_id`,
    where: [db.tenant('g'), sql`a.is_deleted = 0 AND a.effective = 1 AND a.step >= 2 AND a.end_time > now()`],
    orderBy: sql`a.start_time, g.id`,
    current,
    size,
  });
