import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { MSG, type StockRecordRow, type stockRecordQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { isRefusal, type Queryable } from '../../../platform/db.ts';
import { bad } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { toApiRows } from '../../../platform/rows.ts';
import * as calendar from './repo.ts';
export { chinaToday } from '../../../platform/time.ts';

/**
 * Stock of one sku on one date, for the order module: taken and given back by single conditional
 * statements inside the caller's transaction (`q`), in the tenant the caller names (jobs sweep all).
 */

/**
 * Take n tickets, its stock record written by the same statement; answers the stock left. When there
 * are not enough the statement itself fails (so its transaction cannot commit) and this rejects with
 * 库存不足. Callers run it last in the order's transaction, so the hot row stays locked only for this
 * statement and the commit; sent deferred (`q.defer`), the COMMIT goes out right behind it.
 */
export async function takeStock(
  q: Queryable,
  tenantId: string,
  o: { productId: string; skuId: string; date: string; n: number; orderId: string; userId: string | null },
): Promise<{ stock: number }> {
  try {
    return (await calendar.takeStock(tenantData(q, tenantId, o.userId), o))!;
  } catch (e) {
    throw isRefusal(e) ? bad(MSG.coStockNotEnough) : e;
  }
}

/** Give n tickets back. Callers guard it with a state transition, so it runs once per ticket. */
export async function returnStock(
  q: Queryable,
  tenantId: string,
  o: {
    productId: string;
    skuId: string;
    date: string;
    n: number;
    reason: 'cancel' | 'close' | 'refund' | 'reschedule';
    orderId: string;
    userId?: string | null;
  },
): Promise<void> {
  if (o.n <= 0) return;
  const db = tenantData(q, tenantId, o.userId ?? null);
  const row = await calendar.giveBack(db, o);
  if (row) await calendar.insertStockRecord(db, { ...o, change: o.n, stockAfter: row.stock });
}

/** Set price and stock of dates (the merchant's calendar edit); each change is recorded. */
export async function setCalendar(
  q: Queryable,
  tenantId: string,
  o: { productId: string; skuId: string; dates: string[]; price: number; stock: number; userId: string | null },
): Promise<number> {
  const db = tenantData(q, tenantId, o.userId);
  let n = 0;
  for (const date of o.dates) {
    const row = (await calendar.upsertDate(db, o.skuId, date, o.price, o.stock))!;
    const change = row.stock - (row.old ?? 0);
    if (change !== 0)
      await calendar.insertStockRecord(db, {
        productId: o.productId,
        skuId: o.skuId,
        date,
        change,
        stockAfter: row.stock,
        reason: 'set',
        userId: o.userId,
      });
    n++;
  }
  await calendar.refreshListPrice(db, o.productId);
  return n;
}

/** Can this date be booked under the product's weekday and disabled-date rules? */
export function dateAllowed(p: { weekly: string; dis_date: string }, date: string): boolean {
  const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
  const allowed = p.weekly.split(',').filter(Boolean).map(Number);
  if (!allowed.includes(wd)) return false;
  return !p.dis_date
    .split(',')
    .map((s) => s.trim())
    .includes(date);
}

// ---------------------------------------------------------------- stock records

type StockQuery = z.output<typeof stockRecordQuery>;

export async function stockRecordPage(ctx: Ctx, q: StockQuery) {
  const rows = toApiRows(await calendar.stockRecords(ctx.data, q, q.size + 1, (q.current - 1) * q.size));
  // Keyset-free cheap total: exact up to the current page plus one more.
  const total = (q.current - 1) * q.size + rows.length;
  return { records: rows.slice(0, q.size), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
}

export async function exportStockRecords(ctx: Ctx, q: StockQuery, reply: FastifyReply) {
  const rows = toApiRows<StockRecordRow>(await calendar.stockRecords(ctx.data, q, 50_000, 0));
  await sendXlsx(
    ctx,
    reply,
    '库存记录',
    [
      ['商品', 'productName'],
      ['票种', 'skuName'],
      ['日期', 'playDate', 'date'],
      ['变动', 'change', 'count'],
      ['变动后库存', 'stockAfter', 'count'],
      ['原因', 'reason'],
      ['订单ID', 'orderId'],
      ['时间', 'createTime', 'time'],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- the calendar as the other product sub-areas read and write it

/** Does any sku of the product have a calendar row (what an on-shelf move needs)? */
export const hasCalendar = (ctx: Ctx, productId: string) => calendar.hasCalendar(ctx.data, productId);
/** Copy a sku's calendar from today on to another sku. */
export const copyCalendar = (ctx: Ctx, fromSkuId: string, toSkuId: string) => calendar.copyCalendar(ctx.data, fromSkuId, toSkuId);
/** Price/stock rows of a product's skus between two dates. */
export const productCalendar = (ctx: Ctx, productId: string, from: string, to: string) =>
  calendar.productCalendar(ctx.data, productId, from, to);
/** Each sku of the product with its price and stock on one date. */
export const stockOfDate = (ctx: Ctx, productId: string, date: string) => calendar.stockOfDate(ctx.data, productId, date);
/** Lowest price and total stock of the product's skus (or one sku) per date (storefront: a named tenant's data). */
export const dailyCalendar = (db: Scoped, productId: string, from: string, to: string, skuId?: string) =>
  calendar.dailyCalendar(db, productId, from, to, skuId);

// The batch change (see inventory/): the cells are locked, changed by one conditional statement each
// way, their stock changes recorded, the list price refreshed.
export const calendarCells = (ctx: Ctx, skuIds: string[], dates: string[], lock: boolean) =>
  calendar.calendarCells(ctx.data, skuIds, dates, lock);
export const batchUpdate = (ctx: Ctx, cells: { skuId: string; date: string }[], price: number | null, stock: number | null) =>
  calendar.batchUpdate(ctx.data, cells, price, stock);
export const batchInsert = (ctx: Ctx, cells: { skuId: string; date: string }[], price: number, stock: number) =>
  calendar.batchInsert(ctx.data, cells, price, stock);
export const batchStockRecords = (ctx: Ctx, productId: string, changes: { skuId: string; date: string; change: number; after: number }[]) =>
  calendar.batchStockRecords(ctx.data, productId, changes);
export const refreshListPrice = (ctx: Ctx, productId: string) => calendar.refreshListPrice(ctx.data, productId);
