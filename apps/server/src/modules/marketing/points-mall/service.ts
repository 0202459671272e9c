import type { z } from 'zod';
import type { IntegralItemRow, integralItemForm, integralItemUpdate } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import * as repo from './repo.ts';

/**
 * 积分商城: integral items and their exchange. An exchange spends the customer's points through the
 * members' append-only ledger (which locks the customer and refuses a short balance) and takes the
 * item's stock with one conditional UPDATE, in the customer's one transaction: a refusal writes nothing.
 */
type Item = IntegralItemRow;
export const present = (r: Record<string, unknown>) => ({ ...r, pointsPrice: Number(r.pointsPrice) }) as Item;

export const itemPage = async (ctx: Ctx, q: Parameters<typeof repo.itemPage>[1]) => {
  const p = await repo.itemPage(ctx.data, q);
  return { ...p, records: p.records.map(present) };
};
export const itemList = async (ctx: Ctx, name?: string) => (await repo.onShelf(ctx.data, name)).map(present);
export const itemDetail = async (ctx: Ctx, id: string) => present(await ctx.data.get(repo.ITEM, id));
export const itemSave = async (ctx: Ctx, f: z.output<typeof integralItemForm>) => present(await ctx.data.insert(repo.ITEM, f));
export const itemUpdate = async (ctx: Ctx, f: z.output<typeof integralItemUpdate>) => present(await ctx.data.update(repo.ITEM, f.id, f));
export const itemRemove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.ITEM, ids);
export const records = (ctx: Ctx, q: Parameters<typeof repo.exchangePage>[1]) => repo.exchangePage(ctx.data, q);
