import { GOODS_MSG, MSG, ORDER_STATUS, checkMobile, chinaToday } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { SYSTEM, move, openKindOrder, type Actor } from '../../order/index.ts';
import * as catalogue from '../catalogue/service.ts';
import * as freight from '../freight/service.ts';
import * as bundles from '../bundles/service.ts';
import * as food from '../food/service.ts';
import * as lines from '../lines/service.ts';
import * as repo from './repo.ts';

/**
 * The stock paths of the area's sales. Each sale is an ord_order row of its kind (the order area's
 * payment, refunds and logs), a gds_sale row with what it took, and, last in the transaction, the one
 * statement that takes the stock (refused when not enough is left, so nothing of the order stays).
 * Cancellation, closing and refunds give the stock back once, through the order flow's hook.
 */

export const SALE_KINDS = new Set(['goods', 'bundle', 'food', 'line']);

export interface Buyer {
  quantity: number;
  contactName: string;
  contactPhone: string;
  channel: string;
  customerId?: string | null;
}
export interface Receiver {
  receiverName: string;
  receiverPhone: string;
  regionCode: string;
  address: string;
}

function checkBuyer(b: Buyer, max: number) {
  if (b.quantity < 1 || b.quantity > max) throw bad(GOODS_MSG.quantityRange(max));
  const m = b.contactName.trim() ? checkMobile(b.contactPhone) : MSG.coContactRequired;
  if (m) throw bad(m);
}

const placed = (o: Record<string, unknown>) => ({
  orderId: String(o.id),
  orderNo: String(o.order_no),
  code: String(o.code),
  totalMoney: Number(o.total_money),
});

/** One SKU with quantity to an address: the freight from the goods' template, a line of its own in the order. */
/** `regionName` is the receiver's region as the caller found it in the region tree (an unknown code is refused there). */
export async function buyGoods(
  db: Scoped,
  actor: Actor,
  b: Buyer & { goodsId: string; skuId: string; receiver: Receiver; regionName: string },
) {
  const sku = await catalogue.sellableSku(db, b.goodsId, b.skuId);
  if (!sku || Number(sku.shelf_status) !== 1) throw notFound(GOODS_MSG.offShelf);
  checkBuyer(b, 99);
  const phoneMsg = checkMobile(b.receiver.receiverPhone);
  if (phoneMsg) throw bad(phoneMsg);
  if (Number(sku.stock) < b.quantity) throw bad(GOODS_MSG.stockNotEnough);
  const template = sku.freight_id ? await freight.findTemplate(db, String(sku.freight_id)) : undefined;
  const price = Number(sku.price);
  const { fee } = freight.feeFor(template, {
    regionCode: b.receiver.regionCode,
    pieces: b.quantity,
    weight: Number(sku.weight) * b.quantity,
    amount: price * b.quantity,
  });
  const o = await openKindOrder(db, actor, {
    kind: 'goods',
    prefix: 'G',
    productName: String(sku.name).slice(0, 100),
    skuName: String(sku.spec_text).slice(0, 100),
    date: chinaToday(),
    quantity: b.quantity,
    unit: price,
    contactName: b.contactName.trim(),
    contactPhone: b.contactPhone.trim(),
    guests: [],
    channel: b.channel,
    extras: fee > 0 ? [{ guestName: '运费', price: fee }] : [],
  });
  const orderId = String(o.id);
  await repo.insertSale(db, {
    orderId,
    kind: 'goods',
    itemId: b.goodsId,
    partId: b.skuId,
    quantity: b.quantity,
    freight: fee,
    freightGuestId: fee > 0 ? await repo.lastGuestId(db, orderId) : null,
    receiver: { ...b.receiver, regionName: b.regionName },
    customerId: b.customerId,
  });
  await catalogue.takeSku(db, b.skuId, b.quantity);
  return placed(o);
}

/**
 * A bundle: one price, every part's stock taken in the order's transaction or none. A bundle with a
 * ticket or hotel part is bought for a day (the tickets' date, the hotel night), the order's play date.
 */
export async function buyBundle(db: Scoped, actor: Actor, b: Buyer & { bundleId: string; day?: string | null }) {
  const bundle = await bundles.findBundle(db, b.bundleId);
  if (bundle?.shelfStatus !== 1 || !bundle.parts.length) throw notFound(GOODS_MSG.offShelf);
  const day = bundle.needsDay ? (b.day ?? null) : null;
  if (bundle.needsDay && !day) throw bad(GOODS_MSG.useDayRequired);
  if (day && day < chinaToday()) throw bad(GOODS_MSG.useDayPast);
  checkBuyer(b, bundle.maxBuy);
  const o = await openKindOrder(db, actor, {
    kind: 'bundle',
    prefix: 'C',
    productName: bundle.name.slice(0, 100),
    skuName: bundle.parts
      .map((p) => `${p.name}×${p.qty}`)
      .join('、')
      .slice(0, 100),
    date: day ?? chinaToday(),
    quantity: b.quantity,
    unit: bundle.price,
    contactName: b.contactName.trim(),
    contactPhone: b.contactPhone.trim(),
    guests: [],
    channel: b.channel,
  });
  await repo.insertSale(db, { orderId: String(o.id), kind: 'bundle', itemId: b.bundleId, quantity: b.quantity, customerId: b.customerId });
  await bundles.takeParts(db, String(o.id), bundle, b.quantity, day);
  return placed(o);
}

/** A food voucher or set meal: one code per unit, redeemed at the restaurant (the gate's check). */
export async function buyFood(db: Scoped, actor: Actor, b: Buyer & { foodId: string }) {
  const f = await food.findFood(db, b.foodId);
  if (f?.shelfStatus !== 1) throw notFound(GOODS_MSG.offShelf);
  checkBuyer(b, 20);
  const o = await openKindOrder(db, actor, {
    kind: 'food',
    prefix: 'F',
    productName: f.name.slice(0, 100),
    skuName: f.restaurant.slice(0, 100),
    poiName: f.restaurant,
    date: chinaToday(),
    quantity: b.quantity,
    unit: f.price,
    contactName: b.contactName.trim(),
    contactPhone: b.contactPhone.trim(),
    guests: [],
    channel: b.channel,
  });
  await repo.insertSale(db, { orderId: String(o.id), kind: 'food', itemId: b.foodId, quantity: b.quantity, customerId: b.customerId });
  await food.takeFood(db, b.foodId, b.quantity);
  return placed(o);
}

/** A seat on a line's departure: the date's price and stock; one code per traveller, checked at the meeting point. */
export async function buyLine(db: Scoped, actor: Actor, b: Buyer & { lineId: string; day: string }) {
  const l = await lines.findLine(db, b.lineId);
  if (l?.shelfStatus !== 1) throw notFound(GOODS_MSG.offShelf);
  if (b.day < chinaToday()) throw bad(GOODS_MSG.datePast);
  const d = await lines.departureOf(db, b.lineId, b.day);
  if (!d) throw bad(GOODS_MSG.dateNotOnSale);
  checkBuyer(b, 20);
  if (Number(d.stock) < b.quantity) throw bad(GOODS_MSG.stockNotEnough);
  const o = await openKindOrder(db, actor, {
    kind: 'line',
    prefix: 'L',
    productName: l.name.slice(0, 100),
    skuName: `${b.day}出发`,
    poiName: l.meetingPoint.slice(0, 100),
    date: b.day,
    quantity: b.quantity,
    unit: Number(d.price),
    contactName: b.contactName.trim(),
    contactPhone: b.contactPhone.trim(),
    guests: [],
    channel: b.channel,
  });
  await repo.insertSale(db, {
    orderId: String(o.id),
    kind: 'line',
    itemId: b.lineId,
    partId: String(d.id),
    quantity: b.quantity,
    customerId: b.customerId,
  });
  await lines.takeDeparture(db, String(d.id), b.quantity);
  return placed(o);
}

async function giveBack(db: Scoped, s: Record<string, unknown>, n: number, reason: 'cancel' | 'close' | 'refund') {
  const part = String(s.part_id);
  if (s.sale_kind === 'goods') await catalogue.returnSku(db, part, n);
  else if (s.sale_kind === 'bundle') await bundles.returnParts(db, String(s.order_id), n, reason);
  else if (s.sale_kind === 'food') await food.returnFood(db, String(s.item_id), n);
  else if (s.sale_kind === 'line') await lines.returnDeparture(db, part, n);
}

/**
 * Runs inside every order move. Paid: nothing to confirm by hand, so the order is ready at once (to
 * ship, to redeem). Ended unpaid, cancelled or refunded: the units' stock comes back, counted in
 * gds_sale.returned under the sale row's lock, so each unit comes back exactly once whichever path
 * moved the order. A shipped parcel's goods are with the customer: its refund is money only.
 */
export async function orderMoved(m: Moved<number, string>) {
  if (!SALE_KINDS.has(String(m.row.order_kind))) return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  if (m.action === 'pay') {
    if (m.to === ORDER_STATUS.CONFIRMING) await move(db, m.row, 'confirm', SYSTEM, '已支付,自动确认');
    return;
  }
  const ended = m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED;
  if (!ended && m.action !== 'refundDone' && m.action !== 'forcedRefund') return;
  const s = await repo.lockSale(db, id);
  if (!s) return;
  if (s.sale_kind === 'goods' && Number(s.delivery_status) > 0) return;
  const unpaidEnd = m.action === 'cancel' || m.action === 'close';
  const quantity = Number(s.quantity);
  const target = unpaidEnd
    ? quantity
    : Math.min(quantity, await repo.refundedUnits(db, id, s.freight_guest_id == null ? null : String(s.freight_guest_id)));
  const was = Number(s.returned);
  if (target <= was) return;
  await giveBack(db, s, target - was, m.action === 'cancel' ? 'cancel' : unpaidEnd ? 'close' : 'refund');
  await repo.setReturned(db, id, was, target);
}
