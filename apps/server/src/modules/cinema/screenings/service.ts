import type { z } from 'zod';
import { CINEMA_MSG as M, type ScreeningRow, type SeatMap, type screeningForm, type screeningQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import * as films from '../films/service.ts';
import { drawMap, parseStart } from '../shared.ts';
import * as venues from '../venues/service.ts';
import * as repo from './repo.ts';

/**
 * 排片: a film in a hall from a start time for the film's length, at a price. Screenings of one hall
 * never overlap: the hall row is locked, then the overlap is looked for, then the row is written.
 */

const row = (s: repo.ScreeningFull): ScreeningRow => {
  const { layout: _l, filmPoster: _p, filmStatus: _f, cinemaStatus: _c, startsAt: _s, ...r } = s;
  return { ...r, price: Number(r.price), sold: Number(r.sold), held: Number(r.held), seatCount: Number(r.seatCount) };
};

export async function page(ctx: Ctx, q: z.output<typeof screeningQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map(row) };
}
export async function full(db: Scoped, id: string) {
  const s = await repo.one(db, id);
  if (!s) throw notFound();
  return s;
}

export async function submit(ctx: Ctx, f: z.output<typeof screeningForm>): Promise<ScreeningRow> {
  const film = await films.one(ctx.data, f.filmId).catch(() => {
    throw bad(M.filmRequired);
  });
  if (Number(film.filmStatus) !== 1) throw bad(M.filmOff);
  const hall = await venues.lockHall(ctx.data, f.hallId);
  const start = parseStart(f.startTime);
  const end = new Date(start.getTime() + Number(film.duration) * 60_000);
  if (f.id) {
    const old = await full(ctx.data, f.id);
    const moved = old.hallId !== f.hallId || old.filmId !== f.filmId || old.startTime !== f.startTime.slice(0, 16).replace('T', ' ');
    if (moved && (await repo.seatsTaken(ctx.data, [f.id]))) throw bad(M.screeningSold);
  }
  if (await repo.overlapping(ctx.data, f.hallId, start, end, f.id ?? null)) throw bad(M.screeningOverlap);
  const data = {
    filmId: f.filmId,
    hallId: f.hallId,
    cinemaId: hall.cinemaId,
    startTime: start,
    endTime: end,
    price: f.price,
    language: f.language || '国语',
  };
  const saved = f.id
    ? await ctx.data.update<{ id: unknown }>(repo.SCREENING, f.id, data)
    : await ctx.data.insert<{ id: unknown }>(repo.SCREENING, data);
  return row(await full(ctx.data, String(saved.id)));
}

export async function remove(ctx: Ctx, ids: string[]) {
  if (await repo.seatsTaken(ctx.data, ids)) throw bad(M.screeningSold);
  return ctx.data.remove(repo.SCREENING, ids);
}
export const setStatus = (ctx: Ctx, ids: string[], status: number) => repo.setStatus(ctx.data, ids, status);

/** The drawn seat map; `withOrders`: each taken seat names its order (back office only). */
export async function seatMap(db: Scoped, id: string, withOrders: boolean): Promise<SeatMap & { full: repo.ScreeningFull }> {
  const s = await full(db, id);
  const taken = new Map(
    (await repo.takenSeats(db, id)).map((t) => [
      `${t.seat_row}-${t.seat_col}`,
      { state: Number(t.seat_state), ...(withOrders && t.order_no ? { orderNo: t.order_no } : {}) },
    ]),
  );
  return { screening: row(s), rows: drawMap(s.layout, taken), full: s };
}
export const onSale = repo.onSale;
/** The screening, or undefined (another tenant's or removed). */
export const find = (db: Scoped, id: string) => repo.one(db, id);
