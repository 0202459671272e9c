import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  VOUCHER_MSG,
  centsToYuan,
  type GpvRow,
  type gpvBasicForm,
  type gpvDetailForm,
  type gpvQuery,
  type gpvRuleForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { isRefusal } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { addDays, chinaToday } from '../../../platform/time.ts';
import { moveShelves, refuseOnShelf, storeLink } from '../shared.ts';
import * as vouchers from '../vouchers/service.ts';
import * as repo from './repo.ts';

/** 团购券: basic info, detail and rule (three saves), shelf, copy, preview, remove, export; its stock. */

export const toRow = (r: Row): GpvRow => {
  const a = toApi<GpvRow>(r);
  return {
    ...a,
    id: String(a.id),
    poiId: a.poiId == null ? null : String(a.poiId),
    price: Number(a.price),
    originalPrice: Number(a.originalPrice),
  };
};

export async function page(ctx: Ctx, q: z.output<typeof gpvQuery>) {
  const p = await repo.gpvPage(ctx.data, q);
  return { ...p, records: p.records.map(toRow) };
}
export async function one(db: Scoped, id: string): Promise<GpvRow> {
  const r = await repo.findGpv(db, id);
  if (!r) throw notFound();
  return toRow(r);
}

/** A new gpv gets a rule to start from (valid 90 days, 1–20 people, names required), edited on its own tab. */
export async function saveBasic(ctx: Ctx, f: z.output<typeof gpvBasicForm>) {
  const poi = f.poiId ? await vouchers.poiOf(ctx.data, f.poiId) : null;
  const input = { ...f, poiId: poi?.id ?? null, poiName: poi?.name ?? null };
  if (!f.id) {
    const today = chinaToday();
    const row = await ctx.data.insert(repo.GPV, { ...input, validStart: today, validEnd: addDays(today, 90) });
    return one(ctx.data, String(row.id));
  }
  const [old] = await repo.lockGpvs(ctx.data, [f.id]);
  if (!old) throw notFound();
  if (f.stock < Number(old.sold)) throw bad(VOUCHER_MSG.stockBelowSold(Number(old.sold)));
  await ctx.data.update(repo.GPV, f.id, input);
  return one(ctx.data, f.id);
}
export async function saveDetail(ctx: Ctx, f: z.output<typeof gpvDetailForm>) {
  await ctx.data.update(repo.GPV, f.id, f);
  return one(ctx.data, f.id);
}
export async function saveRule(ctx: Ctx, f: z.output<typeof gpvRuleForm>) {
  await ctx.data.update(repo.GPV, f.id, f);
  return one(ctx.data, f.id);
}

export async function shelf(ctx: Ctx, ids: string[], status: number) {
  const rows = await repo.lockGpvs(ctx.data, ids);
  return (await moveShelves(rows, status, (id, from, to) => repo.setShelf(ctx.data, id, from, to))).length;
}
export async function remove(ctx: Ctx, ids: string[]) {
  refuseOnShelf(await repo.lockGpvs(ctx.data, ids));
  const n = await ctx.data.remove(repo.GPV, ids);
  if (!n) throw notFound();
  return n;
}
export async function copy(ctx: Ctx, id: string) {
  const g = await one(ctx.data, id);
  const row = await ctx.data.insert(repo.GPV, { ...g, name: `${g.name}(副本)`.slice(0, 100) });
  return one(ctx.data, String(row.id));
}
export async function preview(ctx: Ctx, id: string) {
  const g = await one(ctx.data, id);
  return { id: g.id, name: g.name, link: storeLink('gpv', g.id, ctx.tenantId) };
}

export async function exportFile(ctx: Ctx, reply: FastifyReply, q: z.output<typeof gpvQuery>) {
  await sendXlsx(
    ctx,
    reply,
    '团购券',
    [
      ['ID', 'id'],
      ['名称', 'name'],
      ['使用地点', 'poiName'],
      ['单人价(元)', (r) => centsToYuan(r.price)],
      ['每单人数', (r) => `${r.minPeople}~${r.maxPeople}`],
      ['库存(人)', 'stock'],
      ['已售(人)', 'sold'],
      ['有效期', (r) => `${r.validStart} ~ ${r.validEnd}`],
      ['状态', (r) => (r.shelfStatus === 1 ? '已上架' : '已下架')],
    ],
    (await repo.gpvRows(ctx.data, q)).map(toRow) as unknown as Row[],
  );
}

// ---------------------------------------------------------------- the sale path

export async function sellable(db: Scoped, id: string): Promise<GpvRow> {
  const r = await repo.findGpv(db, id);
  if (!r || Number(r.shelf_status) !== 1 || r.valid_end < chinaToday()) throw notFound(VOUCHER_MSG.offShelf);
  return toRow(r);
}
export async function takeStock(db: Scoped, id: string, n: number) {
  try {
    await repo.takeStock(db, id, n);
  } catch (e) {
    throw isRefusal(e) ? bad(VOUCHER_MSG.stockNotEnough) : e;
  }
}
export const returnStock = repo.returnStock;
