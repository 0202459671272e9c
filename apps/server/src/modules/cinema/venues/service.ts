import type { z } from 'zod';
import {
  CINEMA_MSG as M,
  type CinemaHallRow,
  type CinemaRow,
  type cinemaForm,
  type cinemaQuery,
  type hallForm,
  type resQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { seatCount } from '../shared.ts';
import * as repo from './repo.ts';

/** 影院: cinemas (enabled or disabled) and their halls, each hall with its seat layout; cin-res lists the halls as resources. */

export const page = (ctx: Ctx, q: z.output<typeof cinemaQuery>) => repo.page(ctx.data, q);
export async function one(db: Scoped, id: string): Promise<CinemaRow> {
  const c = await repo.one(db, id);
  if (!c) throw notFound();
  return c;
}
export async function save(ctx: Ctx, f: z.output<typeof cinemaForm>, mode: 'add' | 'edit') {
  const row = { ...f, address: f.address ?? '', phone: f.phone ?? '', cover: f.cover ?? '', remark: f.remark ?? '' };
  if (mode === 'edit') {
    if (!f.id) throw notFound();
    await ctx.data.update(repo.CINEMA, f.id, row);
    return one(ctx.data, f.id);
  }
  const c = await ctx.data.insert<{ id: unknown }>(repo.CINEMA, row);
  return one(ctx.data, String(c.id));
}
export async function remove(ctx: Ctx, ids: string[]) {
  if (await repo.upcomingIn(ctx.data, 'cinema_id', ids)) throw bad(M.cinemaInUse);
  return ctx.data.remove(repo.CINEMA, ids);
}
export const setStatus = (ctx: Ctx, ids: string[], status: number) => repo.setStatus(ctx.data, ids, status);

export async function halls(ctx: Ctx, cinemaId: string) {
  await one(ctx.data, cinemaId);
  return repo.halls(ctx.data, cinemaId);
}
export async function hallSubmit(ctx: Ctx, f: z.output<typeof hallForm>): Promise<CinemaHallRow> {
  await one(ctx.data, f.cinemaId);
  const row = {
    cinemaId: f.cinemaId,
    name: f.name,
    seatRows: f.layout.length,
    seatCols: f.layout[0]!.length,
    layout: JSON.stringify(f.layout),
    seatCount: seatCount(f.layout),
  };
  if (f.id) {
    const old = await hallOf(ctx.data, f.id);
    // A new layout would move the seats people hold: refused while a screening to come has seats taken.
    if (old.cinemaId !== f.cinemaId) throw notFound();
    if (JSON.stringify(old.layout) !== row.layout && (await repo.upcomingIn(ctx.data, 'hall_id', [f.id], true))) throw bad(M.layoutInUse);
    await ctx.data.update(repo.HALL, f.id, row);
    return hallOf(ctx.data, f.id);
  }
  const h = await ctx.data.insert<{ id: unknown }>(repo.HALL, row);
  return hallOf(ctx.data, String(h.id));
}
export async function hallRemove(ctx: Ctx, ids: string[]) {
  if (await repo.upcomingIn(ctx.data, 'hall_id', ids)) throw bad(M.hallInUse);
  return ctx.data.remove(repo.HALL, ids);
}

export async function hallOf(db: Scoped, id: string): Promise<CinemaHallRow> {
  const h = await repo.hall(db, id);
  if (!h) throw notFound();
  return h;
}
/** The hall locked for scheduling, in an enabled cinema. */
export async function lockHall(db: Scoped, id: string) {
  const h = await repo.lockHall(db, id);
  if (!h) throw bad(M.hallRequired);
  if (Number(h.cinemaStatus) !== 1) throw bad(M.cinemaOff);
  return h;
}
export const res = (ctx: Ctx, q: z.output<typeof resQuery>) => repo.res(ctx.data, q);
