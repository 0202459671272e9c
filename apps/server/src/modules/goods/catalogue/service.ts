import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  GOODS_MSG,
  GOODS_PERMS,
  centsToYuan,
  type GoodsRow,
  type goodsForm,
  type goodsQuery,
  type tempGoodsForm,
  type freightQuoteForm,
  computeFreight,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound, unauthorized } from '../../../platform/errors.ts';
import { scopedTo } from '../../order/index.ts';
import { isRefusal } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { type ItemKind, guardSave, who } from '../shared.ts';
import * as freight from '../freight/service.ts';
import * as repo from './repo.ts';

/** 商品管理: goods with specifications and SKUs (price, stock, weight per SKU), shelves, copy, change records. */

export const recordChange = (ctx: Ctx, kind: ItemKind, id: string, content: string) =>
  repo.insertChange(ctx.data, kind, id, content, who(ctx));
export const changePage = async (ctx: Ctx, kind: ItemKind, id: string, current: number, size: number) =>
  repo.changePage(ctx.data, kind, id, current, size);

async function withSkus(db: Scoped, rows: repo.GoodsRead[]): Promise<GoodsRow[]> {
  const skus = rows.length
    ? await repo.skusOf(
        db,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((g) => ({ ...g, skus: skus.filter((s) => s.goodsId === g.id).map(({ goodsId: _, ...s }) => s) }));
}

export async function goodsPage(ctx: Ctx, q: z.output<typeof goodsQuery>) {
  const page = await repo.goodsPage(ctx.data, q);
  return { ...page, records: await withSkus(ctx.data, page.records) };
}

export async function goodsDetail(db: Scoped, id: string): Promise<GoodsRow> {
  const g = await repo.goodsOne(db, id);
  if (!g) throw notFound();
  return (await withSkus(db, [g]))[0]!;
}

/** Every SKU's spec text is one combination of the spec values, none twice. */
function checkSkus(f: z.output<typeof goodsForm>) {
  const seen = new Set<string>();
  for (const s of f.skus) {
    if (seen.has(s.specText)) throw bad(GOODS_MSG.skuDuplicate);
    seen.add(s.specText);
    if (!f.specs.length) continue;
    const parts = s.specText.split('/');
    if (parts.length !== f.specs.length || parts.some((p, i) => !f.specs[i]!.values.includes(p)))
      throw bad(GOODS_MSG.skuNotInSpecs(s.specText));
  }
}

const describe = (f: z.output<typeof goodsForm>) => f.skus.map((s) => `${s.specText} ¥${centsToYuan(s.price)} 库存${s.stock}`).join('; ');

export async function submitGoods(ctx: Ctx, f: z.output<typeof goodsForm>) {
  await guardSave(ctx, f.id, GOODS_PERMS.goods);
  checkSkus(f);
  if (f.freightId) await freight.requireTemplate(ctx.data, f.freightId);
  const row = { ...f, specs: JSON.stringify(f.specs), freightId: f.freightId ?? null };
  let id: string;
  if (f.id) {
    const before = await goodsDetail(ctx.data, f.id);
    await ctx.data.update(repo.GOODS, f.id, row);
    id = f.id;
    const keep: string[] = [];
    for (const s of f.skus) {
      const mine = s.id && before.skus.some((b) => b.id === s.id);
      if (mine) await repo.updateSku(ctx.data, id, { ...s, id: s.id! });
      keep.push(mine ? s.id! : String((await repo.insertSku(ctx.data, id, s))!.id));
    }
    await repo.dropSkus(ctx.data, id, keep);
    await recordChange(ctx, 'goods', id, `修改商品「${f.name}」: ${describe(f)}`);
  } else {
    id = String((await ctx.data.insert<{ id: string }>(repo.GOODS, row)).id);
    for (const s of f.skus) await repo.insertSku(ctx.data, id, s);
    await recordChange(ctx, 'goods', id, `新增商品「${f.name}」: ${describe(f)}`);
  }
  return goodsDetail(ctx.data, id);
}

export async function tempGoods(ctx: Ctx, f: z.output<typeof tempGoodsForm>) {
  return submitGoods(ctx, {
    name: f.name,
    specs: [],
    skus: [{ specText: '默认', price: f.price, stock: f.stock, weight: 0 }],
    channels: 'h5',
    freightId: f.freightId,
    sort: 0,
  });
}

export async function removeGoods(ctx: Ctx, ids: string[]) {
  if ((await repo.onShelfAmong(ctx.data, ids)).length) throw bad(GOODS_MSG.onShelfFirstOff);
  return ctx.data.remove(repo.GOODS, ids);
}

export async function shelveGoods(ctx: Ctx, ids: string[], status: number) {
  if (status === 1 && (await repo.withoutStock(ctx.data, ids)).length) throw bad(GOODS_MSG.shelfNeedsSku);
  const moved = await repo.setShelf(ctx.data, ids, status);
  for (const m of moved) await recordChange(ctx, 'goods', String(m.id), status === 1 ? '上架' : '下架');
  return moved.length;
}

export async function copyGoods(ctx: Ctx, id: string) {
  const g = await goodsDetail(ctx.data, id);
  const copy = await ctx.data.insert<{ id: string }>(repo.GOODS, {
    name: `${g.name}-副本`.slice(0, 100),
    cover: g.cover,
    images: g.images,
    detail: g.detail,
    specs: JSON.stringify(g.specs),
    channels: g.channels,
    freightId: g.freightId,
    sort: g.sort,
  });
  const newId = String(copy.id);
  // The copy starts off shelf and with no stock: the merchant sets what it has to sell.
  for (const s of g.skus) await repo.insertSku(ctx.data, newId, { specText: s.specText, price: s.price, stock: 0, weight: s.weight });
  await recordChange(ctx, 'goods', newId, `复制自商品「${g.name}」(${g.id})`);
  return goodsDetail(ctx.data, newId);
}

export async function setChannels(ctx: Ctx, id: string, channels: string) {
  const g = await goodsDetail(ctx.data, id);
  await ctx.data.update(repo.GOODS, id, { channels });
  await recordChange(ctx, 'goods', id, `渠道 ${g.channels} → ${channels}`);
  return true;
}

export async function exportGoods(ctx: Ctx, reply: FastifyReply, q: z.output<typeof goodsQuery>) {
  const rows = await repo.exportRows(ctx.data, q);
  await sendXlsx(
    ctx,
    reply,
    '商品列表',
    [
      ['商品ID', (r) => String(r.id)],
      ['商品名称', 'name'],
      ['规格', 'spec_text'],
      ['价格(元)', (r) => centsToYuan(Number(r.price))],
      ['库存', 'stock'],
      ['已售', 'sold'],
      ['重量(克)', 'weight'],
      ['运费模板', (r) => r.freight_name ?? '包邮'],
      ['状态', (r) => (Number(r.shelf_status) === 1 ? '已上架' : '已下架')],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- what orders and bundles use

export const sellableSku = repo.sellableSku;
export const skuOptions = repo.skuOptions;
export const skuNames = repo.skuNames;
export const returnSku = repo.returnSku;
export const goodsUsingFreight = repo.goodsUsingFreight;

/** Take n of a SKU or refuse with 库存不足 (the statement decides; its transaction cannot commit when refused). */
export async function takeSku(db: Scoped, skuId: string, n: number) {
  try {
    return await repo.takeSku(db, skuId, n);
  } catch (e) {
    throw isRefusal(e) ? bad(GOODS_MSG.stockNotEnough) : e;
  }
}

/**
 * The goods' freight template and, given a region, its freight for the SKU and quantity: the storefront
 * asks it with the tenant of its link (goods on shelf only), the back office with its own.
 */
export async function quoteForGoods(ctx: Ctx, q: z.output<typeof freightQuoteForm>) {
  if (!q.tenantId && !ctx.user) throw unauthorized();
  const db = q.tenantId ? scopedTo(ctx.q, q.tenantId) : ctx.data;
  const g = await repo.goodsOne(db, q.goodsId);
  if (!g || (q.tenantId && g.shelfStatus !== 1)) throw notFound(GOODS_MSG.offShelf);
  const skus = await repo.skusOf(db, [g.id]);
  const sku = q.skuId ? skus.find((s) => s.id === q.skuId) : skus[0];
  if (!sku) throw notFound(GOODS_MSG.offShelf);
  const t = g.freightId ? await freight.findTemplate(db, g.freightId) : undefined;
  const head = { templateId: t?.id ?? null, templateName: t?.name ?? null, chargeType: t?.chargeType ?? null };
  if (!q.regionCode || !t) return { ...head, fee: 0, free: !t, delivered: true };
  const a = computeFreight(t, {
    regionCode: q.regionCode,
    pieces: q.quantity,
    weight: sku.weight * q.quantity,
    amount: sku.price * q.quantity,
  });
  return { ...head, fee: a.ok ? a.fee : 0, free: a.ok && a.free, delivered: a.ok };
}
