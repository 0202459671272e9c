import type { z } from 'zod';
import {
  GROUPBUY_MSG,
  GROUPBUY_PAGE,
  type GroupBuyActivity,
  type GroupBuyGoods,
  type GroupBuyShare,
  type groupBuyChannelForm,
  type groupBuyForm,
  type groupBuyGoodsForm,
  type groupBuyQuery,
  type groupBuyShareForm,
  type groupBuySkuQuery,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { bad, notFound } from '../../platform/errors.ts';
import type { Scoped } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import * as repo from './repo/activity.ts';
import { chinaTimestamp } from '../../platform/time.ts';
import { onShelfSkuPage, saleSkus } from '../product/index.ts';

/** 'YYYY-MM-DD HH:mm(:ss)' China time → a timestamptz literal. */

export function present(a: Record<string, any>): GroupBuyActivity {
  return {
    id: String(a.id),
    name: a.name,
    startTime: a.startTime,
    endTime: a.endTime,
    groupSize: Number(a.groupSize),
    hours: Number(a.hours),
    limitNum: Number(a.limitNum),
    effective: Number(a.effective),
    activityStatus: Number(a.activityStatus),
    channels: String(a.channels ?? '')
      .split(',')
      .filter(Boolean),
    shareTitle: a.shareTitle ?? null,
    shareImage: a.shareImage ?? null,
    goodsCount: Number(a.goodsCount ?? 0),
    groupCount: Number(a.groupCount ?? 0),
    formedCount: Number(a.formedCount ?? 0),
    createTime: a.createTime,
  };
}

export const goodsRow = (g: Row): GroupBuyGoods => ({
  id: String(g.id),
  productId: String(g.product_id),
  skuId: String(g.sku_id),
  productName: g.product_name,
  skuName: g.sku_name,
  image: g.image ?? null,
  originalPrice: Number(g.original_price),
  groupPrice: Number(g.group_price),
});

export async function page(ctx: Ctx, q: z.output<typeof groupBuyQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map((r) => present(r)) };
}

/** One activity of the caller's tenant (another tenant's is not found). */
export async function info(db: Scoped, id: string): Promise<GroupBuyActivity> {
  const r = await repo.one(db, id);
  if (!r) throw notFound();
  return present(toApi(r));
}

async function locked(db: Scoped, id: string) {
  const a = await repo.lock(db, id);
  if (!a) throw notFound();
  return a;
}

/** The goods as they would be saved: on shelf, distinct skus, group price not above the sku's price. */
const checkGoods = (db: Scoped, list: z.output<typeof groupBuyGoodsForm>['goodsList']): Promise<repo.NewGoods[]> =>
  saleSkus(db, list, (g) => g.groupPrice, {
    duplicate: GROUPBUY_MSG.goodsDuplicate,
    offShelf: GROUPBUY_MSG.goodsOffShelf,
    priceAbove: GROUPBUY_MSG.priceAbove,
  });

/** Goods may change until the first customer joins. */
async function saveGoods(db: Scoped, id: string, items: repo.NewGoods[]) {
  if (await repo.hasMembers(db, id)) throw bad(GROUPBUY_MSG.started);
  await repo.replaceGoods(db, id, items);
}

/** Add or update the whole activity (info and goods) in one transaction: bad goods write nothing. */
export async function submit(ctx: Ctx, f: z.output<typeof groupBuyForm>) {
  const db = ctx.data;
  const data = {
    name: f.name,
    startTime: chinaTimestamp(f.startTime),
    endTime: chinaTimestamp(f.endTime),
    groupSize: f.groupSize,
    hours: f.hours,
    limitNum: f.limitNum,
  };
  const items = await checkGoods(db, f.goodsList);
  let id = f.id;
  if (id) {
    const a = await locked(db, id);
    const same = (await repo.goodsOf(db, id)).map((g) => `${g.sku_id}:${g.group_price}`).join();
    if (same !== items.map((g) => `${g.skuId}:${g.groupPrice}`).join()) await saveGoods(db, id, items);
    if (Number(a.group_size) !== f.groupSize && (await repo.hasMembers(db, id))) throw bad(GROUPBUY_MSG.started);
    await db.update(repo.ACTIVITY, id, data);
  } else {
    id = String((await db.insert(repo.ACTIVITY, data)).id);
    await repo.replaceGoods(db, id, items);
  }
  return info(db, id);
}

export async function goodsUpdate(ctx: Ctx, f: z.output<typeof groupBuyGoodsForm>) {
  await locked(ctx.data, f.groupBuyId);
  await saveGoods(ctx.data, f.groupBuyId, await checkGoods(ctx.data, f.goodsList));
  return goodsList(ctx.data, f.groupBuyId);
}

export async function goodsList(db: Scoped, id: string) {
  await info(db, id);
  return (await repo.goodsOf(db, id)).map(goodsRow);
}

const share = (a: GroupBuyActivity): GroupBuyShare => ({
  groupBuyId: a.id,
  shareTitle: a.shareTitle,
  shareImage: a.shareImage,
  channels: a.channels,
  page: `${GROUPBUY_PAGE}?groupBuyId=${a.id}`,
});
export const shareInfo = async (db: Scoped, id: string) => share(await info(db, id));

export async function shareUpdate(ctx: Ctx, f: z.output<typeof groupBuyShareForm>) {
  await locked(ctx.data, f.groupBuyId);
  await ctx.data.update(repo.ACTIVITY, f.groupBuyId, { shareTitle: f.shareTitle, shareImage: f.shareImage ?? null });
  return shareInfo(ctx.data, f.groupBuyId);
}

export async function channel(ctx: Ctx, f: z.output<typeof groupBuyChannelForm>) {
  await locked(ctx.data, f.groupBuyId);
  await ctx.data.update(repo.ACTIVITY, f.groupBuyId, { channels: [...new Set(f.channels)].join(',') });
  return shareInfo(ctx.data, f.groupBuyId);
}

export async function remove(ctx: Ctx, ids: string[]) {
  if ((await repo.runningOf(ctx.data, ids)).length) throw bad(GROUPBUY_MSG.runningDelete);
  const n = await ctx.data.remove(repo.ACTIVITY, ids);
  if (!n) throw notFound();
  return n;
}

export async function effective(ctx: Ctx, ids: string[], status: number) {
  const rows = await repo.setEffective(ctx.data, ids, status);
  if (!rows.length) throw notFound();
  return rows.length;
}

/** A copy: same info, goods and share, invalid until the merchant makes it effective. */
export async function copy(ctx: Ctx, id: string) {
  const db = ctx.data;
  const a = await locked(db, id);
  const c = await db.insert(
    repo.ACTIVITY,
    {
      name: `${a.name}-副本`.slice(0, 30),
      startTime: a.start_time,
      endTime: a.end_time,
      groupSize: a.group_size,
      hours: a.hours,
      limitNum: a.limit_num,
      channels: a.channels,
      shareTitle: a.share_title,
      shareImage: a.share_image,
    },
    { effective: 0 },
  );
  const goods = (await repo.goodsOf(db, id)).map(goodsRow);
  await repo.replaceGoods(db, String((c as Row).id), goods);
  return info(db, String((c as Row).id));
}

export const skuPage = async (ctx: Ctx, q: z.output<typeof groupBuySkuQuery>) => {
  const p = await onShelfSkuPage(ctx.data, q);
  return {
    ...p,
    records: p.records.map((r: any) => ({ ...r, productId: String(r.productId), skuId: String(r.skuId), price: Number(r.price) })),
  };
};

/** The page editor's group-buy picker reads the real goods (null while the tenant has none: the stored rows answer). */
export async function pickerGoods(db: Scoped, q: { statusList: number[]; goodsName?: string; current: number; size: number }) {
  if (!(await repo.pickerGoods(db, { statusList: [], current: 1, size: 1 })).total) return null;
  const p = await repo.pickerGoods(db, q);
  return {
    ...p,
    records: p.records.map((r: any) => ({
      ...r,
      id: String(r.id),
      goodsId: String(r.goodsId),
      price: Number(r.price),
      groupPrice: Number(r.groupPrice),
      groupNum: Number(r.groupNum),
      activityStatus: Number(r.activityStatus),
    })),
  };
}
