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

const ids = (s: string) => s.split(',').filter(Boolean);

/** A row as the API shows it (camelCase, China-time stamps: what `toApi` and the page give). */
function present(a: ActivityRecord): SeckillRow {
  return {
    ...activityFields(a),
    step: Number(a.step),
    totalStock: Number(a.totalStock ?? 0),
    remaining: Number(a.remaining ?? 0),
  };
}

/** Seckill's activities on the timed-sale core (its own tables, its own messages). */
export const sale = timedSale({ tables: repo.TABLES, present, msg: SECKILL_MSG });

const goodsRow = (g: Row): SeckillGoods => ({
  ...skuFields(g),
  seckillPrice: Number(g.seckill_price),
  stock: Number(g.stock),
  remaining: Number(g.remaining),
  buckets: Number(g.buckets),
});

type NewGoods = SaleSku & { seckillPrice: number; stock: number };

export const page = (ctx: Ctx, q: z.output<typeof seckillQuery>) => sale.page(ctx.data, q);

/** One activity of the caller's tenant (another tenant's is not found). */
export const info = (db: Scoped, id: string): Promise<SeckillRow> => sale.info(db, id);

export async function submitInfo(ctx: Ctx, f: z.output<typeof seckillInfoForm>) {
  const db = ctx.data;
  const data = { name: f.name, startTime: chinaTimestamp(f.startTime), endTime: chinaTimestamp(f.endTime), limitNum: f.limitNum };
  if (!f.id) return info(db, String((await db.insert(sale.ACTIVITY, data, { step: 1 })).id));
  await sale.locked(db, f.id);
  await db.update(sale.ACTIVITY, f.id, data);
  return info(db, f.id);
}

/** The goods as they would be saved: on shelf, distinct skus, seckill price not above the sku's price. */
const checkGoods = (db: Scoped, f: z.output<typeof seckillGoodsForm>): Promise<NewGoods[]> =>
  sale.checkGoods(db, f.goodsList, (g) => g.seckillPrice);

export async function checkActivity(ctx: Ctx, f: z.output<typeof seckillGoodsForm>) {
  await info(ctx.data, f.seckillId);
  await checkGoods(ctx.data, f);
  return true;
}

/** Goods rows for the activity, each item's allotment split over its buckets. */
export async function insertGoods(db: Scoped, seckillId: string, items: NewGoods[]) {
  for (const [i, g] of items.entries()) {
    const n = repo.bucketsFor(g.stock);
    const row = await sale.insertGoods(db, seckillId, { ...g, price: g.seckillPrice }, i, { stock: g.stock, buckets: n });
    await repo.fillBuckets(db, String(row!.id), g.stock, n);
  }
}

/** Save the goods; each item's allotment is split over its buckets. Only before the sale starts. */
export async function submitActivity(ctx: Ctx, f: z.output<typeof seckillGoodsForm>) {
  const db = ctx.data;
  const a = await sale.locked(db, f.seckillId);
  const status = Number(a.activity_status);
  if (status === SECKILL_STATUS.RUNNING || status === SECKILL_STATUS.ENDED || (await sale.hasPurchases(db, f.seckillId)))
    throw bad(SECKILL_MSG.started);
  const items = await checkGoods(db, f);
  await repo.dropBuckets(db, f.seckillId);
  await sale.dropGoods(db, f.seckillId);
  await insertGoods(db, f.seckillId, items);
  if (Number(a.step) < 2) await db.update(sale.ACTIVITY, f.seckillId, {}, { step: 2 });
  return activityEcho(db, f.seckillId);
}

export async function activityEcho(db: Scoped, id: string) {
  await info(db, id);
  return (await sale.goodsOf(db, id)).map(goodsRow);
}

const share = (a: SeckillRow): SeckillShare => ({
  seckillId: a.id,
  shareTitle: a.shareTitle,
  shareImage: a.shareImage,
  channels: a.channels,
  page: SECKILL_PAGE,
});

export async function submitShare(ctx: Ctx, f: z.output<typeof seckillShareForm>) {
  const a = await sale.locked(ctx.data, f.seckillId);
  if (Number(a.step) < 2) throw bad(SECKILL_MSG.stepOrder);
  await sale.saveShare(ctx.data, f.seckillId, f, { step: 3 });
  return shareEcho(ctx.data, f.seckillId);
}

export const shareEcho = async (db: Scoped, id: string) => share(await info(db, id));

export async function updateChannel(ctx: Ctx, f: z.output<typeof seckillChannelForm>) {
  await sale.setChannels(ctx.data, f.seckillId, f.channels);
  return shareEcho(ctx.data, f.seckillId);
}

export const remove = (ctx: Ctx, idList: string) => sale.remove(ctx.data, ids(idList));

export const effective = (ctx: Ctx, idList: string, status: number) => sale.effective(ctx.data, ids(idList), status);

/** A copy: same info, goods and share, invalid until the merchant makes it effective. */
export async function copy(ctx: Ctx, id: string) {
  const db = ctx.data;
  const to = await sale.copy(db, id, (a) => ({ data: {}, system: { step: a.step } }));
  await insertGoods(db, to, (await sale.goodsOf(db, id)).map(goodsRow));
  return info(db, to);
}

export const skuPage = (ctx: Ctx, q: z.output<typeof seckillSkuQuery>) => onShelfSkuPage(ctx.data, q);

/** The editor's seckill picker: real goods of effective activities not ended; null while there are none. */
export async function pickerGoods(db: Scoped, q: { current: number; size: number; goodType?: string }) {
  const p = await repo.pickerGoods(db, q.goodType && q.goodType !== 'product' ? 1 : q.current, q.size);
  if (!p.total) return null;
  if (q.goodType && q.goodType !== 'product') return { ...p, records: [], total: 0 };
  return {
    ...p,
    records: p.records.map((r) => ({
      ...r,
      id: String(r.id),
      goodsId: String(r.goodsId),
      price: Number(r.price),
      seckillPrice: Number(r.seckillPrice),
    })),
  };
}
