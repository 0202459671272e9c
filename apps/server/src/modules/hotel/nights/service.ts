import type { z } from 'zod';
import {
  HOTEL_MSG,
  MSG,
  type NightCell,
  type RoomBoard,
  type boardQuery,
  type nightBatchForm,
  type nightForm,
  type stockDetailQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { addDays, chinaToday, datesBetween } from '../../../platform/time.ts';
import * as catalog from '../catalog/service.ts';
import * as repo from './repo.ts';

/** Nightly price and stock: the room status board, the cell and batch edits, a plan's stock detail. */

const DAY = 86_400_000;
export const nightsBetween = (checkIn: string, checkOut: string) => Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY);

const cell = (n: repo.NightRow): NightCell => ({ night: n.night, price: Number(n.price), stock: n.stock, sold: n.sold });

export async function board(ctx: Ctx, q: z.output<typeof boardQuery>): Promise<RoomBoard> {
  const hotel = await catalog.hotelDetail(ctx, q.hotelId);
  const start = q.startDate ?? chinaToday();
  const dates = datesBetween(start, addDays(start, q.days - 1));
  const plans = await catalog.plansOfHotel(ctx.data, q.hotelId);
  const nights = plans.length
    ? await repo.nightsOf(
        ctx.data,
        plans.map((p) => String(p.id)),
        dates[0]!,
        dates[dates.length - 1]!,
      )
    : [];
  const byPlan = new Map<string, Record<string, NightCell>>();
  for (const n of nights) {
    const m = byPlan.get(String(n.plan_id)) ?? {};
    m[n.night] = cell(n);
    byPlan.set(String(n.plan_id), m);
  }
  return {
    hotelId: String(hotel.id),
    hotelName: hotel.name,
    dates,
    rows: plans.map((p) => ({
      planId: String(p.id),
      planName: p.name,
      roomTypeId: String(p.room_type_id),
      roomTypeName: p.room_type_name,
      shelfStatus: Number(p.shelf_status),
      nights: byPlan.get(String(p.id)) ?? {},
    })),
  };
}

export async function stockDetail(ctx: Ctx, q: z.output<typeof stockDetailQuery>) {
  const p = await catalog.planWithNames(ctx.data, q.planId);
  if (!p) throw notFound();
  const from = q.startDate ?? chinaToday();
  const to = q.endDate ?? addDays(from, 29);
  if (to < from) throw bad(MSG.coBatchRangeInvalid);
  const nights = await repo.nightsOf(ctx.data, [q.planId], from, to);
  return { planId: String(p.id), planName: p.name, roomTypeName: p.room_type_name, nights: nights.map(cell) };
}

/**
 * Set nights of plans (all of them or none): a night already sold above the new stock refuses the
 * whole change with its date, plan and sold count.
 */
export async function setNights(db: Scoped, planIds: string[], dates: string[], price?: number, stock?: number) {
  const plans = await catalog.plansIn(db, planIds);
  if (plans.length !== new Set(planIds).size) throw notFound();
  const done = await repo.upsertNights(db, [...new Set(planIds)], dates, price, stock);
  if (done.length !== plans.length * dates.length) {
    const over = stock === undefined ? null : await repo.soldAbove(db, planIds, dates, stock);
    throw bad(over ? HOTEL_MSG.stockBelowSold(over.night, over.name, over.sold) : MSG.coStockNotEnough);
  }
  return done.length;
}

export const saveNight = (ctx: Ctx, f: z.output<typeof nightForm>) => setNights(ctx.data, [f.planId], [f.night], f.price, f.stock);

export async function batchNights(ctx: Ctx, f: z.output<typeof nightBatchForm>) {
  if (f.price === undefined && f.stock === undefined) throw bad(MSG.coBatchNothing);
  if (f.endDate < f.startDate) throw bad(MSG.coBatchRangeInvalid);
  if (nightsBetween(f.startDate, f.endDate) > 365) throw bad(MSG.coBatchRangeTooLong);
  const dates = datesBetween(f.startDate, f.endDate, f.weekdays);
  if (!dates.length) throw bad(MSG.coBatchNoDates);
  return setNights(ctx.data, f.planIds, dates, f.price, f.stock);
}

/** The stock path of a stay (the hotel orders' booking, cancellation and reschedule) and the supplier pull's nights. */
export { returnNights, stayNights, takeNights, upsertNights } from './repo.ts';

/** A bundle's hotel part: `rooms` of one night taken in one conditional statement (false: not enough left). */
export const takeNight = async (db: Scoped, planId: string, night: string, rooms: number) =>
  (await repo.takeNights(db, planId, night, addDays(night, 1), 1, rooms)).length === 1;
export { plansOnNight, returnNight } from './repo.ts';
