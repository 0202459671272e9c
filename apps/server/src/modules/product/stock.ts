import { MSG } from '@yym/contract';
import { isRefusal, type Queryable } from '../../platform/db.ts';
import { bad } from '../../platform/errors.ts';
import { tenantData } from '../../platform/repo.ts';
import * as calendar from './repo/calendar.ts';
export { chinaToday } from '../../platform/time.ts';

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
