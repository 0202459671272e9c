import type { z } from 'zod';
import type { SeeFilmSettings, seeFilmForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

/** 观影设置: how long seats are held unpaid, seats per order, the refund cutoff and the sale's stop before the start. */

export const settingsOf = (db: Scoped) => repo.read(db);
export const get = (ctx: Ctx) => repo.read(ctx.data);
export async function submit(ctx: Ctx, f: z.output<typeof seeFilmForm>): Promise<SeeFilmSettings> {
  await repo.write(ctx.data, f);
  return repo.read(ctx.data);
}
export const overdueHolds = repo.overdueHolds;
