import type { z } from 'zod';
import {
  DATED_PART_KINDS,
  GOODS_MSG,
  GOODS_PERMS,
  MSG,
  centsToYuan,
  chinaToday,
  type BundlePart,
  type BundlePartKind,
  type SalePart,
  type BundleRow,
  type bundleInfoForm,
  type bundlePartsForm,
  type bundleQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { BizError, bad, notFound } from '../../../platform/errors.ts';
import { isRefusal } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { guardSave } from '../shared.ts';
import * as catalogue from '../catalogue/service.ts';
import * as food from '../food/service.ts';
import * as lines from '../lines/service.ts';
import * as repo from './repo.ts';
import * as product from '../../product/index.ts';
import * as hotel from '../../hotel/index.ts';
import * as ecard from '../../ecard/index.ts';

/**
 * 组合商品: several existing items sold as one with one price: goods SKUs, set meals and line departures
 * (this area's), ticket skus and hotel rate plans (on the day the buyer picks: tickets for that date, one
 * night from it) and e-cards. A sale keeps what one unit takes with the order (gds_sale_part) and takes
 * every part's stock in the order's transaction, each by its area's one conditional statement: all of
 * them or, at the first refusal, none (the transaction rolls back).
 */

type PartName = { id: string; name: string; stock: number; itemId?: string };
const OWN_KINDS = new Set<BundlePartKind>(['sku', 'food', 'line_date']);
const needsDay = (parts: { partKind: BundlePartKind }[]) => parts.some((p) => DATED_PART_KINDS.includes(p.partKind));

/** Each part's name and what is left (dated parts: on `day`), keyed `kind:id`; parts that are gone are missing. */
async function partNames(db: Scoped, parts: { part_kind: string; part_id: string }[], day = chinaToday()) {
  const ids = (k: BundlePartKind) => parts.filter((p) => p.part_kind === k).map((p) => String(p.part_id));
  const some = <T>(k: BundlePartKind, f: (ids: string[]) => Promise<T[]>) => (ids(k).length ? f(ids(k)) : Promise.resolve([] as T[]));
  const [s, f, l, t, h, e] = await Promise.all([
    some('sku', (x) => catalogue.skuNames(db, x)),
    some('food', (x) => food.foodNames(db, x)),
    some('line_date', (x) => lines.departureNames(db, x)),
    some('ticket', (x) => product.skusOnDate(db, x, day)),
    some('hotel', (x) => hotel.plansOnNight(db, x, day)),
    some('ecard', (x) => ecard.cardsLeft(db, x)),
  ]);
  const m = new Map<string, PartName>();
  const add = (k: BundlePartKind, rows: Record<string, unknown>[]) => {
    for (const r of rows)
      m.set(`${k}:${r.id}`, {
        id: String(r.id),
        name: String(r.name),
        stock: Number(r.stock),
        itemId: r.product_id == null ? undefined : String(r.product_id),
      });
  };
  add('sku', s as Record<string, unknown>[]);
  add('food', f as Record<string, unknown>[]);
  add('line_date', l as Record<string, unknown>[]);
  add('ticket', t);
  add('hotel', h);
  add('ecard', e);
  return m;
}

async function withParts(db: Scoped, rows: BundleRow[], day?: string): Promise<BundleRow[]> {
  const ids = rows.map((r) => String(r.id));
  const parts = ids.length ? await repo.partsOf(db, ids) : [];
  const names = await partNames(db, parts, day);
  return rows.map((b) => {
    const mine: BundlePart[] = parts
      .filter((p) => String(p.bundle_id) === String(b.id))
      .map((p) => {
        const n = names.get(`${p.part_kind}:${p.part_id}`);
        return { partKind: p.part_kind, partId: String(p.part_id), qty: Number(p.qty), name: n?.name ?? '(已删除)', left: n?.stock ?? 0 };
      });
    const left = mine.length ? Math.min(...mine.map((p) => Math.floor(p.left / p.qty))) : 0;
    return { ...b, id: String(b.id), price: Number(b.price), parts: mine, needsDay: needsDay(mine), left };
  });
}

export async function bundlePage(ctx: Ctx, q: z.output<typeof bundleQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: await withParts(ctx.data, p.records) };
}
/** The bundle with its parts; dated parts show what is left on `day` (today unless named). */
export async function findBundle(db: Scoped, id: string, day?: string) {
  const r = await db.find(repo.BUNDLE, id);
  return r ? (await withParts(db, [toApi<BundleRow>(r)], day))[0] : undefined;
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

/** Everything a bundle may be made of, with what is left of each (dated parts: today). */
export async function partOptions(ctx: Ctx) {
  const today = chinaToday();
  const [s, f, l, t, h, e] = await Promise.all([
    catalogue.skuOptions(ctx.data),
    food.foodOptions(ctx.data),
    lines.departureOptions(ctx.data),
    product.skusOnDate(ctx.data, null, today),
    hotel.plansOnNight(ctx.data, null, today),
    ecard.cardsLeft(ctx.data, null),
  ]);
  const as = (kind: BundlePartKind) => (r: Record<string, unknown>) => ({
    partKind: kind,
    partId: String(r.id),
    name: String(r.name),
    left: Number(r.stock),
    dated: DATED_PART_KINDS.includes(kind),
  });
  return [
    ...s.map(as('sku')),
    ...f.map(as('food')),
    ...l.map(as('line_date')),
    ...t.map(as('ticket')),
    ...h.map(as('hotel')),
    ...e.map(as('ecard')),
  ];
}

/**
 * Take n units of the bundle for an order, on `day` for its dated parts, or refuse with
 * 组合商品中有商品库存不足 (the caller's transaction rolls back: nothing is taken). What one unit takes
 * is kept with the order first, then the parts are taken in a fixed order (this area's in one
 * statement, then tickets, hotel nights and e-cards by id), so parallel buyers wait instead of deadlocking.
 */
export async function takeParts(db: Scoped, orderId: string, bundle: BundleRow, n: number, day: string | null) {
  const names = await partNames(
    db,
    bundle.parts.map((p) => ({ part_kind: p.partKind, part_id: p.partId })),
    day ?? undefined,
  );
  const parts = bundle.parts.map((p) => ({
    partKind: p.partKind,
    partId: p.partId,
    qty: p.qty,
    itemId: names.get(`${p.partKind}:${p.partId}`)?.itemId ?? null,
    day: DATED_PART_KINDS.includes(p.partKind) ? day : null,
  }));
  if (parts.some((p) => p.partKind === 'ticket' && !p.itemId)) throw bad(GOODS_MSG.partMissing);
  await repo.keepSaleParts(db, orderId, parts);
  const byId = (a: { partId: string }, b: { partId: string }) => Number(BigInt(a.partId) - BigInt(b.partId));
  try {
    if (parts.some((p) => OWN_KINDS.has(p.partKind))) await repo.takeOwnParts(db, orderId, n);
    for (const p of parts.filter((x) => x.partKind === 'ticket').sort(byId))
      await product.takeStock(db.q, db.tenantId, {
        productId: p.itemId!,
        skuId: p.partId,
        date: day!,
        n: p.qty * n,
        orderId,
        userId: db.userId,
      });
    for (const p of parts.filter((x) => x.partKind === 'hotel').sort(byId))
      if (!(await hotel.takeNight(db, p.partId, day!, p.qty * n))) throw bad(GOODS_MSG.partsNotEnough);
    for (const p of parts.filter((x) => x.partKind === 'ecard').sort(byId))
      if (!(await ecard.takeCardStock(db, p.partId, p.qty * n))) throw bad(GOODS_MSG.partsNotEnough);
  } catch (e) {
    throw isRefusal(e) || (e instanceof BizError && e.message === MSG.coStockNotEnough) ? bad(GOODS_MSG.partsNotEnough) : e;
  }
}

/** Give n units of an order's parts back, each to its area (the caller guards that it happens once per unit). */
export async function returnParts(db: Scoped, orderId: string, n: number, reason: 'cancel' | 'close' | 'refund') {
  const parts = await repo.salePartsOf(db, [orderId]);
  if (parts.some((p) => OWN_KINDS.has(p.part_kind))) await repo.returnOwnParts(db, orderId, n);
  for (const p of parts) {
    const k = Number(p.qty) * n;
    const id = String(p.part_id);
    if (p.part_kind === 'ticket')
      await product.returnStock(db.q, db.tenantId, {
        productId: String(p.item_id),
        skuId: id,
        date: p.day!,
        n: k,
        reason,
        orderId,
        userId: db.userId,
      });
    else if (p.part_kind === 'hotel') await hotel.returnNight(db, id, p.day!, k);
    else if (p.part_kind === 'ecard') await ecard.returnCardStock(db, id, k);
  }
}

/** What each unit of these orders took, by order: the part, its name now, how many and on which day. */
export async function salePartsOf(db: Scoped, orderIds: string[]) {
  const rows = orderIds.length ? await repo.salePartsOf(db, orderIds) : [];
  const names = await partNames(db, rows);
  const out = new Map<string, SalePart[]>();
  for (const r of rows) {
    const list = out.get(String(r.order_id)) ?? [];
    list.push({
      partKind: r.part_kind,
      partId: String(r.part_id),
      name: names.get(`${r.part_kind}:${r.part_id}`)?.name ?? '(已删除)',
      qty: Number(r.qty),
      day: r.day,
    });
    out.set(String(r.order_id), list);
  }
  return out;
}
