import type { z } from 'zod';
import { GOODS_MSG, GOODS_PERMS, centsToYuan, type FoodRow, type foodForm, type foodQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { isRefusal } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { guardSave } from '../shared.ts';
import * as catalogue from '../catalogue/service.ts';
import * as repo from './repo.ts';

/** 美食管理: restaurant vouchers and set meals, sold with their own stock and redeemed at the restaurant. */

export async function foodPage(ctx: Ctx, q: z.output<typeof foodQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map(repo.asFood) };
}
export async function findFood(db: Scoped, id: string) {
  const r = await db.find(repo.FOOD, id);
  return r ? repo.asFood(toApi<FoodRow>(r)) : undefined;
}
export async function foodDetail(db: Scoped, id: string) {
  const f = await findFood(db, id);
  if (!f) throw notFound();
  return f;
}

export async function submitFood(ctx: Ctx, f: z.output<typeof foodForm>) {
  await guardSave(ctx, f.id, GOODS_PERMS.food);
  const row = f.id ? await ctx.data.update<FoodRow>(repo.FOOD, f.id, f) : await ctx.data.insert<FoodRow>(repo.FOOD, f);
  const id = String(row.id);
  await catalogue.recordChange(ctx, 'food', id, `${f.id ? '修改' : '新增'}美食「${f.name}」¥${centsToYuan(f.price)} 库存${f.stock}`);
  return foodDetail(ctx.data, id);
}

export async function removeFood(ctx: Ctx, ids: string[]) {
  if ((await repo.onShelfAmong(ctx.data, ids)).length) throw bad(GOODS_MSG.onShelfFirstOff);
  return ctx.data.remove(repo.FOOD, ids);
}

export async function shelveFood(ctx: Ctx, ids: string[], status: number) {
  const moved = await repo.setShelf(ctx.data, ids, status);
  for (const m of moved) await catalogue.recordChange(ctx, 'food', String(m.id), status === 1 ? '上架' : '下架');
  return moved.length;
}

export async function takeFood(db: Scoped, id: string, n: number) {
  try {
    return await repo.take(db, id, n);
  } catch (e) {
    throw isRefusal(e) ? bad(GOODS_MSG.stockNotEnough) : e;
  }
}
export const returnFood = repo.giveBack;
export const foodOptions = repo.options;
export const foodNames = repo.names;

/** The storefront's food list (food items on shelf). */
export const shelfFood = (db: Scoped, current: number, size: number) => repo.shelfPage(db, current, size);
