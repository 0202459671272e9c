import type { z } from 'zod';
import {
  ORDER_STATUS,
  WALK_IN,
  WINDOW_MSG as M,
  type SaleResult,
  type WinPayMethod,
  orderStatusText,
  type winSellForm,
  type winTicketsQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import type { PayProvider } from '../../../platform/providers/index.ts';
import { type Actor, type PlaceInput, actorOf, createTrade, idempotent, placeOrder, settlePaid } from '../../order/index.ts';
import { effectiveSetting } from '../settings/service.ts';
import { openShiftOf, sellerOf } from '../shifts/service.ts';
import { ACCOUNT, CASH } from '../shared.ts';
import { chargeAccount, contactOf } from '../customers/service.ts';
import * as repo from './repo.ts';

/**
 * The counter: a sale is one ticket order per line (the one purchase path: price, stock taken by its
 * single conditional statement, checkout rules), paid at once in cash or on a window customer's
 * account (a trade of the window's own channel through the one payment path), or by card/QR through
 * the tenant's payment provider. The sale row keeps what the counter adds: received, change, seller, shift.
 */

export const channelOf = (m: WinPayMethod, provider: PayProvider) => (m === 'cash' ? CASH : m === 'account' ? ACCOUNT : provider);

export async function counterSetting(ctx: Ctx, windowId: string) {
  return effectiveSetting(ctx.data, windowId, sellerOf(ctx).id);
}

export async function tickets(ctx: Ctx, q: z.output<typeof winTicketsQuery>) {
  const s = await counterSetting(ctx, q.windowId);
  return repo.sellable(ctx.data, q.touristDate, { productIds: s?.productIds ?? [], poiId: q.poiId, keyword: q.keyword });
}

export async function scenicList(ctx: Ctx, windowId?: string) {
  const s = windowId ? await counterSetting(ctx, windowId) : null;
  return repo.scenicOf(ctx.data, s?.productIds ?? []);
}

export function sell(ctx: Ctx, f: z.output<typeof winSellForm>): Promise<SaleResult> {
  return idempotent(ctx.data, 'window-sale', f.idempotencyKey, () =>
    sellAs(ctx.data, sellerOf(ctx), actorOf(ctx), ctx.svc.providers.payment, f),
  );
}

/** One sale by the seller (the demo data sells through it too). */
export async function sellAs(
  db: Scoped,
  seller: { id: string; name: string },
  actor: Actor,
  provider: PayProvider,
  f: z.output<typeof winSellForm>,
): Promise<SaleResult> {
  const shift = await openShiftOf(db, seller.id);
  if (!shift) throw bad(M.noShift);
  // The shift's window is where the seller stands; the form's must be the same.
  if (String(shift.window_id) !== f.windowId) throw bad(M.windowRequired);
  const setting = await effectiveSetting(db, f.windowId, seller.id);
  if (setting && !setting.payMethods.includes(f.payMethod)) throw bad(M.payNotAllowed);
  if (setting?.productIds.length && f.lines.some((l) => !setting.productIds.includes(l.productId))) throw bad(M.notSoldHere);
  if (f.payMethod === 'account' && !f.customerId) throw bad(M.customerRequired);
  const customer = f.customerId ? await contactOf(db, f.customerId) : null;
  const contactName = f.contactName || customer?.contact_name || customer?.name || WALK_IN.name;
  const contactPhone = f.contactPhone || (customer?.phone && /^1\d{10}$/.test(customer.phone) ? customer.phone : WALK_IN.phone);

  const placed = [];
  for (const l of f.lines) {
    const input: PlaceInput = { ...l, touristDate: f.touristDate, contactName, contactPhone, channel: 'window' };
    placed.push({ ...(await placeOrder(db, actor, input)), line: l });
  }
  const total = placed.reduce((s, o) => s + o.totalMoney, 0);
  const received = f.payMethod === 'cash' ? (f.received ?? total) : 0;
  if (f.payMethod === 'cash' && received < total) throw bad(M.receivedShort);
  if (f.payMethod === 'account') await chargeAccount(db, f.customerId!, total);
  const atOnce = f.payMethod === 'cash' || f.payMethod === 'account';
  const sale = (await repo.insertSale(db, {
    saleNo: `W${placed[0]!.orderNo.slice(1)}`,
    windowId: f.windowId,
    shiftId: String(shift.id),
    sellerId: seller.id,
    sellerName: seller.name,
    payMethod: f.payMethod,
    total,
    received,
    change: f.payMethod === 'cash' ? received - total : 0,
    customerId: f.customerId ?? null,
    date: f.touristDate,
    status: atOnce ? 2 : 1,
  }))!;
  await repo.linkOrders(
    db,
    String(sale.id),
    placed.map((o) => o.orderId),
  );
  const pay = channelOf(f.payMethod, provider);
  const orders: SaleResult['orders'] = [];
  for (const o of placed) {
    const trade = await createTrade(db, pay, o.orderId);
    if (atOnce) await settlePaid(db, pay, { tradeNo: trade.tradeNo, amount: trade.amount, providerRef: sale.sale_no });
    const row = { orderId: o.orderId, orderNo: o.orderNo, productName: '', quantity: o.line.quantity, totalMoney: o.totalMoney };
    // Card/QR: the provider's parameters arrive once the transaction has committed (createTrade fills them).
    orders.push(atOnce ? row : Object.defineProperty(row, 'payParams', { enumerable: true, get: () => trade.payParams }));
  }
  const names = await repo.saleOrders(db, String(sale.id));
  for (const o of orders) o.productName = names.find((n) => String(n.id) === o.orderId)?.product_name ?? '';
  return saleAnswer(sale, orders);
}

const saleAnswer = (sale: Row, orders: SaleResult['orders']): SaleResult => ({
  saleId: String(sale.id),
  saleNo: sale.sale_no,
  payMethod: sale.pay_method,
  total: Number(sale.total),
  received: Number(sale.received),
  change: Number(sale.change_given),
  saleStatus: Number(sale.sale_status),
  orders,
});

/** A sale and its orders; a card/QR sale turns paid once every order is. */
export async function saleDetail(ctx: Ctx, id: string): Promise<SaleResult> {
  const db = ctx.data;
  let sale = await repo.saleById(db, id);
  if (!sale) throw notFound();
  const rows = await repo.saleOrders(db, id);
  const unpaid = rows.some(
    (o) => Number(o.order_status) === ORDER_STATUS.PENDING_PAYMENT || Number(o.order_status) === ORDER_STATUS.CLOSED,
  );
  if (Number(sale.sale_status) === 1 && !unpaid) {
    await repo.markSalePaid(db, id);
    sale = { ...sale, sale_status: 2 };
  }
  return saleAnswer(
    sale,
    rows.map((o) => ({
      orderId: String(o.id),
      orderNo: o.order_no,
      productName: o.product_name,
      quantity: Number(o.quantity),
      totalMoney: Number(o.total_money),
      orderStatusText: orderStatusText(o.order_status),
    })),
  );
}

/** The sale a window order belongs to (undefined: not sold at a window). */
export const saleOfOrder = (db: Scoped, orderId: string) => repo.saleOfOrder(db, orderId);

/** Tickets on sale on a date (the demo data picks from them). */
export const onSale = (db: Scoped, date: string) => repo.sellable(db, date, { productIds: [] });
