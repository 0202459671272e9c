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
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad } from '../../../platform/errors.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { chinaTimestamp } from '../../../platform/time.ts';
import {
  type ActivityRecord,
  type SaleSku,
  activityFields,
  skuFields,
  skuPage as onShelfSkuPage,
  timedSale,
} from '../../timed-sale/index.ts';
import * as repo from './repo.ts';

function present(a: ActivityRecord): GroupBuyActivity {
  return {
    ...activityFields(a),
    groupSize: Number(a.groupSize),
    hours: Number(a.hours),
    groupCount: Number(a.groupCount ?? 0),
    formedCount: Number(a.formedCount ?? 0),
  };
}

/** Group buying's activities on the timed-sale core (its own tables, its own messages). */
export const sale = timedSale({ tables: repo.TABLES, present, msg: GROUPBUY_MSG });

export const goodsRow = (g: Row): GroupBuyGoods => ({ ...skuFields(g), groupPrice: Number(g.group_price) });

type NewGoods = SaleSku & { groupPrice: number };

export const page = (ctx: Ctx, q: z.output<typeof groupBuyQuery>) => sale.page(ctx.data, q);

/** One activity of the caller's tenant (another tenant's is not found). */
export const info = (db: Scoped, id: string): Promise<GroupBuyActivity> => sale.info(db, id);

/** The goods as they would be saved: on shelf, distinct skus, group price not above the sku's price. */
const checkGoods = (db: Scoped, list: z.output<typeof groupBuyGoodsForm>['goodsList']): Promise<NewGoods[]> =>
  sale.checkGoods(db, list, (g) => g.groupPrice);

/** The activity's goods replaced by these (in this order). */
export async function replaceGoods(db: Scoped, id: string, items: NewGoods[]) {
  await sale.dropGoods(db, id);
  for (const [i, g] of items.entries()) await sale.insertGoods(db, id, { ...g, price: g.groupPrice }, i);
}

/** Goods may change until the first customer joins. */
async function saveGoods(db: Scoped, id: string, items: NewGoods[]) {
  if (await sale.hasPurchases(db, id)) throw bad(GROUPBUY_MSG.started);
  await replaceGoods(db, id, items);
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
    const a = await sale.locked(db, id);
    const same = (await sale.goodsOf(db, id)).map((g) => `${g.sku_id}:${g.group_price}`).join();
    if (same !== items.map((g) => `${g.skuId}:${g.groupPrice}`).join()) await saveGoods(db, id, items);
    if (Number(a.group_size) !== f.groupSize && (await sale.hasPurchases(db, id))) throw bad(GROUPBUY_MSG.started);
    await db.update(sale.ACTIVITY, id, data);
  } else {
    id = String((await db.insert(sale.ACTIVITY, data)).id);
    await replaceGoods(db, id, items);
  }
  return info(db, id);
}

export async function goodsUpdate(ctx: Ctx, f: z.output<typeof groupBuyGoodsForm>) {
  await sale.locked(ctx.data, f.groupBuyId);
  await saveGoods(ctx.data, f.groupBuyId, await checkGoods(ctx.data, f.goodsList));
  return goodsList(ctx.data, f.groupBuyId);
}

export async function goodsList(db: Scoped, id: string) {
  await info(db, id);
  return (await sale.goodsOf(db, id)).map(goodsRow);
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
  await sale.locked(ctx.data, f.groupBuyId);
  await sale.saveShare(ctx.data, f.groupBuyId, f);
  return shareInfo(ctx.data, f.groupBuyId);
}

export async function channel(ctx: Ctx, f: z.output<typeof groupBuyChannelForm>) {
  await sale.setChannels(ctx.data, f.groupBuyId, f.channels);
  return shareInfo(ctx.data, f.groupBuyId);
}

export const remove = (ctx: Ctx, ids: string[]) => sale.remove(ctx.data, ids);

export const effective = (ctx: Ctx, ids: string[], status: number) => sale.effective(ctx.data, ids, status);

/** A copy: same info, goods and share, invalid until the merchant makes it effective. */
export async function copy(ctx: Ctx, id: string) {
  const db = ctx.data;
  const to = await sale.copy(db, id, (a) => ({ data: { groupSize: a.group_size, hours: a.hours } }));
  await replaceGoods(db, to, (await sale.goodsOf(db, id)).map(goodsRow));
  return info(db, to);
}

export const skuPage = (ctx: Ctx, q: z.output<typeof groupBuySkuQuery>) => onShelfSkuPage(ctx.data, q);

/** The page editor's group-buy picker reads the real goods (null while the tenant has none: the stored rows answer). */
export async function pickerGoods(db: Scoped, q: { statusList: number[]; goodsName?: string; current: number; size: number }) {
  if (!(await repo.pickerGoods(db, { statusList: [], current: 1, size: 1 })).total) return null;
  const p = await repo.pickerGoods(db, q);
  return {
    ...p,
    records: p.records.map((r) => ({
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
