import type { z } from 'zod';
import {
  GOODS_MSG,
  type ListProduct,
  type ProductListRow,
  type addProductQuery,
  type productListForm,
  type productListQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { scopedTo } from '../../order/index.ts';
import * as repo from './repo.ts';

/** 商品清单: named lists of goods, bundles, food and lines that the storefront's product-list blocks show. */

const asList = (r: ProductListRow): ProductListRow => ({ ...r, id: String(r.id), itemCount: r.items.length });

export async function listPage(ctx: Ctx, q: z.output<typeof productListQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map(asList) };
}
async function one(db: Scoped, id: string) {
  const r = await db.find(repo.LIST, id);
  if (!r) throw notFound();
  return asList(toApi<ProductListRow>(r));
}
export const listInfo = (ctx: Ctx, id: string) => one(ctx.data, id);
export const addableItems = (ctx: Ctx, q: z.output<typeof addProductQuery>) => repo.itemPage(ctx.data, q);

export async function saveList(ctx: Ctx, f: z.output<typeof productListForm>) {
  const found = await repo.itemsByKey(ctx.data, f.items);
  if (found.length !== new Set(f.items.map((i) => `${i.kind}:${i.id}`)).size) throw bad(GOODS_MSG.partMissing);
  const row = { ...f, items: JSON.stringify(f.items) };
  const saved = f.id ? await ctx.data.update<ProductListRow>(repo.LIST, f.id, row) : await ctx.data.insert<ProductListRow>(repo.LIST, row);
  return one(ctx.data, String(saved.id));
}

export async function deleteList(ctx: Ctx, id: string) {
  const n = await ctx.data.remove(repo.LIST, [id]);
  if (!n) throw notFound();
  return n;
}

/** The list's items in its order, on shelf only: what the storefront block shows (the link names the tenant). */
export async function listDetails(ctx: Ctx, id: string, tenantId: string): Promise<ListProduct[]> {
  const db = scopedTo(ctx.q, tenantId);
  const l = await one(db, id);
  const found = new Map((await repo.itemsByKey(db, l.items)).map((i) => [`${i.kind}:${i.id}`, i]));
  return l.items.map((i) => found.get(`${i.kind}:${i.id}`)).filter((i): i is ListProduct => !!i && i.shelfStatus === 1);
}
