import { MSG, ORDER_STATUS } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { chinaToday, dateAllowed, returnStock, takeStock } from '../../product/index.ts';
import { lockOrder, orderLog, productRules, type Actor } from '../orders/service.ts';
import * as repo from './repo.ts';

/**
 * Move the unused guests of a paid order (8003 / 8821) to another play date. The order row is locked
 * and its play date changed by a conditional UPDATE, so the old date gets its stock back exactly once;
 * the new date's stock is taken by the same single conditional statement as a purchase.
 */
export async function reschedule(db: Scoped, orderId: string, toDate: string, actor: Actor) {
  const o = await lockOrder(db, orderId);
  const status = Number(o.order_status);
  if (status !== ORDER_STATUS.CONFIRMING && status !== ORDER_STATUS.TO_BE_USED) throw bad(MSG.coRescheduleState);
  // A seckill order's units are not the calendar's: it keeps its date.
  if (o.calendar_stock === false) throw bad(MSG.coRescheduleState);
  const fromDate = String(o.play_date);
  if (toDate === fromDate) throw bad(MSG.coRescheduleSameDate);
  if (toDate < chinaToday()) throw bad(MSG.coDatePast);
  const p = await productRules(db, o.product_id);
  if (!p || !dateAllowed(p, toDate)) throw bad(MSG.coDateNotBookable);
  const n = await repo.countUnused(db, o.id);
  if (n === 0) throw bad(MSG.coRescheduleNoTicket);
  // A date without a calendar row is not on sale; whether its stock suffices is decided by takeStock.
  if (!(await repo.hasCalendarDay(db, o.sku_id, toDate))) throw bad(MSG.coDateNotBookable);
  if (!(await repo.movePlayDate(db, o.id, fromDate, toDate, status, actor.userId))) throw bad(MSG.coRescheduleState);
  const content = `改期 ${fromDate} → ${toDate}, ${n}张`;
  await orderLog(db, o.id, 'reschedule', 'reschedule', status, status, content, actor);
  await orderLog(db, o.id, 'operate', 'reschedule', status, status, `${actor.name}${content}`, actor);
  const stock = { productId: String(o.product_id), skuId: String(o.sku_id), n, orderId: String(o.id) };
  await returnStock(db.q, db.tenantId, { ...stock, date: fromDate, reason: 'reschedule', userId: actor.userId });
  // Last, so the new date's row is held only until commit; a refusal rolls everything back.
  await takeStock(db.q, db.tenantId, { ...stock, date: toDate, userId: actor.userId });
  return { orderId: String(o.id), fromDate, toDate, quantity: n };
}

/** Move a kind's order date (a new check-in) while it stays in the state read; false when it moved meanwhile. */
export const moveKindDate = async (db: Scoped, id: string, to: string, status: number, userId: string | null) =>
  !!(await repo.moveKindPlayDate(db, id, to, status, userId));
