import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DELIVERY_STATUS_TEXT,
  GOODS_MSG,
  MSG,
  ORDER_STATUS,
  TICKET_STATUS,
  VERIFY_METHOD,
  orderStatusText,
  type AddressRow,
  type StoreGoods,
  type StoreGoodsOrder,
  type addressForm,
  type h5BundleBuyForm,
  type h5FoodBuyForm,
  type h5GoodsBuyForm,
  type h5LineBuyForm,
} from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { bad, notFound, tooMany, unauthorized } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { CUSTOMER, checkGuests, idempotent, lockOrder, scopedTo } from '../../order/index.ts';
import { chinaToday } from '../../../platform/time.ts';
import * as catalogue from '../catalogue/service.ts';
import * as freight from '../freight/service.ts';
import * as bundles from '../bundles/service.ts';
import * as food from '../food/service.ts';
import * as lines from '../lines/service.ts';
import { list } from '../shared.ts';
import * as repo from './repo.ts';
import * as sale from './sale.ts';
import { trackOf } from './service.ts';

/** The storefront's side of the area (public; the link or the order's code names the tenant). */

const ATTEMPTS_PER_WINDOW = 30;
async function throttle(svc: Services, key: string) {
  if (await lockedKeys(svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(svc, key, ATTEMPTS_PER_WINDOW);
}

export async function storeGoods(ctx: Ctx, id: string, tenantId: string): Promise<StoreGoods> {
  const db = scopedTo(ctx.q, tenantId);
  const g = await catalogue.goodsDetail(db, id).catch(() => null);
  if (g?.shelfStatus !== 1) throw notFound(GOODS_MSG.offShelf);
  return {
    id: g.id,
    name: g.name,
    cover: g.cover,
    images: list(g.images),
    detail: g.detail,
    specs: g.specs,
    skus: g.skus,
    freightName: g.freightName,
  };
}
export async function storeBundle(ctx: Ctx, id: string, tenantId: string, day?: string) {
  const b = await bundles.findBundle(scopedTo(ctx.q, tenantId), id, day);
  if (b?.shelfStatus !== 1) throw notFound(GOODS_MSG.offShelf);
  return b;
}
/** The storefront's food list (the demo home's 美食餐饮): the link's tenant's food items on shelf. */
export const storeFoods = (ctx: Ctx, q: { tenantId: string; current: number; size: number }) =>
  food.shelfFood(scopedTo(ctx.q, q.tenantId), q.current, q.size);

export async function storeFood(ctx: Ctx, id: string, tenantId: string) {
  const f = await food.findFood(scopedTo(ctx.q, tenantId), id);
  if (f?.shelfStatus !== 1) throw notFound(GOODS_MSG.offShelf);
  return f;
}
export async function storeLine(ctx: Ctx, id: string, tenantId: string) {
  const l = await lines.findLine(scopedTo(ctx.q, tenantId), id, chinaToday());
  if (l?.shelfStatus !== 1) throw notFound(GOODS_MSG.offShelf);
  return l;
}
export const storeRegions = (ctx: Ctx) => freight.regionTree(ctx);

/** The customer's token when one is sent (its tenant must be the link's); else a guest purchase. */
const hasToken = (req: FastifyRequest) => typeof req.headers['customer-token'] === 'string';

/** Run a purchase once per key in its own transaction: as the logged-in customer, or as a guest of the link's tenant. */
async function purchase<T>(
  ctx: Ctx,
  req: FastifyRequest,
  body: { tenantId: string; idempotencyKey?: string },
  scope: string,
  fn: (db: Scoped, customerId: string | null) => Promise<T>,
  needCustomer = false,
): Promise<T> {
  await throttle(ctx.svc, `h5goods:ip:${ctx.ip}`);
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !/^[\w-]{16,64}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  const once = (db: Scoped, c: string | null) => idempotent(db, scope, key && `h5g-${key}`, () => fn(db, c));
  if (needCustomer || hasToken(req))
    return asCustomer(ctx, req, (db, c) => {
      if (db.tenantId !== body.tenantId) throw unauthorized();
      return once(db, String(c.id));
    });
  return inTenant(ctx.svc.db, body.tenantId, (db) => once(db, null));
}

export async function buyGoods(ctx: Ctx, req: FastifyRequest, b: z.output<typeof h5GoodsBuyForm>) {
  if (!b.addressId && !b.address) throw bad(GOODS_MSG.addressRequired);
  // Read before the purchase's transaction opens (a request holds one connection at a time).
  const typedRegion = b.address ? await freight.regionName(ctx, b.address.regionCode) : null;
  return purchase(
    ctx,
    req,
    b,
    'goods-buy',
    async (db, customerId) => {
      const saved = b.addressId ? await addressOf(db, customerId!, b.addressId) : null;
      const receiver = saved
        ? { receiverName: saved.receiverName, receiverPhone: saved.receiverPhone, regionCode: saved.regionCode, address: saved.address }
        : b.address!;
      const regionName = saved ? saved.regionName : typedRegion!;
      return sale.buyGoods(db, CUSTOMER, { ...b, channel: 'h5', customerId, receiver, regionName });
    },
    !!b.addressId,
  );
}
export const buyBundle = (ctx: Ctx, req: FastifyRequest, b: z.output<typeof h5BundleBuyForm>) =>
  purchase(ctx, req, b, 'bundle-buy', (db, customerId) => sale.buyBundle(db, CUSTOMER, { ...b, channel: 'h5', customerId }));
export const buyFood = (ctx: Ctx, req: FastifyRequest, b: z.output<typeof h5FoodBuyForm>) =>
  purchase(ctx, req, b, 'food-buy', (db, customerId) => sale.buyFood(db, CUSTOMER, { ...b, channel: 'h5', customerId }));
export const buyLine = (ctx: Ctx, req: FastifyRequest, b: z.output<typeof h5LineBuyForm>) =>
  purchase(ctx, req, b, 'line-buy', (db, customerId) => sale.buyLine(db, CUSTOMER, { ...b, channel: 'h5', customerId }));

// ---------------------------------------------------------------- the customer's order

const mask = (s: string | null) => (s && s.length === 11 ? `${s.slice(0, 3)}****${s.slice(7)}` : s);

async function view(db: Scoped, id: string) {
  const o = await repo.orderOne(db, id);
  if (!o) throw notFound();
  const [guests, parts] = await Promise.all([repo.guestsOf(db, id), o.saleKind === 'bundle' ? bundles.salePartsOf(db, [id]) : undefined]);
  const codes =
    o.saleKind === 'goods' ? [] : guests.filter((g) => Number(g.ticket_status) === TICKET_STATUS.UNUSED).map((g) => String(g.qr_code));
  return { o, codes, parts: parts?.get(id) ?? [] };
}
async function present(ctx: Ctx, v: Awaited<ReturnType<typeof view>>): Promise<StoreGoodsOrder> {
  const { o, codes, parts } = v;
  const paid = o.orderStatus === ORDER_STATUS.TO_BE_USED;
  return {
    code: o.code,
    orderNo: o.orderNo,
    saleKind: o.saleKind,
    productName: o.productName,
    skuName: o.skuName,
    quantity: o.quantity,
    totalMoney: o.totalMoney,
    freight: o.freight,
    orderStatus: o.orderStatus,
    orderStatusText: o.saleKind === 'goods' && paid ? DELIVERY_STATUS_TEXT[o.deliveryStatus]! : orderStatusText(o.orderStatus),
    deliveryStatus: o.deliveryStatus,
    deliveryStatusText: DELIVERY_STATUS_TEXT[o.deliveryStatus] ?? '',
    receiverName: o.receiverName,
    receiverPhone: mask(o.receiverPhone),
    regionName: o.regionName,
    address: o.address,
    expressName: o.expressName,
    trackingNo: o.trackingNo,
    track: await trackOf(ctx.svc.providers.express, o),
    canConfirm: o.saleKind === 'goods' && paid && o.deliveryStatus === 1,
    codes: paid ? codes : [],
    parts,
    playDate: o.saleKind === 'line' || (o.saleKind === 'bundle' && parts.some((p) => p.day)) ? o.playDate : null,
    createTime: o.createTime,
  };
}

async function byCode(q: Queryable, code: string) {
  const f = await repo.orderIdByCode(q, code);
  if (!f) throw notFound();
  return f;
}

/** The order by its code: read in a short transaction, then the parcel's tracking asked outside it. */
export async function storeOrder(ctx: Ctx, code: string) {
  const f = await byCode(ctx.q, code);
  return present(ctx, await inTenant(ctx.svc.db, f.tenant_id, (db) => view(db, String(f.id))));
}

/** The customer confirms receipt: the parcel is received and the order's units checked (completed). */
export async function confirmReceipt(ctx: Ctx, code: string) {
  await throttle(ctx.svc, `h5goods:ip:${ctx.ip}`);
  const f = await byCode(ctx.q, code);
  const v = await inTenant(ctx.svc.db, f.tenant_id, async (db) => {
    const id = String(f.id);
    await lockOrder(db, id);
    if (!(await repo.setReceived(db, id))) throw bad(GOODS_MSG.notShipped);
    await receive(db, id);
    return view(db, id);
  });
  return present(ctx, v);
}

/** Every unit still unused is checked (the order completes); the caller has marked the parcel received. */
export async function receive(db: Scoped, orderId: string) {
  const ids = (await repo.guestsOf(db, orderId)).filter((g) => Number(g.ticket_status) === TICKET_STATUS.UNUSED).map((g) => String(g.id));
  if (ids.length) await checkGuests(db, orderId, ids, CUSTOMER, VERIFY_METHOD.MANUAL, {});
}

/** The customer's orders: read in a short transaction, then each parcel's tracking asked outside it. */
export async function myOrders(ctx: Ctx, req: FastifyRequest) {
  const rows = await asCustomer(ctx, req, (db, c) => repo.ordersOfCustomer(db, String(c.id), String(c.phone)));
  return Promise.all(rows.map((o) => present(ctx, { o, codes: [], parts: [] })));
}

// ---------------------------------------------------------------- saved addresses

const ADDRESS = {
  name: 'gds_address',
  tenant: true,
  writable: ['customer_id', 'receiver_name', 'receiver_phone', 'region_code', 'region_name', 'address', 'is_default'],
};
const asAddress = (r: Record<string, unknown>) => ({ ...toApi<AddressRow>(r), id: String(r.id) });

async function addressOf(db: Scoped, customerId: string, id: string) {
  const r = await db.find(ADDRESS, id);
  if (!r || String(r.customer_id) !== customerId) throw bad(GOODS_MSG.addressMissing);
  return asAddress(r);
}
export const addresses = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(ctx, req, async (db, c) =>
    (await db.list<AddressRow>(ADDRESS, [repo.customerIs(c.id)], 'is_default DESC, id DESC', 20)).map((a) => ({ ...a, id: String(a.id) })),
  );
export const saveAddress = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof addressForm>) =>
  freight.regionName(ctx, f.regionCode).then((regionName) =>
    asCustomer(ctx, req, async (db, c) => {
      const first = !(await db.list(ADDRESS, [repo.customerIs(c.id)], undefined, 1)).length;
      return asAddress(await db.insert(ADDRESS, { ...f, regionName, customerId: String(c.id), isDefault: first ? 1 : 0 }));
    }),
  );
export const removeAddress = (ctx: Ctx, req: FastifyRequest, id: string) =>
  asCustomer(ctx, req, async (db, c) => {
    await addressOf(db, String(c.id), id);
    return (await db.remove(ADDRESS, [id])) === 1;
  });
