import type { Row } from './db.ts';
import type { Scoped } from './repo.ts';
import type { Moved } from './flow.ts';

/**
 * Checkout rules: areas above the orders (customers, members) take part in place-order without the
 * order module importing them. A rule may refuse (throw a BizError: the order's transaction rolls
 * back) or lower the unit price. Rules run in registration order (module order), inside the order's
 * transaction, before anything of the order is written.
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
  /** The seckill activity the buyer buys in (its rule answers for it). */
  seckillId?: string;
  /** The group-buy activity the buyer buys in, and the open group joined (none: a new group); its rule answers for them. */
  groupBuyId?: string;
  groupId?: string;
  /** The user coupon the buyer spends on the order (its rule checks and prices it). */
  couponId?: string;
  /** The share code of the promoter who brought the buyer (分销裂变: its rule records the referral). */
  promoterCode?: string;
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
}

type CheckoutRule = (input: CheckoutInput) => Promise<CheckoutAdjust | void>;

const rules: { name: string; rule: CheckoutRule }[] = [];

/** Register a rule once per name (a module imported twice keeps one rule). */
export function beforePlaceOrder(name: string, rule: CheckoutRule): void {
  if (!rules.some((r) => r.name === name)) rules.push({ name, rule });
}

/** The buyer of any kind of order (tickets, rooms, e-cards, bookings): who they are and where they buy. */
export interface Buyer {
  db: Scoped;
  phone: string;
  name: string;
  /** 'h5' (storefront) or 'backoffice'. */
  channel: string;
}
/** A rule on the buyer; the customers area's answers the buyer's live customer row (null: none). */
type BuyerRule = (buyer: Buyer) => Promise<Row | null | void>;
const buyerRules: { name: string; rule: BuyerRule }[] = [];

/** Register a rule on who may buy at all (the customers area: the blacklist), whatever is bought. */
export function admitBuyerRule(name: string, rule: BuyerRule): void {
  if (!buyerRules.some((r) => r.name === name)) buyerRules.push({ name, rule });
}

/**
 * Every order opens through here (ticket checkout and the other kinds alike); a rule refuses by
 * throwing. Answers the buyer's live customer row when a rule knows it (null: none).
 */
export async function admitBuyer(buyer: Buyer): Promise<Row | null | undefined> {
  let customer: Row | null | undefined;
  for (const { rule } of buyerRules) {
    const row = await rule(buyer);
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
  for (const { rule } of rules) {
    const adj = await rule({ ...input, unit });
    if (adj?.price !== undefined && Number.isInteger(adj.price) && adj.price >= 0)
      [start, unit, memberLevel] = [adj.price, adj.price, null];
    if (adj?.unit !== undefined && Number.isInteger(adj.unit) && adj.unit >= 0 && adj.unit < unit) unit = adj.unit;
    if (adj?.memberLevel) memberLevel = adj.memberLevel;
    if (adj?.stockTaken) stockTaken = true;
    if (adj?.placed) placed.push(adj.placed);
    if (adj?.orderOff) offs.push(adj.orderOff);
  }
  let orderOff = 0;
  for (const off of offs) {
    const cents = Math.floor(off(unit * input.quantity - orderOff, unit));
    if (Number.isInteger(cents) && cents > 0) orderOff += Math.min(cents, unit * input.quantity - orderOff);
  }
  return { unit, discount: (start - unit) * input.quantity, memberLevel, stockTaken, placed, orderOff };
}

/**
 * Order moves (paid, refunded ...) for the areas above the orders. The order module forwards its flow's
 * moves here; hooks run inside the move's transaction, so they must be idempotent and quick.
 */
type OrderMoveHook = (m: Moved<number, string>) => Promise<void>;
const moveHooks: { name: string; hook: OrderMoveHook }[] = [];

export function onOrderMove(name: string, hook: OrderMoveHook): void {
  if (!moveHooks.some((h) => h.name === name)) moveHooks.push({ name, hook });
}

export async function orderMoved(m: Moved<number, string>): Promise<void> {
  for (const { hook } of moveHooks) await hook(m);
}
