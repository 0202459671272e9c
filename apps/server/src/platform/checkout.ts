import type { Row } from './db.ts';
import type { Scoped } from './repo.ts';
import type { Moved } from './flow.ts';

/**
 * Checkout rules: areas above the orders (customers, members, sales, coupons) take part in place-order
 * without the order module importing them, through their module manifest (`admitBuyer`, `checkout`,
 * `orderMoved`). A rule may refuse (throw a BizError: the order's transaction rolls back) or lower the
 * unit price. Rules run in module order, inside the order's transaction, before anything of the order
 * is written.
 */
export interface CheckoutInput {
  db: Scoped;
  /** The buyer: the order's contact phone (a customer of the tenant is keyed by it). */
  phone: string;
  name: string;
  /** 'h5' (storefront) or 'backoffice'. */
  channel: string;
  productId: string;
  skuId: string;
  date: string;
  quantity: number;
  /** The unit price in cents so far (the date's price, lowered by earlier rules). */
  unit: number;
  /** What the buyer brought to the checkout, by name (an activity, a coupon, a share code): each area's rule reads its own. */
  offers: Offers;
  /** The logged-in storefront customer placing the order (absent in the back office). */
  customerId?: string;
  /**
   * The buyer admitted already (`admitBuyer`, started by the caller beside its first reads): its
   * answer, the buyer's customer row, is handed to the rules as `customer`. Absent: admitted here.
   */
  admitted?: Promise<Row | null | undefined>;
  /** The buyer's live customer row (null: none), as admitted; rules read it instead of looking it up. */
  customer?: Row | null;
}

/** Ids and codes a purchase carries for the areas' rules, by a name each area chooses. */
export type Offers = Readonly<Record<string, string | undefined>>;

export interface CheckoutAdjust {
  /** The new unit price in cents (never above the current one). */
  unit?: number;
  /** What the order records about it (the member level's name). */
  memberLevel?: string;
  /** A sale price (seckill): replaces the unit price and the price discounts count from; earlier discounts drop. */
  price?: number;
  /** The rule took the units from an allotment of its own (seckill): the calendar stock is left alone. */
  stockTaken?: boolean;
  /** Called with the new order's id once it is written (same transaction). */
  placed?: (orderId: string) => Promise<void>;
  /** Cents off the whole order (coupon), computed once the unit price is final; capped at the total. */
  orderOff?: (total: number, unit: number) => number;
  /** What the order records as the source of its cents off (the coupon spent). */
  offRef?: string;
}

export interface CheckoutResult {
  unit: number;
  /** Cents taken off the whole order by the rules. */
  discount: number;
  memberLevel: string | null;
  stockTaken: boolean;
  placed: ((orderId: string) => Promise<void>)[];
  /** Cents taken off the whole order after the unit price (coupons); the order pays unit × quantity − orderOff. */
  orderOff: number;
  offRef: string | null;
}

export type CheckoutRule = (input: CheckoutInput) => Promise<CheckoutAdjust | void>;

/** The buyer of any kind of order (tickets, rooms, e-cards, bookings): who they are and where they buy. */
export interface Buyer {
  db: Scoped;
  phone: string;
  name: string;
  /** 'h5' (storefront) or 'backoffice'. */
  channel: string;
}
/** A rule on who may buy at all, whatever is bought; the customers area's answers the buyer's live customer row (null: none). */
export type BuyerRule = (buyer: Buyer) => Promise<Row | null | void>;

/**
 * Order moves (paid, refunded ...) for the areas above the orders: the order flow forwards each move
 * here. Hooks run inside the move's transaction, so they must be idempotent and quick.
 */
export type OrderMoveHook = (m: Moved<number, string>) => Promise<void>;

/** The areas' parts of a checkout, as their manifests give them. */
export interface CheckoutPart {
  admitBuyer?: BuyerRule;
  checkout?: CheckoutRule;
  orderMoved?: OrderMoveHook;
}

let parts: readonly CheckoutPart[] = [];

/** The areas taking part, in the order their rules and hooks run (the module list's). */
export function installCheckout(areas: readonly CheckoutPart[]): void {
  parts = areas.filter((a) => a.admitBuyer || a.checkout || a.orderMoved);
}

/**
 * Every order opens through here (ticket checkout and the other kinds alike); a rule refuses by
 * throwing. Answers the buyer's live customer row when a rule knows it (null: none).
 */
export async function admitBuyer(buyer: Buyer): Promise<Row | null | undefined> {
  let customer: Row | null | undefined;
  for (const { admitBuyer } of parts) {
    const row = await admitBuyer?.(buyer);
    if (row !== undefined) customer = row;
  }
  return customer;
}

/** Run the rules: the final unit price and what was taken off. */
export async function runCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  const customer = await (input.admitted ?? admitBuyer(input));
  if (customer !== undefined) input = { ...input, customer };
  let start = input.unit;
  let unit = start;
  let memberLevel: string | null = null;
  let stockTaken = false;
  const placed: ((orderId: string) => Promise<void>)[] = [];
  const offs: ((total: number, unit: number) => number)[] = [];
  let offRef: string | null = null;
  for (const { checkout } of parts) {
    const adj = checkout && (await checkout({ ...input, unit }));
    if (adj?.price !== undefined && Number.isInteger(adj.price) && adj.price >= 0)
      [start, unit, memberLevel] = [adj.price, adj.price, null];
    if (adj?.unit !== undefined && Number.isInteger(adj.unit) && adj.unit >= 0 && adj.unit < unit) unit = adj.unit;
    if (adj?.memberLevel) memberLevel = adj.memberLevel;
    if (adj?.stockTaken) stockTaken = true;
    if (adj?.placed) placed.push(adj.placed);
    if (adj?.orderOff) offs.push(adj.orderOff);
    if (adj?.offRef) offRef = adj.offRef;
  }
  let orderOff = 0;
  for (const off of offs) {
    const cents = Math.floor(off(unit * input.quantity - orderOff, unit));
    if (Number.isInteger(cents) && cents > 0) orderOff += Math.min(cents, unit * input.quantity - orderOff);
  }
  return { unit, discount: (start - unit) * input.quantity, memberLevel, stockTaken, placed, orderOff, offRef };
}

/** A move of an order, to every area's hook in turn. */
export async function orderMoved(m: Moved<number, string>): Promise<void> {
  for (const { orderMoved } of parts) await orderMoved?.(m);
}
