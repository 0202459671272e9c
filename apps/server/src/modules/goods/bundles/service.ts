import type { z } from 'zod';
import {
  GOODS_MSG,
  GOODS_PERMS,
  centsToYuan,
  type BundlePart,
  type BundleRow,
  type bundleInfoForm,
  type bundlePartsForm,
  type bundleQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { isRefusal } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { guardSave } from '../shared.ts';
import * as catalogue from '../catalogue/service.ts';
import * as food from '../food/service.ts';
import * as lines from '../lines/service.ts';
import * as repo from './repo.ts';

/**
 * 组合商品: several existing items (goods SKUs, set meals, line departures) sold as one with one price.
 * A sale takes every part's stock in one statement or none (repo.takeParts).
 */

type PartName = { id: string; name: string; stock: number };
async function partNames(db: Scoped, parts: { part_kind: string; part_id: string }[]) {
  const ids = (k: string) => parts.filter((p) => p.part_kind === k).map((p) => String(p.part_id));
  const [s, f, l] = await Promise.all([
    ids('sku').length ? catalogue.skuNames(db, ids('sku')) : [],
    ids('food').length ? food.foodNames(db, ids('food')) : [],
    ids('line_date').length ? lines.departureNames(db, ids('line_date')) : [],
  ]);
  const m = new Map<string, PartName>();
  for (const [k, rows] of [
    ['sku', s],
    ['food', f],
    ['line_date', l],
  ] as const)
    for (const r of rows as PartName[]) m.set(`${k}:${r.id}`, { id: String(r.id), name: r.name, stock: Number(r.stock) });
  return m;
}

async function withParts(db: Scoped, rows: BundleRow[]): Promise<BundleRow[]> {
  const ids = rows.map((r) => String(r.id));
  const parts = ids.length ? await repo.partsOf(db, ids) : [];
  const names = await partNames(db, parts);
  return rows.map((b) => {
    const mine: BundlePart[] = parts
      .filter((p) => String(p.bundle_id) === String(b.id))
      .map((p) => {
        const n = names.get(`${p.part_kind}:${p.part_id}`);
        return { partKind: p.part_kind, partId: String(p.part_id), qty: Number(p.qty), name: n?.name ?? '(已删除)', left: n?.stock ?? 0 };
      });
    const left = mine.length ? Math.min(...mine.map((p) => Math.floor(p.left / p.qty))) : 0;
    return { ...b, id: String(b.id), price: Number(b.price), parts: mine, left };
  });
}

export async function bundlePage(ctx: Ctx, q: z.output<typeof bundleQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: await withParts(ctx.data, p.records) };
}
export async function findBundle(db: Scoped, id: string) {
  const r = await db.find(repo.BUNDLE, id);
  return r ? (await withParts(db, [toApi<BundleRow>(r)]))[0] : undefined;
}
export async function bundleDetail(db: Scoped, id: string) {
  const b = await findBundle(db, id);
  if (!b) throw notFound();
  return b;
}

export async function submitInfo(ctx: Ctx, f: z.output<typeof bundleInfoForm>) {
  await guardSave(ctx, f.id, GOODS_PERMS.bundle);
  const row = f.id ? await ctx.data.update<BundleRow>(repo.BUNDLE, f.id, f) : await ctx.data.insert<BundleRow>(repo.BUNDLE, f);
  const id = String(row.id);
  await catalogue.recordChange(ctx, 'bundle', id, `${f.id ? '修改' : '新增'}组合商品「${f.name}」¥${centsToYuan(f.price)}`);
  return bundleDetail(ctx.data, id);
}

/** The parts, each an item of this tenant that exists (another tenant's id is simply unknown). */
export async function submitParts(ctx: Ctx, f: z.output<typeof bundlePartsForm>) {
  await guardSave(ctx, f.id, GOODS_PERMS.bundle);
  const b = await bundleDetail(ctx.data, f.id);
  const seen = new Set<string>();
  for (const p of f.parts) {
    const key = `${p.partKind}:${p.partId}`;
    if (seen.has(key)) throw bad(GOODS_MSG.skuDuplicate);
    seen.add(key);
  }
  const names = await partNames(
    ctx.data,
    f.parts.map((p) => ({ part_kind: p.partKind, part_id: p.partId })),
  );
  if (f.parts.some((p) => !names.has(`${p.partKind}:${p.partId}`))) throw bad(GOODS_MSG.partMissing);
  await repo.setParts(ctx.data, f.id, f.parts);
  const text = f.parts.map((p) => `${names.get(`${p.partKind}:${p.partId}`)!.name}×${p.qty}`).join('、');
  await catalogue.recordChange(ctx, 'bundle', f.id, `组合「${b.name}」的商品: ${text}`);
  return bundleDetail(ctx.data, f.id);
}

export async function submitDetail(ctx: Ctx, id: string, detail: string | null | undefined) {
  await guardSave(ctx, id, GOODS_PERMS.bundle);
  await ctx.data.update(repo.BUNDLE, id, { detail: detail ?? null });
  return bundleDetail(ctx.data, id);
}

export async function setChannels(ctx: Ctx, id: string, channels: string) {
  await ctx.data.update(repo.BUNDLE, id, { channels });
  await catalogue.recordChange(ctx, 'bundle', id, `渠道 → ${channels}`);
  return true;
}

export async function removeBundles(ctx: Ctx, ids: string[]) {
  if ((await repo.onShelfAmong(ctx.data, ids)).length) throw bad(GOODS_MSG.onShelfFirstOff);
  return ctx.data.remove(repo.BUNDLE, ids);
}

export async function shelveBundles(ctx: Ctx, ids: string[], status: number) {
  if (status === 1 && (await repo.withoutParts(ctx.data, ids)).length) throw bad(GOODS_MSG.partsRequired);
  const moved = await repo.setShelf(ctx.data, ids, status);
  for (const m of moved) await catalogue.recordChange(ctx, 'bundle', String(m.id), status === 1 ? '上架' : '下架');
  return moved.length;
}

/** Everything a bundle may be made of, with what is left of each. */
export async function partOptions(ctx: Ctx) {
  const [s, f, l] = await Promise.all([catalogue.skuOptions(ctx.data), food.foodOptions(ctx.data), lines.departureOptions(ctx.data)]);
  const as = (kind: 'sku' | 'food' | 'line_date') => (r: Record<string, unknown>) => ({
    partKind: kind,
    partId: String(r.id),
    name: String(r.name),
    left: Number(r.stock),
  });
  return [...s.map(as('sku')), ...f.map(as('food')), ...l.map(as('line_date'))];
}

/** Take n bundles' parts or refuse with 组合商品中有商品库存不足 (nothing taken). */
export async function takeParts(db: Scoped, bundleId: string, n: number) {
  try {
    return await repo.takeParts(db, bundleId, n);
  } catch (e) {
    throw isRefusal(e) ? bad(GOODS_MSG.partsNotEnough) : e;
  }
}
export const returnParts = repo.returnParts;
