import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './repo/product.ts';

// What the areas around products (scenic spots, catalogue, distribution) ask of them.

/** Does a product of the tenant point at one of these scenic spots / categories? */
export const productsUsePoi = (ctx: Ctx, poiIds: string[]) => repo.anyProductWith(ctx.data, 'poi_id', poiIds);
export const productsUseCategory = (ctx: Ctx, classifyIds: string[]) => repo.anyProductWith(ctx.data, 'classify_id', classifyIds);

/** Move a category's products (all, or those given) to another; answers how many moved. */
export const moveCategory = (ctx: Ctx, fromId: string, toId: string, productIds?: string[]) =>
  repo.moveCategory(ctx.data, fromId, toId, productIds);

/** How many products use each spec template, and the page of those using one. */
export async function specUsage(ctx: Ctx, specIds: string[]): Promise<Map<string, number>> {
  return new Map((await repo.specUsage(ctx.data, specIds)).map((u) => [String(u.spec_id), u.n]));
}
export const specProductPage = (ctx: Ctx, q: { id: string; name?: string; current: number; size: number }) =>
  repo.specProductPage(ctx.data, q);

/** Products of the caller's tenant (id, name, dis_model, shelf_status); all must exist. */
export async function tenantProducts(ctx: Ctx, ids: string[]) {
  const rows = await repo.productsAmong(ctx.data, ids);
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** Set the distribution model and/or price rule of products. */
export const setDistribution = (ctx: Ctx, ids: string[], cols: { disModel?: number; disPriceType?: number; disPriceValue?: number }) =>
  repo.setDistributionColumns(ctx.data, ids, cols);
