import type { z } from 'zod';
import {
  GOODS_MSG,
  GOODS_PERMS,
  computeFreight,
  type FreightRow,
  type FreightTemplate,
  type StoreRegion,
  type freightForm,
  type freightQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { regionDetail, regionLevel } from '../../region/index.ts';
import { guardSave } from '../shared.ts';
import * as repo from './repo.ts';

/** 运费模板: freight by piece or weight, regions with their own rates, free-shipping rules, regions not delivered. */

export const freightPage = (ctx: Ctx, q: z.output<typeof freightQuery>) => repo.page(ctx.data, q);
export const freightOptions = (ctx: Ctx) => repo.options(ctx.data);

export async function findTemplate(db: Scoped, id: string): Promise<FreightRow | undefined> {
  const r = await repo.one(db, id);
  return r && { ...toApi<FreightRow>(r), id: String(r.id) };
}
export async function requireTemplate(db: Scoped, id: string) {
  const t = await findTemplate(db, id);
  if (!t) throw bad(GOODS_MSG.freightMissing);
  return t;
}
export async function freightDetail(ctx: Ctx, id: string) {
  const t = await findTemplate(ctx.data, id);
  if (!t) throw notFound();
  return t;
}

/** Every region code of the form exists in the platform's region tree, else 地区编码x不存在 (nothing saved). */
async function checkRegions(ctx: Ctx, f: z.output<typeof freightForm>) {
  const codes = new Set([...f.rules.regions.flatMap((r) => r.regionCodes), ...f.freeRules.flatMap((r) => r.regionCodes), ...f.noDelivery]);
  const found = await Promise.all(
    [...codes].map((c) =>
      regionDetail(ctx, c).then(
        () => null,
        () => c,
      ),
    ),
  );
  const missing = found.find((c) => c !== null);
  if (missing) throw bad(GOODS_MSG.regionUnknown(missing));
}

export async function submitFreight(ctx: Ctx, f: z.output<typeof freightForm>) {
  await guardSave(ctx, f.id, GOODS_PERMS.freight);
  await checkRegions(ctx, f);
  const row = { ...f, rules: JSON.stringify(f.rules), freeRules: JSON.stringify(f.freeRules), noDelivery: JSON.stringify(f.noDelivery) };
  const id = f.id
    ? (await ctx.data.update<{ id: string }>(repo.FREIGHT, f.id, row)).id
    : (await ctx.data.insert<{ id: string }>(repo.FREIGHT, row)).id;
  return freightDetail(ctx, String(id));
}

export async function removeFreight(ctx: Ctx, ids: string[]) {
  if ((await repo.inUse(ctx.data, ids)).length) throw bad(GOODS_MSG.freightInUse);
  return ctx.data.remove(repo.FREIGHT, ids);
}

/** Provinces with their cities, for the pickers (the platform's region tree). */
export async function regionTree(ctx: Ctx): Promise<StoreRegion[]> {
  type R = { code: string; name: string };
  const provinces = (await regionLevel(ctx, { parentCode: '00' })) as R[];
  const cities = await Promise.all(provinces.map((p) => regionLevel(ctx, { parentCode: p.code }) as Promise<R[]>));
  return provinces.map((p, i) => ({ code: p.code, name: p.name, children: cities[i]!.map((c) => ({ code: c.code, name: c.name })) }));
}

/** The region's name as an address shows it (province and city), or 地区编码x不存在. */
export async function regionName(ctx: Ctx, code: string) {
  const own = (await regionDetail(ctx, code).catch(() => null)) as { name: string; parentCode: string } | null;
  if (!own) throw bad(GOODS_MSG.regionUnknown(code));
  if (own.parentCode === '00') return own.name;
  const parent = (await regionDetail(ctx, own.parentCode).catch(() => null)) as { name: string } | null;
  return parent ? `${parent.name}${own.name}` : own.name;
}

/** The fee for a parcel (0 without a template: the goods ship free); refused where the template does not deliver. */
export function feeFor(t: FreightTemplate | undefined, parcel: { regionCode: string; pieces: number; weight: number; amount: number }) {
  if (!t) return { fee: 0, free: true };
  const a = computeFreight(t, parcel);
  if (!a.ok) throw bad(GOODS_MSG.noDelivery);
  return { fee: a.fee, free: a.free };
}
