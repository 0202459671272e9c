import { randomBytes, randomInt } from 'node:crypto';
import { MSG, ORDER_STATUS, checkIdCard, checkMobile } from '@yym/contract';
import type { Queryable, Row } from '../../platform/db.ts';
import type { Ctx } from '../../platform/context.ts';
import { type Scoped, tenantData } from '../../platform/repo.ts';
import { bad, conflict, notFound } from '../../platform/errors.ts';
import { chinaToday, dateAllowed, returnStock, takeStock } from '../product/index.ts';
import { ORDER_FLOW, type OrderAction } from './flow.ts';
import * as repo from './repo/order.ts';
import type { Actor, LogKind } from './repo/order.ts';
import { chinaStamp } from '../../platform/time.ts';
import { type Offers, admitBuyer, orderMoved, runCheckout } from '../../platform/checkout.ts';

// Areas above the orders (members: growth and points) follow the order's moves through the platform.
ORDER_FLOW.onMove(orderMoved);

export type { Actor } from './repo/order.ts';
export const SYSTEM: Actor = { userId: null, name: '系统' };
export const CUSTOMER: Actor = { userId: null, name: '用户' };
export const actorOf = (ctx: Ctx): Actor => ({ userId: ctx.user?.userId ?? null, name: ctx.user?.realName || ctx.user?.account || '系统' });
/** Data access bound to a tenant named by the row itself (jobs, public pages, the payment notice). */
export const scopedTo = (q: Queryable, tenantId: string) => tenantData(q, tenantId);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Prefix + China time to the second + 6 digits of a sequence: unique, readable, sortable. */
export async function orderNo(db: Scoped, prefix: string): Promise<string> {
  return orderNoOf(prefix, await repo.nextOrderSeq(db));
}
const orderNoOf = (prefix: string, seq: number) => `${prefix}${chinaStamp()}${pad(seq, 6)}`;
const publicCode = () => randomBytes(15).toString('base64url');
const assistCode = () => pad(randomInt(0, 1_000_000_000), 10);
const qrCode = () => randomBytes(12).toString('base64url');

// ---------------------------------------------------------------- logs and transitions

export const orderLog = (
  db: Scoped,
  orderId: string,
  kind: LogKind,
  action: string,
  from: number | null,
  to: number | null,
  content: string,
  actor: Actor,
) => repo.insertLog(db, orderId, kind, action, from, to, content, actor);

/** A new order's first entries (process and operate). */
export const logCreated = (db: Scoped, orderId: string, actor: Actor) =>
  repo.insertMoveLogs(
    db,
    orderId,
    'create',
    null,
    ORDER_STATUS.PENDING_PAYMENT,
    { process: '创建订单', operate: `${actor.name}创建订单` },
    actor,
  );

/** The order row, locked for this transaction; another tenant's order is simply not found. */
export async function lockOrder(db: Scoped, id: string): Promise<Row> {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const o = await repo.lockOrder(db, id);
  if (!o) throw notFound();
  return o;
}

/**
 * Move an order by the transition table: the guests are already updated, so the target state is
 * computed from them; the UPDATE is conditional on the state read, and both logs are written.
 */
export async function move(
  db: Scoped,
  order: Row,
  action: OrderAction,
  actor: Actor,
  content = '',
  needConfirm = false,
  /** The order's ticket counts, when the caller has just read them in this transaction. */
  counts?: repo.GuestCounts,
): Promise<Row> {
  const from = Number(order.order_status);
  // Orders of another kind than tickets (hotel stays) always wait for the merchant's confirmation once paid.
  const context = {
    ...(counts ?? (await repo.guestCounts(db, order.id))),
    needConfirm: needConfirm || (order.order_kind ?? 'ticket') !== 'ticket',
    before: order.status_before_refund,
  };
  const to = ORDER_FLOW.next(from, action, context);
  const before = action === 'applyRefund' ? from : to === ORDER_STATUS.REFUNDING ? order.status_before_refund : null;
  const text = ORDER_FLOW.actionText[action];
  const operate = `${actor.name}${text}${content ? `: ${content}` : ''}`;
  // The log goes out with the move (one write on PostgreSQL); a refused move fails the transaction, log and all.
  const [{ row }] = await Promise.all([
    ORDER_FLOW.apply(db.q, {
      table: 'ord_order',
      column: 'order_status',
      tenantId: db.tenantId,
      id: order.id,
      from,
      action,
      context,
      userId: actor.userId,
      set: repo.moveSet(action, to, before),
    }),
    repo.insertMoveLogs(db, order.id, action, from, to, { process: content || text, operate }, actor),
  ]);
  return row;
}

/**
 * Run a money-path call once per key: the first stores its answer; a replay gets the same answer and
 * changes nothing. A concurrent replay waits on the key's unique index until the first commits.
 */
export async function idempotent<T>(db: Scoped, scope: string, key: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!key) return fn();
  if (!/^[\w.:-]{1,100}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  if (!(await repo.claimKey(db, key, scope))) {
    const row = await repo.keyAnswer(db, key);
    if (!row || row.response == null || row.scope !== scope) throw conflict(MSG.coDuplicateRequest);
    return row.response as T;
  }
  const result = await fn();
  db.q.defer(repo.saveAnswer(db, key, result));
  return result;
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
  const read = Promise.all([repo.ticketToSell(db, input.productId, input.skuId, input.touristDate), repo.nextOrderSeq(db)]);
  const admitted = admitBuyer({ db, phone: input.contactPhone, name: input.contactName.trim(), channel });
  admitted.catch(() => {}); // awaited by the checkout, unless the purchase is refused before it
  const [p, seq] = await read;
  if (!p) throw bad(MSG.coProductOffShelf);
  if (p.sale_sku_id == null) throw bad(MSG.coSkuRequired);
  const sku = { id: p.sale_sku_id as string, name: p.sale_sku_name as string };
  if (input.touristDate < chinaToday()) throw bad(MSG.coDatePast);
  if (!dateAllowed(p as any, input.touristDate)) throw bad(MSG.coDateNotBookable);
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
  const withCodes = rows.map((g) => ({ ...g, qr: qrCode() }));
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

// ---------------------------------------------------------------- payment

export const moneyOf = repo.moneyOf;

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
