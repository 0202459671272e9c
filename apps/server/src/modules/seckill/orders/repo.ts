import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { ACTIVITY_STATUS as STATUS } from '../../timed-sale/index.ts';

/**
 * The seckill allotment, split over bucket rows. A buyer starts at a random bucket and takes the first
 * row with units that no other buyer holds (SKIP LOCKED), so concurrent buyers update different rows
 * instead of queueing on one. It never waits for a bucket row (a waiting FOR UPDATE may keep a lock on
 * a row it then finds empty, and two such waiters deadlock): when every row with units is held, it
 * pauses a moment and looks again, until it has its units or no row has any. Each statement is
 * conditional (stock > 0) and takes at most what the bucket has: no bucket goes below zero.
 */
const takeFrom = (db: Scoped, goodsId: string, start: number, n: number, need: number) =>
  db.one<{ taken: number }>(sql`WITH b AS (
      SELECT bucket, stock FROM sk_bucket WHERE ${db.tenant()} AND goods_id = ${goodsId} AND stock > 0
      ORDER BY (bucket + ${n} - ${start}) % ${n} LIMIT 1 FOR UPDATE SKIP LOCKED)
    UPDATE sk_bucket k SET stock = k.stock - least(b.stock, ${need}) FROM b
    WHERE k.tenant_id = ${db.tenantId} AND k.goods_id = ${goodsId} AND k.bucket = b.bucket
    RETURNING least(b.stock, ${need})::int AS taken`);

const pause = () => new Promise((r) => setTimeout(r, 1 + Math.random() * 4));

/** Take n units (from one bucket or, when it runs short, several); false when fewer than n are left. */
export async function takeUnits(db: Scoped, goodsId: string, buckets: number, n: number): Promise<boolean> {
  const start = Math.floor(Math.random() * buckets);
  let need = n;
  while (need > 0) {
    const got = await takeFrom(db, goodsId, start, buckets, need);
    if (got) need -= got.taken;
    else if (!(await anyLeft(db, goodsId)))
      return false; // the caller's transaction rolls back what was taken
    else await pause(); // every row with units is held by another buyer right now
  }
  return true;
}

const anyLeft = async (db: Scoped, goodsId: string) =>
  !!(await db.one(sql`SELECT 1 FROM sk_bucket WHERE ${db.tenant()} AND goods_id = ${goodsId} AND stock > 0 LIMIT 1`));

/** Give n units back to one bucket (any: the remaining stock is the sum). */
export const giveUnits = (db: Scoped, goodsId: string, buckets: number, n: number) =>
  db.query(sql`UPDATE sk_bucket SET stock = stock + ${n}
    WHERE ${db.tenant()} AND goods_id = ${goodsId} AND bucket = ${Math.floor(Math.random() * buckets)}`);

/**
 * Count n units against the buyer's limit in one conditional upsert: the first purchase inserts, a
 * later one adds only while the total stays within the limit (the row lock orders racing purchases).
 */
export const addBought = async (db: Scoped, seckillId: string, phone: string, n: number, limit: number) =>
  n <= limit &&
  !!(await db.one(sql`INSERT INTO sk_buyer (tenant_id, seckill_id, phone, bought) VALUES (${db.tenantId}, ${seckillId}, ${phone}, ${n})
    ON CONFLICT (tenant_id, seckill_id, phone) DO UPDATE SET bought = sk_buyer.bought + EXCLUDED.bought
    WHERE sk_buyer.bought + EXCLUDED.bought <= ${limit} RETURNING bought`));

export const giveBought = (db: Scoped, seckillId: string, phone: string, n: number) =>
  db.query(
    sql`UPDATE sk_buyer SET bought = greatest(bought - ${n}, 0) WHERE ${db.tenant()} AND seckill_id = ${seckillId} AND phone = ${phone}`,
  );

export const linkOrder = (db: Scoped, o: { orderId: string; seckillId: string; goodsId: string; phone: string; quantity: number }) =>
  db.query(sql`INSERT INTO sk_order (tenant_id, order_id, seckill_id, goods_id, phone, quantity)
    VALUES (${db.tenantId}, ${o.orderId}, ${o.seckillId}, ${o.goodsId}, ${o.phone}, ${o.quantity})`);

/** Guests of the order refunded so far (what a refund gives back). */
export const refundedUnits = async (db: Scoped, orderId: string) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 2`,
      )
    )?.n ?? 0,
  );

/**
 * Raise the order's returned count to `target` (never down): answers how many units that gives back
 * (0 when an earlier move already returned them), with the item to give them to.
 */
export const markReturned = (db: Scoped, orderId: string, target: number) =>
  db.one<{ back: number; goods_id: string; seckill_id: string; phone: string; buckets: number }>(sql`WITH old AS (
      SELECT order_id, returned FROM sk_order WHERE ${db.tenant()} AND order_id = ${orderId} AND returned < least(${target}, quantity) FOR UPDATE)
    UPDATE sk_order o SET returned = least(${target}, o.quantity) FROM old
    WHERE o.tenant_id = ${db.tenantId} AND o.order_id = old.order_id
    RETURNING least(${target}, o.quantity) - old.returned AS back, o.goods_id, o.seckill_id, o.phone,
      (SELECT buckets FROM sk_goods g WHERE g.tenant_id = o.tenant_id AND g.id = o.goods_id) AS buckets`);

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
