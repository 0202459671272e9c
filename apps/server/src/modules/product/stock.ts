import type { Queryable } from '../../platform/db.ts';
import { sql } from '../../platform/sql.ts';

/**
 * Stock of one sku on one date. It is only ever changed by single conditional statements inside the
 * caller's transaction, so concurrent buyers can never take more than there is.
 */

/**
 * Take n tickets: one UPDATE that succeeds only while enough is left, with its stock record written by
 * the same statement. Callers run it last in the order's transaction, so the hot row stays locked
 * only for this statement and the commit. Answers the stock left, or null when there is not enough.
 */
export async function takeStock(
  q: Queryable,
  tenantId: string,
  o: { productId: string; skuId: string; date: string; n: number; orderId: string; userId: string | null },
): Promise<{ stock: number } | null> {
  const row = await q.one<{ stock: number }>(sql`WITH taken AS (
      UPDATE prd_calendar SET stock = stock - ${o.n}, sold = sold + ${o.n}, update_time = now()
       WHERE tenant_id = ${tenantId} AND sku_id = ${o.skuId} AND play_date = ${o.date} AND stock >= ${o.n}
      RETURNING stock)
    INSERT INTO prd_stock_record (tenant_id, product_id, sku_id, play_date, change, stock_after, reason, order_id, create_user)
    SELECT ${tenantId}, ${o.productId}, ${o.skuId}, ${o.date}, ${-o.n}, stock, 'order', ${o.orderId}, ${o.userId} FROM taken
    RETURNING stock_after AS stock`);
  return row ?? null;
}

/** Give n tickets back. Callers guard it with a state transition, so it runs once per ticket. */
export async function returnStock(
  q: Queryable,
  tenantId: string,
  o: { productId: string; skuId: string; date: string; n: number; reason: 'cancel' | 'close' | 'refund' | 'reschedule'; orderId: string; userId?: string | null },
): Promise<void> {
  if (o.n <= 0) return;
  const row = await q.one<{ stock: number }>(sql`UPDATE prd_calendar SET stock = stock + ${o.n}, sold = greatest(sold - ${o.n}, 0), update_time = now()
    WHERE tenant_id = ${tenantId} AND sku_id = ${o.skuId} AND play_date = ${o.date} RETURNING stock`);
  if (row) await stockRecord(q, tenantId, { ...o, change: o.n, stockAfter: row.stock });
}

export async function stockRecord(
  q: Queryable,
  tenantId: string,
  o: { productId: string; skuId: string; date: string; change: number; stockAfter: number; reason: string; orderId?: string | null; userId?: string | null },
): Promise<void> {
  await q.query(sql`INSERT INTO prd_stock_record (tenant_id, product_id, sku_id, play_date, change, stock_after, reason, order_id, create_user)
    VALUES (${tenantId}, ${o.productId}, ${o.skuId}, ${o.date}, ${o.change}, ${o.stockAfter}, ${o.reason}, ${o.orderId ?? null}, ${o.userId ?? null})`);
}

/** Set price and stock of dates (the merchant's calendar edit); each change is recorded. */
export async function setCalendar(
  q: Queryable,
  tenantId: string,
  o: { productId: string; skuId: string; dates: string[]; price: number; stock: number; userId: string | null },
): Promise<number> {
  let n = 0;
  for (const date of o.dates) {
    const row = await q.one<{ stock: number; old: number | null }>(sql`WITH old AS (
        SELECT stock FROM prd_calendar WHERE tenant_id = ${tenantId} AND sku_id = ${o.skuId} AND play_date = ${date} FOR UPDATE)
      INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock) VALUES (${tenantId}, ${o.skuId}, ${date}, ${o.price}, ${o.stock})
      ON CONFLICT (tenant_id, sku_id, play_date) DO UPDATE SET price = EXCLUDED.price, stock = EXCLUDED.stock, update_time = now()
      RETURNING stock, (SELECT stock FROM old) AS old`);
    const change = row!.stock - (row!.old ?? 0);
    if (change !== 0) await stockRecord(q, tenantId, { productId: o.productId, skuId: o.skuId, date, change, stockAfter: row!.stock, reason: 'set', userId: o.userId });
    n++;
  }
  // The list price is the lowest selling price of the future calendar.
  await q.query(sql`UPDATE prd_product p SET price = coalesce((SELECT min(c.price) FROM prd_calendar c JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
      WHERE c.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0 AND c.play_date >= current_date), p.price)
    WHERE p.tenant_id = ${tenantId} AND p.id = ${o.productId}`);
  return n;
}

/** Today's date in China, where the tickets are used. */
export function chinaToday(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Can this date be booked under the product's weekday and disabled-date rules? */
export function dateAllowed(p: { weekly: string; dis_date: string }, date: string): boolean {
  const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
  const allowed = p.weekly.split(',').filter(Boolean).map(Number);
  if (!allowed.includes(wd)) return false;
  return !p.dis_date.split(',').map((s) => s.trim()).includes(date);
}
