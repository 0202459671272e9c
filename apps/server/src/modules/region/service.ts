import type { z } from 'zod';
import { REGION_MSG, type zRegionForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, notFound } from '../../platform/errors.ts';
import * as repo from './repo.ts';

const ROOT = '00';

export const lazyTree = async (ctx: Ctx, parentCode: string) => repo.childrenAsNodes(ctx.data, parentCode);
export const lazyList = (ctx: Ctx, q: { parentCode: string; name?: string }) => repo.level(ctx.data, q.parentCode, q.name);
export const search = (ctx: Ctx, q: { name?: string; parentCode?: string }) => repo.search(ctx.data, q);

export async function detail(ctx: Ctx, code: string) {
  const row = await repo.byCode(ctx.data, code);
  if (!row) throw notFound();
  return row;
}

/** Add or update a region under an existing parent (its ancestors follow the parent's). */
export async function submit(ctx: Ctx, form: z.output<typeof zRegionForm>) {
  const parent = form.parentCode === ROOT ? { ancestors: '', code: ROOT } : await repo.byCode(ctx.data, form.parentCode);
  if (!parent) throw bad(REGION_MSG.parentMissing);
  const ancestors = parent.code === ROOT ? ROOT : `${parent.ancestors},${parent.code}`;
  await repo.upsert(ctx.data, { ...form, ancestors });
  return true;
}

export async function remove(ctx: Ctx, code: string) {
  if (await repo.hasChildren(ctx.data, code)) throw bad(REGION_MSG.removeChildrenFirst);
  if (!(await repo.remove(ctx.data, code))) throw notFound();
  return true;
}
