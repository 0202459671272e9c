import type { z } from 'zod';
import type { OneCodePassRow, oneCodePassForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { tenantProducts } from '../../product/index.ts';
import * as repo from './repo.ts';

/**
 * 一码通: a named group of the tenant's ticket products with a validity, so that one code admits to
 * all of them. Configuration only: issuing the codes and checking them at the gates are not built.
 */
async function withProducts(ctx: Ctx, rows: Row[]): Promise<OneCodePassRow[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.productIds as string[]) ?? []))];
  const names = new Map<string, string>();
  if (ids.length) for (const p of await productNames(ctx, ids)) names.set(String(p.id), p.name);
  return rows.map((r) => {
    const productIds = ((r.productIds as string[]) ?? []).map(String);
    return {
      ...r,
      productIds,
      products: productIds.map((id) => ({ id, name: names.get(id) ?? '(已删除的商品)' })),
    } as OneCodePassRow;
  });
}
/** Product names; products deleted since are left out (the pass shows them as deleted). */
const productNames = async (ctx: Ctx, ids: string[]) => {
  try {
    return await tenantProducts(ctx, ids);
  } catch {
    const out: { id: string; name: string }[] = [];
    for (const id of ids) out.push(...(await tenantProducts(ctx, [id]).catch(() => [])));
    return out;
  }
};

export async function page(ctx: Ctx, q: { name?: string; status?: number; current: number; size: number }) {
  const p = await repo.passPage(ctx.data, q);
  return { ...p, records: await withProducts(ctx, p.records) };
}
export async function detail(ctx: Ctx, id: string) {
  const r = await repo.passOne(ctx.data, id);
  if (!r) throw notFound();
  return (await withProducts(ctx, [r]))[0]!;
}
export async function submit(ctx: Ctx, f: z.output<typeof oneCodePassForm>) {
  if (!(await ctx.can(f.id ? 'one_code_pass_edit' : 'one_code_pass_add'))) throw forbidden();
  // Every product is the tenant's (another tenant's id answers 数据不存在).
  await tenantProducts(ctx, f.productIds);
  const input = { ...f, productIds: [...new Set(f.productIds)] };
  const row = f.id ? await ctx.data.update(repo.PASS, f.id, input) : await ctx.data.insert(repo.PASS, input);
  return detail(ctx, String(row.id));
}
export const remove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.PASS, ids);
