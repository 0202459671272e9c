import { randomBytes, randomInt } from 'node:crypto';
import { ECARD_QR_PREFIX, MSG, ORDER_STATUS, checkIdCard, checkMobile } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, conflict } from '../../../platform/errors.ts';
import { type Offers, admitBuyer, runCheckout } from '../../../platform/checkout.ts';
import { chinaToday, dateAllowed, returnStock, takeStock } from '../../product/index.ts';
import { type Actor, lockOrder, logCreated, move, nextOrderSeq, orderNo, orderNoOf } from '../orders/service.ts';
import * as repo from './repo.ts';

/**
 * Placing an order: a ticket purchase (stock taken at once), an order of another kind for the areas
 * that sell other things, and the end of an unpaid order (its stock back once).
 */

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const publicCode = () => randomBytes(15).toString('base64url');
const assistCode = () => pad(randomInt(0, 1_000_000_000), 10);
/** A ticket's QR: random, and never one the gate reads as a held e-card's (those start with ECARD_QR_PREFIX). */
export function ticketQr(): string {
  const qr = randomBytes(12).toString('base64url');
  return qr.startsWith(ECARD_QR_PREFIX) ? ticketQr() : qr;
}

// ---------------------------------------------------------------- place order

export interface GuestInput {
  guestName?: string;
  cardType?: number;
  cardNum?: string;
  phone?: string;
}
export interface PlaceInput {
  productId: string;
  skuId?: string;
  touristDate: string;
  quantity: number;
  contactName: string;
  contactPhone: string;
  guests?: GuestInput[];
  channel?: string;
  /** What the buyer brought for the areas' checkout rules (a sale activity, a coupon, a promoter's code). */
  offers?: Offers;
  /** The logged-in storefront customer (the coupon must be theirs). */
  customerId?: string;
}

function checkGuestInput(p: Row, input: PlaceInput): void {
  if (input.quantity < 1 || input.quantity > p.max_buy) throw bad(MSG.coQuantityRange(p.max_buy));
  const contactMsg = input.contactName.trim() ? checkMobile(input.contactPhone) : MSG.coContactRequired;
  if (contactMsg) throw bad(contactMsg);
  const guests = input.guests ?? [];
  if (guests.length && guests.length !== input.quantity) throw bad(MSG.coGuestCount);
  if (p.need_id_card && guests.length !== input.quantity) throw bad(MSG.coGuestCount);
  for (const g of guests) {
    if (p.need_id_card && (!g.guestName || !g.cardNum)) throw bad(MSG.coGuestCardRequired);
    const cardMsg = g.cardNum && (g.cardType ?? 1) === 1 ? checkIdCard(g.cardNum) : null;
    if (cardMsg) throw bad(cardMsg);
    const phoneMsg = g.phone ? checkMobile(g.phone) : null;
    if (phoneMsg) throw bad(phoneMsg);
  }
}

export async function placeOrder(db: Scoped, actor: Actor, input: PlaceInput) {
  // The order number's sequence value is drawn and the buyer admitted (the blacklist, by the contact
  // phone) beside the first read, in its round trip (the connection pipelines): a refused purchase
  // leaves a gap in the numbers, as sequences do anyway, and its customer row rolls back with it.
  const channel = input.channel ?? 'backoffice';
  const read = Promise.all([repo.ticketToSell(db, input.productId, input.skuId, input.touristDate), nextOrderSeq(db)]);
  const admitted = admitBuyer({ db, phone: input.contactPhone, name: input.contactName.trim(), channel });
  admitted.catch(() => {}); // awaited by the checkout, unless the purchase is refused before it
  const [p, seq] = await read;
  if (!p) throw bad(MSG.coProductOffShelf);
  if (p.sale_sku_id == null) throw bad(MSG.coSkuRequired);
  const sku = { id: p.sale_sku_id as string, name: p.sale_sku_name as string };
  if (input.touristDate < chinaToday()) throw bad(MSG.coDatePast);
  if (!dateAllowed({ weekly: p.weekly, dis_date: p.dis_date }, input.touristDate)) throw bad(MSG.coDateNotBookable);
  checkGuestInput(p, input);

  // The date's price, and a quick answer when it is already sold out. This read decides nothing about
  // stock: the conditional UPDATE at the end does (it may still refuse).
  if (p.sale_price == null) throw bad(MSG.coDateNotBookable);
  const cal = { price: p.sale_price as string, stock: Number(p.sale_stock) };
  // Checkout rules of the areas above (blacklist, member discount, sales, coupons) may refuse or lower the price.
  const deal = await runCheckout({
    db,
    phone: input.contactPhone,
    name: input.contactName.trim(),
    channel,
    admitted,
    productId: String(p.id),
    skuId: String(sku.id),
    date: input.touristDate,
    quantity: input.quantity,
    unit: Number(cal.price),
    offers: input.offers ?? {},
    customerId: input.customerId,
  });
  // A sale that sells from an allotment of its own (seckill) does not need the calendar's stock.
  if (cal.stock < input.quantity && !deal.stockTaken) throw bad(MSG.coStockNotEnough);
  const unit = deal.unit;
  const no = orderNoOf('T', seq);
  // The assist code is random (a clerk types it, so it must not be guessable); a clash with another
  // order of the tenant draws again instead of failing the purchase.
  let order: Row | undefined;
  for (let i = 0; !order; i++) {
    if (i === 5) throw conflict(MSG.coDuplicateRequest);
    order = await repo.insertOrder(db, {
      no,
      code: publicCode(),
      assistCode: assistCode(),
      product: p,
      sku,
      poiName: p.sale_poi_name ?? null,
      date: input.touristDate,
      quantity: input.quantity,
      unit,
      contactName: input.contactName.trim(),
      contactPhone: input.contactPhone,
      channel,
      userId: actor.userId,
    });
  }
  if (deal.discount) await repo.setMemberDiscount(db, order.id, deal.discount, deal.memberLevel);
  for (const placed of deal.placed) await placed(String(order.id));
  if (deal.stockTaken) await repo.setCalendarStock(db, order.id, false);
  const guests = input.guests ?? [];
  const rows = Array.from({ length: input.quantity }, (_, i) => guests[i] ?? { guestName: input.contactName, phone: input.contactPhone });
  const withCodes = rows.map((g) => ({ ...g, qr: ticketQr() }));
  const guestsIn = repo.insertGuests(db, order.id, unit, withCodes);
  if (deal.orderOff) {
    await guestsIn;
    // A coupon's cents off the whole order: the order's total and its tickets' prices (what refunds pay back) drop.
    await repo.setCouponDiscount(db, order.id, deal.orderOff, deal.offRef);
  }
  // The guests, the log and the one conditional statement that takes the stock go out together, the
  // stock last, and the transaction sends its COMMIT behind them before their answers are back: the hot
  // calendar row is held while PostgreSQL runs them, not until this process gets back to them. When the
  // date is sold out the stock statement fails, and the whole transaction (order, guests, logs) with it.
  db.q.defer(guestsIn);
  db.q.defer(logCreated(db, order.id, actor));
  if (!deal.stockTaken)
    db.q.defer(
      takeStock(db.q, db.tenantId, {
        productId: p.id,
        skuId: sku.id,
        date: input.touristDate,
        n: input.quantity,
        orderId: order.id,
        userId: actor.userId,
      }),
    );
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    code: order.code,
    totalMoney: Number(order.total_money) - deal.orderOff,
    orderStatus: ORDER_STATUS.PENDING_PAYMENT,
  };
}

/** Cancel (customer or clerk) or close (timeout) an unpaid order; the stock comes back once. */
export async function endUnpaid(db: Scoped, orderId: string, action: 'cancel' | 'close', actor: Actor) {
  const o = await lockOrder(db, orderId);
  const row = await move(db, o, action, actor, action === 'close' ? '超时未支付' : '');
  // A seckill order's units came from the sale's allotment (its area gives them back on the move).
  if (o.calendar_stock !== false)
    await returnStock(db.q, db.tenantId, {
      productId: o.product_id,
      skuId: o.sku_id,
      date: o.play_date,
      n: o.quantity,
      reason: action,
      orderId: o.id,
      userId: actor.userId,
    });
  return { orderId: String(o.id), orderStatus: Number(row.order_status) };
}

// ---------------------------------------------------------------- orders of other kinds

/**
 * Orders of other kinds than tickets (hotel stays) are ord_order rows too, so payment, refunds, logs and
 * idempotency are shared. Such an order has no ticket product (product and sku 0): the ticket stock, the
 * ticket jobs and the gate never touch it; its own area keeps its stock through ORDER_FLOW.onMove.
 */

export interface KindOrderInput {
  kind: string;
  prefix: string;
  productName: string;
  skuName: string;
  poiName?: string | null;
  date: string;
  /** Units (rooms), each one guest row of `unit` cents. */
  quantity: number;
  unit: number;
  contactName: string;
  contactPhone: string;
  guests: { guestName: string; cardType?: number; cardNum?: string; phone?: string }[];
  channel: string;
  /** Lines priced on their own beside the units (a parcel's freight): one guest row each, in the total. */
  extras?: { guestName: string; price: number }[];
}

/** Create the order row (8100) with one guest row per unit and its creation logs, once the buyer is admitted. */
export async function openKindOrder(db: Scoped, actor: Actor, input: KindOrderInput): Promise<Row> {
  await admitBuyer({ db, phone: input.contactPhone, name: input.contactName, channel: input.channel });
  const no = await orderNo(db, input.prefix);
  let order: Row | undefined;
  for (let i = 0; !order; i++) {
    if (i === 5) throw conflict(MSG.coDuplicateRequest);
    order = await repo.insertKindOrder(db, {
      kind: input.kind,
      no,
      code: randomBytes(15).toString('base64url'),
      assistCode: String(randomInt(0, 1_000_000_000)).padStart(10, '0'),
      productName: input.productName,
      skuName: input.skuName,
      poiName: input.poiName ?? null,
      date: input.date,
      quantity: input.quantity,
      unit: input.unit,
      extra: (input.extras ?? []).reduce((t, x) => t + x.price, 0),
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      channel: input.channel,
      userId: actor.userId,
    });
  }
  const rows = Array.from({ length: input.quantity }, (_, i) => ({
    ...(input.guests[i] ?? { guestName: input.contactName }),
    qr: ticketQr(),
  }));
  await repo.insertGuests(db, order.id, input.unit, rows);
  for (const x of input.extras ?? []) await repo.insertGuests(db, order.id, x.price, [{ guestName: x.guestName, qr: ticketQr() }]);
  await logCreated(db, order.id, actor);
  return order;
}
