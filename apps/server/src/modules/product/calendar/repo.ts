import type { z } from 'zod';
import type { CalendarCell, SkuStockOfDate, stockRecordQuery } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

// Stock of one sku on one date is only ever changed by single conditional statements inside the
// caller's transaction, so concurrent buyers can never take more than there is.

/**
 * Take n tickets: one UPDATE that succeeds only while enough is left, with its stock record written by
 * the same statement. Answers the stock left; when there is not enough the statement fails
 * (`yym_refuse`), so its transaction cannot commit.
 */
export const takeStock = (
  db: Scoped,
  o: { productId: string; skuId: string; date: string; n: number; orderId: string; userId: string | null },
) =>
  db.one<{ stock: number }>(sql`WITH taken AS (
      UPDATE prd_calendar SET stock = stock - ${o.n}, sold = sold + ${o.n}, update_time = now()
       WHERE ${db.tenant()} AND sku_id = ${o.skuId} AND play_date = ${o.date} AND stock >= ${o.n}
      RETURNING stock),
    recorded AS (
      INSERT INTO prd_stock_record (tenant_id, product_id, sku_id, play_date, change, stock_after, reason, order_id, create_user)
      SELECT ${db.tenantId}, ${o.productId}, ${o.skuId}, ${o.date}, ${-o.n}, stock, 'order', ${o.orderId}, ${o.userId} FROM taken
      RETURNING stock_after)
    SELECT stock_after AS stock FROM recorded
    UNION ALL SELECT yym_refuse('not enough stock') WHERE NOT EXISTS (SELECT 1 FROM taken)`);

export const giveBack = (db: Scoped, o: { skuId: string; date: string; n: number }) =>
  db.one<{ stock: number }>(sql`UPDATE prd_calendar
    SET stock = stock + ${o.n}, sold = greatest(sold - ${o.n}, 0), update_time = now()
    WHERE ${db.tenant()} AND sku_id = ${o.skuId} AND play_date = ${o.date} RETURNING stock`);

export async function insertStockRecord(
  db: Scoped,
  o: {
    productId: string;
    skuId: string;
    date: string;
    change: number;
    stockAfter: number;
    reason: string;
    orderId?: string | null;
    userId?: string | null;
  },
): Promise<void> {
  await db.query(sql`INSERT INTO prd_stock_record (tenant_id, product_id, sku_id, play_date, change, stock_after, reason, order_id, create_user)
    VALUES (${db.tenantId}, ${o.productId}, ${o.skuId}, ${o.date}, ${o.change}, ${o.stockAfter}, ${o.reason}, ${o.orderId ?? null}, ${o.userId ?? null})`);
}

/** Set price and stock of one date; answers the stock now and before (null: a new date). */
export const upsertDate = (db: Scoped, skuId: string, date: string, price: number, stock: number) =>
  db.one<{ stock: number; old: number | null }>(sql`WITH old AS (
      SELECT stock FROM prd_calendar WHERE ${db.tenant()} AND sku_id = ${skuId} AND play_date = ${date} FOR UPDATE)
    INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock) VALUES (${db.tenantId}, ${skuId}, ${date}, ${price}, ${stock})
    ON CONFLICT (tenant_id, sku_id, play_date) DO UPDATE SET price = EXCLUDED.price, stock = EXCLUDED.stock, update_time = now()
    RETURNING stock, (SELECT stock FROM old) AS old`);

/** The list price is the lowest selling price of the future calendar. */
export async function refreshListPrice(db: Scoped, productId: string): Promise<void> {
  await db.query(sql`UPDATE prd_product p SET price = coalesce((SELECT min(c.price) FROM prd_calendar c JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
      WHERE c.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0 AND c.play_date >= current_date), p.price)
    WHERE ${db.tenant('p')} AND p.id = ${productId}`);
}

/** Price/stock rows of a product's skus between two dates. */
export async function productCalendar(db: Scoped, productId: string, from: string, to: string) {
  return toApiRows<CalendarCell>(
    await db.query(sql`SELECT c.sku_id, c.play_date, c.price, c.stock, c.sold FROM prd_calendar c
      JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
    WHERE ${db.tenant('c')} AND s.product_id = ${productId} AND s.is_deleted = 0 AND c.play_date BETWEEN ${from} AND ${to} ORDER BY c.play_date`),
  );
}

/** Does any sku of the product have a calendar row (what an on-shelf move needs)? */
export async function hasCalendar(db: Scoped, productId: string): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM prd_sku s JOIN prd_calendar c ON c.tenant_id = s.tenant_id AND c.sku_id = s.id
    WHERE ${db.tenant('s')} AND s.product_id = ${productId} AND s.is_deleted = 0 LIMIT 1`));
}

/** Copy a sku's calendar from today on to another sku. */
export async function copyCalendar(db: Scoped, fromSkuId: string, toSkuId: string): Promise<void> {
  await db.query(sql`INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock)
    SELECT tenant_id, ${toSkuId}, play_date, price, stock FROM prd_calendar WHERE ${db.tenant()} AND sku_id = ${fromSkuId} AND play_date >= current_date`);
}

/** Each sku of the product with its price and stock on one date. */
export async function stockOfDate(db: Scoped, productId: string, date: string) {
  return toApiRows<SkuStockOfDate>(
    await db.query(sql`SELECT s.id AS sku_id, s.name AS sku_name, c.price, c.stock
    FROM prd_sku s LEFT JOIN prd_calendar c ON c.tenant_id = s.tenant_id AND c.sku_id = s.id AND c.play_date = ${date}
    WHERE ${db.tenant('s')} AND s.product_id = ${productId} AND s.is_deleted = 0 ORDER BY s.sort, s.id`),
  );
}

/** Lowest price and total stock of the product's skus (or one sku) per date. */
export const dailyCalendar = (db: Scoped, productId: string, from: string, to: string, skuId?: string) =>
  db.query<{ play_date: string; price: string; stock: string }>(sql`SELECT c.play_date, min(c.price) AS price, sum(c.stock) AS stock
    FROM prd_calendar c JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
    WHERE ${db.tenant('c')} AND s.product_id = ${productId} AND s.is_deleted = 0 AND c.play_date BETWEEN ${from} AND ${to}
      ${skuId ? sql`AND s.id = ${skuId}` : sql.empty}
    GROUP BY c.play_date`);

/** The calendar rows of skus on dates; `lock` holds them (one lock order: two batches never deadlock). */
export const calendarCells = (db: Scoped, skuIds: string[], dates: string[], lock: boolean) =>
  db.query<{
    sku_id: string;
    play_date: string;
    price: string;
    stock: number;
    sold: number;
  }>(sql`SELECT sku_id, play_date, price, stock, sold
    FROM prd_calendar WHERE ${db.tenant()} AND sku_id = ANY(${skuIds}::bigint[]) AND play_date = ANY(${dates}::date[])
    ORDER BY sku_id, play_date ${lock ? sql`FOR UPDATE` : sql.empty}`);

/** One conditional statement: the free stock becomes total - sold, only where that is not negative. */
export const batchUpdate = (db: Scoped, cells: { skuId: string; date: string }[], price: number | null, stock: number | null) =>
  db.query<{ sku_id: string; play_date: string; stock: number }>(sql`UPDATE prd_calendar c
    SET price = coalesce(${price}::bigint, c.price), stock = CASE WHEN ${stock}::int IS NULL THEN c.stock ELSE ${stock}::int - c.sold END, update_time = now()
    FROM unnest(${cells.map((u) => u.skuId)}::bigint[], ${cells.map((u) => u.date)}::date[]) AS x(sku_id, play_date)
    WHERE ${db.tenant('c')} AND c.sku_id = x.sku_id AND c.play_date = x.play_date AND (${stock}::int IS NULL OR c.sold <= ${stock}::int)
    RETURNING c.sku_id, c.play_date, c.stock`);

export async function batchInsert(db: Scoped, cells: { skuId: string; date: string }[], price: number, stock: number): Promise<void> {
  await db.query(sql`INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock)
    SELECT ${db.tenantId}, x.sku_id, x.play_date, ${price}::bigint, ${stock}::int
    FROM unnest(${cells.map((u) => u.skuId)}::bigint[], ${cells.map((u) => u.date)}::date[]) AS x(sku_id, play_date)`);
}

export async function batchStockRecords(
  db: Scoped,
  productId: string,
  changes: { skuId: string; date: string; change: number; after: number }[],
) {
  await db.query(sql`INSERT INTO prd_stock_record (tenant_id, product_id, sku_id, play_date, change, stock_after, reason, create_user)
    SELECT ${db.tenantId}, ${productId}, x.sku_id, x.play_date, x.change, x.after, 'batch', ${db.userId}
    FROM unnest(${changes.map((c) => c.skuId)}::bigint[], ${changes.map((c) => c.date)}::date[], ${changes.map((c) => c.change)}::int[],
      ${changes.map((c) => c.after)}::int[]) AS x(sku_id, play_date, change, after)`);
}

/** Stock records with product and sku names, newest first. */
export const stockRecords = (db: Scoped, q: z.output<typeof stockRecordQuery>, limit: number, offset: number) =>
  db.query(sql`SELECT r.*, p.name AS product_name,
    s.name AS sku_name FROM prd_stock_record r LEFT JOIN prd_product p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
    LEFT JOIN prd_sku s ON s.tenant_id = r.tenant_id AND s.id = r.sku_id
  WHERE ${sql.and([
    db.tenant('r'),
    q.productId && sql`r.product_id = ${q.productId}`,
    q.skuId && sql`r.sku_id = ${q.skuId}`,
    q.reason && sql`r.reason = ${q.reason}`,
    q.startDate && sql`r.play_date >= ${q.startDate}`,
    q.endDate && sql`r.play_date <= ${q.endDate}`,
  ])}
  ORDER BY r.id DESC LIMIT ${limit} OFFSET ${offset}`);
