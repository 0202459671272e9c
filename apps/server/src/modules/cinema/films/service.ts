import type { z } from 'zod';
import { CINEMA_MSG as M, type FilmRow, type filmForm, type filmQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import * as repo from './repo.ts';

/** 影片: films with poster, length, score; on screen (1) or off (0); a film with screenings to come stays. */

export const page = (ctx: Ctx, q: z.output<typeof filmQuery>) => repo.page(ctx.data, q);
export async function one(db: Scoped, id: string): Promise<FilmRow> {
  const f = await repo.one(db, id);
  if (!f) throw notFound();
  return f;
}
export async function save(ctx: Ctx, f: z.output<typeof filmForm>, mode: 'add' | 'edit') {
  const row = {
    ...f,
    poster: f.poster ?? '',
    genre: f.genre ?? '',
    director: f.director ?? '',
    actors: f.actors ?? '',
    intro: f.intro ?? '',
    releaseDate: f.releaseDate ?? null,
  };
  if (mode === 'edit') {
    if (!f.id) throw notFound();
    await ctx.data.update(repo.FILM, f.id, row);
    return one(ctx.data, f.id);
  }
  const saved = await ctx.data.insert<{ id: unknown }>(repo.FILM, row);
  return one(ctx.data, String(saved.id));
}
export async function remove(ctx: Ctx, ids: string[]) {
  if (await repo.upcoming(ctx.data, ids)) throw bad(M.filmInUse);
  return ctx.data.remove(repo.FILM, ids);
}
export const setStatus = (ctx: Ctx, ids: string[], status: number) => repo.setStatus(ctx.data, ids, status);
