import type { Row } from '../../platform/db.ts';
import { bad, notFound } from '../../platform/errors.ts';
import type { Scoped } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import { anyOnShelfSku, listedPrice, onShelfSkuPage, saleSkus } from '../product/index.ts';
import { saleRepo } from './repo.ts';
import type { ActivityRecord, SaleGoods, SaleTables } from './shared.ts';

/**
 * The activity's status as a statement expression over its row `a` (1 未开始, 2 进行中, 3 已结束, 4 已失效):
 * the one definition, for the areas' own lists (storefront, pickers) beside the core's statements.
 */
export { STATUS as ACTIVITY_STATUS } from './repo.ts';

/** The fields every timed sale's activity shows (the area adds its own: group size, step, counts). */
export const activityFields = (a: ActivityRecord) => ({
  id: String(a.id),
  name: a.name,
  startTime: a.startTime,
  endTime: a.endTime,
  limitNum: Number(a.limitNum),
  effective: Number(a.effective),
  activityStatus: Number(a.activityStatus),
  channels: String(a.channels ?? '')
    .split(',')
    .filter(Boolean),
  shareTitle: a.shareTitle ?? null,
  shareImage: a.shareImage ?? null,
  goodsCount: Number(a.goodsCount ?? 0),
  createTime: a.createTime,
});

/** A goods row's sku snapshot as the API shows it (the area adds its sale price and stock). */
export const skuFields = (g: Row) => ({
  id: String(g.id),
  productId: String(g.product_id),
  skuId: String(g.sku_id),
  productName: g.product_name,
  skuName: g.sku_name,
  image: g.image ?? null,
  originalPrice: Number(g.original_price),
});

/** The area's messages the shared rules answer. */
export interface SaleMessages {
  goodsDuplicate: string;
  goodsOffShelf: string;
  priceAbove: string;
  runningDelete: string;
}

/**
 * A timed sale (group buying, seckill): activities with a time window, a per-customer limit, a share
 * and channels, over up to five skus at a sale price. The area gives its tables, how it shows a row and
 * its messages; it keeps what differs (group forming, stock buckets, the share's page, the steps).
 */
export function timedSale<A>(o: { tables: SaleTables; present: (a: ActivityRecord) => A; msg: SaleMessages }) {
  const repo = saleRepo(o.tables);
  const { ACTIVITY } = repo;

  /** One activity of the caller's tenant (another tenant's is not found). */
  async function info(db: Scoped, id: string): Promise<A> {
    const r = await repo.one(db, id);
    if (!r) throw notFound();
    return o.present(toApi<ActivityRecord>(r));
  }

  async function locked(db: Scoped, id: string): Promise<Row> {
    const a = await repo.lock(db, id);
    if (!a) throw notFound();
    return a;
  }

  return {
    ACTIVITY,
    info,
    locked,

    async page(db: Scoped, q: { name?: string; activityStatus?: number; current: number; size: number }) {
      const p = await repo.page(db, q);
      return { ...p, records: p.records.map((r) => o.present(r)) };
    },

    /** The goods as they would be saved: on shelf, distinct skus, sale price not above the sku's price. */
    checkGoods: <G extends { productId: string; skuId: string }>(db: Scoped, list: G[], price: (g: G) => number) =>
      saleSkus(db, list, price, { duplicate: o.msg.goodsDuplicate, offShelf: o.msg.goodsOffShelf, priceAbove: o.msg.priceAbove }),

    hasPurchases: repo.hasPurchases,
    goodsOf: repo.goodsOf,
    dropGoods: repo.dropGoods,
    insertGoods: repo.insertGoods,
    saleItem: repo.saleItem,
    goodsById: repo.goodsById,

    saveShare: (db: Scoped, id: string, f: { shareTitle: string; shareImage?: string | null }, system: Record<string, unknown> = {}) =>
      db.update(ACTIVITY, id, { shareTitle: f.shareTitle, shareImage: f.shareImage ?? null }, system),

    async setChannels(db: Scoped, id: string, channels: string[]) {
      await locked(db, id);
      await db.update(ACTIVITY, id, { channels: [...new Set(channels)].join(',') });
    },

    async remove(db: Scoped, ids: string[]) {
      if ((await repo.runningOf(db, ids)).length) throw bad(o.msg.runningDelete);
      const n = await db.remove(ACTIVITY, ids);
      if (!n) throw notFound();
      return n;
    },

    async effective(db: Scoped, ids: string[], status: number) {
      const rows = await repo.setEffective(db, ids, status);
      if (!rows.length) throw notFound();
      return rows.length;
    },

    /**
     * A copy of the activity (its own columns from `own`): same info and share, invalid until the
     * merchant makes it effective. Answers the copy's id; the area copies the goods.
     */
    async copy(db: Scoped, id: string, own: (a: Row) => { data: Record<string, unknown>; system?: Record<string, unknown> }) {
      const a = await locked(db, id);
      const { data, system } = own(a);
      const c = await db.insert<Row>(
        ACTIVITY,
        {
          name: `${a.name}-副本`.slice(0, 30),
          startTime: a.start_time,
          endTime: a.end_time,
          ...data,
          limitNum: a.limit_num,
          channels: a.channels,
          shareTitle: a.share_title,
          shareImage: a.share_image,
        },
        { effective: 0, ...system },
      );
      return String(c.id);
    },
  };
}

/** The goods pickers' page of on-shelf skus. */
export async function skuPage(db: Scoped, q: { name?: string; current: number; size: number }) {
  const p = await onShelfSkuPage(db, q);
  return {
    ...p,
    records: p.records.map((r) => ({
      ...r,
      productId: String(r.productId),
      skuId: String(r.skuId),
      price: Number(r.price),
      originalPrice: listedPrice(r.originalPrice, r.price),
    })),
  };
}

/** A demo activity's goods: the tenant's oldest (or newest) sku on shelf at `rate` of its price; none: undefined. */
export async function demoGoods(db: Scoped, rate: number, newest = false): Promise<SaleGoods | undefined> {
  const g = await anyOnShelfSku(db, newest);
  if (!g) return;
  const price = Number(g.price);
  return {
    productId: String(g.product_id),
    skuId: String(g.sku_id),
    productName: g.product_name,
    skuName: g.sku_name,
    image: g.image ?? null,
    originalPrice: listedPrice(g.original_price, price),
    price: Math.max(1, Math.round(price * rate)),
  };
}
