import type { z } from 'zod';
import type { apiLogQuery, browserErrors } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './repo.ts';

export const apiLogPage = (ctx: Ctx, q: z.output<typeof apiLogQuery>) => repo.apiLogPage(ctx.data, q);

export async function apiLogDetail(ctx: Ctx, id: string) {
  const row = await repo.apiLogById(ctx.data, id);
  if (!row) throw notFound();
  return row;
}

/** What the user's browser caught, sent from the shell's error-log dialog; answers how many were kept. */
export async function uploadErrors(ctx: Ctx, errors: z.output<typeof browserErrors>): Promise<number> {
  await repo.insertErrors(ctx.data, ctx.requireUser().account, errors);
  return errors.length;
}

export const errorLogPage = (ctx: Ctx, q: { current: number; size: number }) => repo.errorLogPage(ctx.data, q);
