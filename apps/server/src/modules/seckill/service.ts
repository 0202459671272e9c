import type { z } from 'zod';
import {
  SECKILL_MSG,
  SECKILL_PAGE,
  SECKILL_STATUS,
  type SeckillGoods,
  type SeckillRow,
  type SeckillShare,
  type seckillChannelForm,
  type seckillGoodsForm,
  type seckillInfoForm,
  type seckillQuery,
  type seckillShareForm,
  type seckillSkuQuery,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { bad, notFound } from '../../platform/errors.ts';
import type { Scoped } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import * as repo from './repo/activity.ts';
import { chinaTimestamp } from '../../platform/time.ts';
import { onShelfSkuPage, saleSkus } from '../product/index.ts';

const ids = (s: string) => s.split(',').filter(Boolean);
/** 'YYYY-MM-DD HH:mm(:ss)' China time → a timestamptz literal. */

/** A row as the API shows it (camelCase, China-time stamps: what `toApi` and the page give). */
export function present(a: Record<string, any>): SeckillRow {
  return {
    id: String(a.id),
    name: a.name,
    startTime: a.startTime,
    endTime: a.endTime,
    limitNum: Number(a.limitNum),
    effective: Number(a.effective),
    activityStatus: Number(a.activityStatus),
    step: Number(a.step),
    channels: String(a.channels ?? '')
      .split(',')
      .filter(Boolean),
    shareTitle: a.shareTitle ?? null,
    shareImage: a.shareImage ?? null,
    goodsCount: Number(a.goodsCount ?? 0),
    totalStock: Number(a.totalStock ?? 0),
    remaining: Number(a.remaining ?? 0),
    createTime: a.createTime,
  };
}

const goodsRow = (g: Row): SeckillGoods => ({
  id: String(g.id),
  productId: String(g.product_id),
  skuId: String(g.sku_id),
  productName: g.product_name,
  skuName: g.sku_name,
  image: g.image ?? null,
  originalPrice: Number(g.original_price),
  seckillPrice: Number(g.seckill_price),
  stock: Number(g.stock),
  remaining: Number(g.remaining),
  buckets: Number(g.buckets),
});

export async function page(ctx: Ctx, q: z.output<typeof seckillQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map((r) => present(r)) };
}

/** One activity of the caller's tenant (another tenant's is not found). */
export async function info(db: Scoped, id: string): Promise<SeckillRow> {
  const r = await repo.one(db, id);
  if (!r) throw notFound();
  return present(toApi(r));
}

async function locked(db: Scoped, id: string) {
  const a = await repo.lock(db, id);
  if (!a) throw notFound();
  return a;
}

export async function submitInfo(ctx: Ctx, f: z.output<typeof seckillInfoForm>) {
  const db = ctx.data;
  const data = { name: f.name, startTime: chinaTimestamp(f.startTime), endTime: chinaTimestamp(f.endTime), limitNum: f.limitNum };
  if (!f.id) return info(db, String((await db.insert(repo.ACTIVITY, data, { step: 1 })).id));
  await locked(db, f.id);
  await db.update(repo.ACTIVITY, f.id, data);
  return info(db, f.id);
}

/** The goods as they would be saved: on shelf, distinct skus, seckill price not above the sku's price. */
const checkGoods = (db: Scoped, f: z.output<typeof seckillGoodsForm>): Promise<repo.NewGoods[]> =>
  saleSkus(db, f.goodsList, (g) => g.seckillPrice, {
    duplicate: SECKILL_MSG.goodsDuplicate,
    offShelf: SECKILL_MSG.goodsOffShelf,
    priceAbove: SECKILL_MSG.priceAbove,
  });

export async function checkActivity(ctx: Ctx, f: z.output<typeof seckillGoodsForm>) {
  await info(ctx.data, f.seckillId);
  await checkGoods(ctx.data, f);
  return true;
}

/** Save the goods; each item's allotment is split over its buckets. Only before the sale starts. */
export async function submitActivity(ctx: Ctx, f: z.output<typeof seckillGoodsForm>) {
  const db = ctx.data;
  const a = await locked(db, f.seckillId);
  const status = Number(a.activity_status);
  if (status === SECKILL_STATUS.RUNNING || status === SECKILL_STATUS.ENDED || (await repo.hasOrders(db, f.seckillId)))
    throw bad(SECKILL_MSG.started);
  const items = await checkGoods(db, f);
  await repo.dropGoods(db, f.seckillId);
  await repo.insertGoods(db, f.seckillId, items);
  if (Number(a.step) < 2) await db.update(repo.ACTIVITY, f.seckillId, {}, { step: 2 });
  return activityEcho(db, f.seckillId);
}

export async function activityEcho(db: Scoped, id: string) {
  await info(db, id);
  return (await repo.goodsOf(db, id)).map(goodsRow);
}

const share = (a: SeckillRow): SeckillShare => ({
  seckillId: a.id,
  shareTitle: a.shareTitle,
  shareImage: a.shareImage,
  channels: a.channels,
  page: SECKILL_PAGE,
});

export async function submitShare(ctx: Ctx, f: z.output<typeof seckillShareForm>) {
  const a = await locked(ctx.data, f.seckillId);
  if (Number(a.step) < 2) throw bad(SECKILL_MSG.stepOrder);
  await ctx.data.update(repo.ACTIVITY, f.seckillId, { shareTitle: f.shareTitle, shareImage: f.shareImage ?? null }, { step: 3 });
  return shareEcho(ctx.data, f.seckillId);
}

export const shareEcho = async (db: Scoped, id: string) => share(await info(db, id));

export async function updateChannel(ctx: Ctx, f: z.output<typeof seckillChannelForm>) {
  await locked(ctx.data, f.seckillId);
  await ctx.data.update(repo.ACTIVITY, f.seckillId, { channels: [...new Set(f.channels)].join(',') });
  return shareEcho(ctx.data, f.seckillId);
}

export async function remove(ctx: Ctx, idList: string) {
  const list = ids(idList);
  if ((await repo.runningOf(ctx.data, list)).length) throw bad(SECKILL_MSG.runningDelete);
  const n = await ctx.data.remove(repo.ACTIVITY, list);
  if (!n) throw notFound();
  return n;
}

export async function effective(ctx: Ctx, idList: string, status: number) {
  const rows = await repo.setEffective(ctx.data, ids(idList), status);
  if (!rows.length) throw notFound();
  return rows.length;
}

/** A copy: same info, goods and share, invalid until the merchant makes it effective. */
export async function copy(ctx: Ctx, id: string) {
  const db = ctx.data;
  const a = await locked(db, id);
  const name = `${a.name}-副本`.slice(0, 30);
  const c = await db.insert(
    repo.ACTIVITY,
    {
      name,
      startTime: a.start_time,
      endTime: a.end_time,
      limitNum: a.limit_num,
      channels: a.channels,
      shareTitle: a.share_title,
      shareImage: a.share_image,
    },
    { effective: 0, step: a.step },
  );
  const goods = await repo.goodsOf(db, id);
  await repo.insertGoods(
    db,
    String((c as Row).id),
    goods.map((g) => ({ ...goodsRow(g), image: g.image ?? null })),
  );
  return info(db, String((c as Row).id));
}

export const skuPage = async (ctx: Ctx, q: z.output<typeof seckillSkuQuery>) => {
  const p = await onShelfSkuPage(ctx.data, q);
  return {
    ...p,
    records: p.records.map((r: any) => ({ ...r, productId: String(r.productId), skuId: String(r.skuId), price: Number(r.price) })),
  };
};

/** The editor's seckill picker: real goods of effective activities not ended; null while there are none. */
export async function pickerGoods(db: Scoped, q: { current: number; size: number; goodType?: string }) {
  const p = await repo.pickerGoods(db, q.goodType && q.goodType !== 'product' ? 1 : q.current, q.size);
  if (!p.total) return null;
  if (q.goodType && q.goodType !== 'product') return { ...p, records: [], total: 0 };
  return {
    ...p,
    records: p.records.map((r: any) => ({
      ...r,
      id: String(r.id),
      goodsId: String(r.goodsId),
      price: Number(r.price),
      seckillPrice: Number(r.seckillPrice),
    })),
  };
}
