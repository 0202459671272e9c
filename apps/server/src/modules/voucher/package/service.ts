import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { VOUCHER_MSG, centsToYuan, type PackageRow, type packageForm, type packageQuery, type vcRecordQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { isRefusal } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { chinaToday } from '../../../platform/time.ts';
import { moveShelves, refuseOnShelf, storeLink } from '../shared.ts';
import * as repo from './repo.ts';

/** 套餐券: the catalogue (create, edit, shelf, copy, recommend, records, export) and its stock. */

const who = (ctx: Ctx) => ctx.user?.realName || ctx.user?.account || '系统';

export const toRow = (r: Row): PackageRow => {
  const a = toApi<PackageRow>(r);
  return {
    ...a,
    id: String(a.id),
    poiId: a.poiId == null ? null : String(a.poiId),
    price: Number(a.price),
    originalPrice: Number(a.originalPrice),
    items: (typeof r.items === 'string' ? JSON.parse(r.items) : r.items) as PackageRow['items'],
  };
};

export async function page(ctx: Ctx, q: z.output<typeof packageQuery>) {
  const p = await repo.packagePage(ctx.data, q);
  return { ...p, records: p.records.map(toRow) };
}

export async function one(db: Scoped, id: string): Promise<PackageRow> {
  const r = await repo.findPackage(db, id);
  if (!r) throw notFound();
  return toRow(r);
}

export async function submit(ctx: Ctx, f: z.output<typeof packageForm>) {
  const uses = f.items.reduce((s, i) => s + i.times, 0);
  if (uses > 100) throw bad(VOUCHER_MSG.itemsRequired);
  const poiName = await repo.poiName(ctx.data, f.poiId);
  const input = { ...f, items: JSON.stringify(f.items), uses, poiId: f.poiId ?? null, poiName };
  if (!f.id) {
    const row = await ctx.data.insert(repo.PACKAGE, input);
    await repo.insertRecord(ctx.data, String(row.id), 'create', `${who(ctx)}新增套餐券「${f.name}」`, who(ctx));
    return one(ctx.data, String(row.id));
  }
  const [old] = await repo.lockPackages(ctx.data, [f.id]);
  if (!old) throw notFound();
  if (f.stock < Number(old.sold)) throw bad(VOUCHER_MSG.stockBelowSold(Number(old.sold)));
  await ctx.data.update(repo.PACKAGE, f.id, input);
  const changes = [
    Number(old.price) !== f.price && `售价 ${centsToYuan(Number(old.price))} → ${centsToYuan(f.price)}`,
    Number(old.stock) !== f.stock && `库存 ${old.stock} → ${f.stock}`,
    (old.valid_start !== f.validStart || old.valid_end !== f.validEnd) && `有效期 ${f.validStart}~${f.validEnd}`,
  ].filter(Boolean);
  await repo.insertRecord(ctx.data, f.id, 'edit', `${who(ctx)}修改套餐券${changes.length ? `: ${changes.join(', ')}` : ''}`, who(ctx));
  return one(ctx.data, f.id);
}

/** Each package that moved gets its record. */
export async function shelves(ctx: Ctx, ids: string[], status: number) {
  const rows = await repo.lockPackages(ctx.data, ids);
  const moved = await moveShelves(rows, status, (id, from, to) => repo.setShelf(ctx.data, id, from, to));
  for (const id of moved) await repo.insertRecord(ctx.data, id, 'shelf', `${who(ctx)}${status ? '上架' : '下架'}`, who(ctx));
  return moved.length;
}

export async function remove(ctx: Ctx, ids: string[]) {
  refuseOnShelf(await repo.lockPackages(ctx.data, ids));
  const n = await ctx.data.remove(repo.PACKAGE, ids);
  if (!n) throw notFound();
  return n;
}

/** A copy starts off shelf with nothing sold. */
export async function copy(ctx: Ctx, id: string) {
  const p = await one(ctx.data, id);
  const row = await ctx.data.insert(repo.PACKAGE, { ...p, name: `${p.name}(副本)`.slice(0, 100), items: JSON.stringify(p.items) });
  await repo.insertRecord(ctx.data, String(row.id), 'copy', `${who(ctx)}复制自「${p.name}」`, who(ctx));
  return one(ctx.data, String(row.id));
}

export async function preview(ctx: Ctx, id: string) {
  const p = await one(ctx.data, id);
  return { id: p.id, name: p.name, link: storeLink('package', p.id, ctx.tenantId) };
}

export async function recommend(ctx: Ctx, id: string, on: number) {
  if (!(await repo.setRecommend(ctx.data, id, on))) throw notFound();
  await repo.insertRecord(ctx.data, id, 'recommend', `${who(ctx)}${on ? '开启' : '关闭'}线下推荐`, who(ctx));
  return true;
}

export async function records(ctx: Ctx, q: z.output<typeof vcRecordQuery>) {
  const p = await repo.recordPage(ctx.data, q);
  return { ...p, records: p.records.map((r) => ({ ...r, id: String(r.id), packageId: String(r.packageId) })) };
}

export const pois = (db: Scoped) => repo.pois(db);

export async function exportFile(ctx: Ctx, reply: FastifyReply, q: z.output<typeof packageQuery>) {
  const rows = (await repo.packageRows(ctx.data, q)).map(toRow);
  await sendXlsx(
    ctx,
    reply,
    '套餐券',
    [
      ['ID', 'id'],
      ['名称', 'name'],
      ['套餐内容', (r) => (r.items as PackageRow['items']).map((i) => `${i.name}×${i.times}`).join('、')],
      ['使用地点', 'poiName'],
      ['售价(元)', (r) => centsToYuan(r.price)],
      ['库存', 'stock'],
      ['已售', 'sold'],
      ['有效期', (r) => `${r.validStart} ~ ${r.validEnd}`],
      ['状态', (r) => (r.shelfStatus === 1 ? '已上架' : '已下架')],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- the sale path (for the order sub-area)

/** The package on shelf, in its validity, for the storefront; else 券已下架或不存在. */
export async function sellable(db: Scoped, id: string): Promise<PackageRow> {
  const r = await repo.findPackage(db, id);
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
