import type { z } from 'zod';
import { GOODS_MSG, GOODS_PERMS, chinaToday, type LineRow, type lineForm, type lineQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { isRefusal } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { guardSave } from '../shared.ts';
import * as catalogue from '../catalogue/service.ts';
import * as repo from './repo.ts';

/** 线路管理: travel lines with their itinerary days, meeting point and departures (price and stock per date). */

async function withDates(db: Scoped, rows: LineRow[], from?: string): Promise<LineRow[]> {
  const dates = rows.length
    ? await repo.datesOf(
        db,
        rows.map((r) => String(r.id)),
        from,
      )
    : [];
  return rows.map((l) => {
    const mine = dates.filter((d) => d.lineId === String(l.id)).map(({ lineId: _, ...d }) => d);
    return { ...l, id: String(l.id), dates: mine, minPrice: mine.length ? Math.min(...mine.map((d) => d.price)) : null };
  });
}

export async function linePage(ctx: Ctx, q: z.output<typeof lineQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: await withDates(ctx.data, p.records, chinaToday()) };
}
export async function findLine(db: Scoped, id: string, from?: string) {
  const r = await db.find(repo.LINE, id);
  return r ? (await withDates(db, [toApi<LineRow>(r)], from))[0] : undefined;
}
export async function lineDetail(db: Scoped, id: string) {
  const l = await findLine(db, id);
  if (!l) throw notFound();
  return l;
}

export async function submitLine(ctx: Ctx, f: z.output<typeof lineForm>) {
  await guardSave(ctx, f.id, GOODS_PERMS.line);
  const { dates, ...line } = f;
  const row = { ...line, itinerary: JSON.stringify(line.itinerary) };
  const saved = f.id ? await ctx.data.update<LineRow>(repo.LINE, f.id, row) : await ctx.data.insert<LineRow>(repo.LINE, row);
  const id = String(saved.id);
  for (const d of dates) await repo.upsertDate(ctx.data, id, d);
  await repo.dropDates(
    ctx.data,
    id,
    dates.map((d) => d.day),
  );
  await catalogue.recordChange(ctx, 'line', id, `${f.id ? '修改' : '新增'}线路「${f.name}」, ${dates.length}个出发日期`);
  return lineDetail(ctx.data, id);
}

export async function removeLines(ctx: Ctx, ids: string[]) {
  if ((await repo.onShelfAmong(ctx.data, ids)).length) throw bad(GOODS_MSG.onShelfFirstOff);
  return ctx.data.remove(repo.LINE, ids);
}

export async function shelveLines(ctx: Ctx, ids: string[], status: number) {
  const moved = await repo.setShelf(ctx.data, ids, status);
  for (const m of moved) await catalogue.recordChange(ctx, 'line', String(m.id), status === 1 ? '上架' : '下架');
  return moved.length;
}

export const departureOf = repo.dateOf;
export async function takeDeparture(db: Scoped, dateId: string, n: number) {
  try {
    return await repo.take(db, dateId, n);
  } catch (e) {
    throw isRefusal(e) ? bad(GOODS_MSG.stockNotEnough) : e;
  }
}
export const returnDeparture = repo.giveBack;
export const departureOptions = (db: Scoped) => repo.options(db, chinaToday());
export const departureNames = repo.names;
