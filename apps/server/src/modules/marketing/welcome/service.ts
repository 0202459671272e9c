import type { z } from 'zod';
import type { WelcomeRow, welcomeForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from './repo.ts';

/** Welcome pages (欢迎页): the picture the storefront shows first; at most one is enabled. */
export const page = (ctx: Ctx, q: { name?: string; current: number; size: number }) =>
  ctx.data.page<WelcomeRow>(repo.WELCOME, { where: [repo.like('name', q.name)], current: q.current, size: q.size });
export const detail = (ctx: Ctx, id: string) => ctx.data.get<WelcomeRow>(repo.WELCOME, id);
export const save = (ctx: Ctx, f: z.output<typeof welcomeForm>) =>
  f.id ? ctx.data.update<WelcomeRow>(repo.WELCOME, f.id, f) : ctx.data.insert<WelcomeRow>(repo.WELCOME, f);
export const remove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.WELCOME, ids);

/** Enable one (the tenant's others go off first) or disable it. */
export async function enable(ctx: Ctx, id: string, flag: number) {
  await ctx.data.get(repo.WELCOME, id);
  if (flag === 1) await repo.welcomeOthersOff(ctx.data, id);
  const row = await repo.setWelcomeFlag(ctx.data, id, flag);
  if (!row) throw notFound();
  return row as WelcomeRow;
}
