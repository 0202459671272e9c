import type { z } from 'zod';
import {
  REFUND_TYPE,
  WINDOW_MSG as M,
  orderStatusText,
  type WinPayMethod,
  type winChangeForm,
  type winForcedForm,
  type winRefundForm,
  type winWindowOrderQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad } from '../../../platform/errors.ts';
import { actorOf, applyRefund, auditRefund, forcedRefund, idempotent, rescheduleTicket } from '../../order/index.ts';
import { creditAccount } from '../customers/service.ts';
import { channelOf, saleOfOrder } from '../sale/service.ts';
import { openShiftOf, sellerOf } from '../shifts/service.ts';
import * as repo from './repo.ts';

/**
 * Refund, forced refund and change at the window, each through the order area's own path (the order row
 * locked, its state deciding): a window refund and a back-office one at the same time give one refund.
 * The money goes back the way it came (cash from the till, the customer's account, the provider);
 * the window keeps its own line with the reason, the seller and the shift.
 */

async function windowOrder(ctx: Ctx, orderId: string) {
  const sale = await saleOfOrder(ctx.data, orderId);
  if (!sale) throw bad(M.notWindowOrder);
  const seller = sellerOf(ctx);
  const shift = await openShiftOf(ctx.data, seller.id);
  // Money handed back comes out of a till: only within an open shift.
  if (!shift) throw bad(M.noShift);
  return { sale, seller, shift, pay: channelOf(sale.pay_method as WinPayMethod, ctx.svc.providers.payment) };
}

async function record(
  ctx: Ctx,
  kind: string,
  w: Awaited<ReturnType<typeof windowOrder>>,
  refund: Row | null,
  o: { orderId: string; reason: string; detail: string },
) {
  const amount = refund ? Number(refund.amount) : 0;
  if (refund && w.sale.pay_method === 'account' && w.sale.customer_id) await creditAccount(ctx.data, String(w.sale.customer_id), amount);
  const orderNo = (await repo.orderNoOf(ctx.data, o.orderId)) ?? '';
  await repo.insertOp(ctx.data, {
    kind,
    orderId: o.orderId,
    orderNo,
    shiftId: String(w.shift.id),
    sellerId: w.seller.id,
    sellerName: w.seller.name,
    payMethod: w.sale.pay_method,
    amount,
    reason: o.reason,
    detail: o.detail,
  });
  return amount;
}

export function batchRefund(ctx: Ctx, f: z.output<typeof winRefundForm>) {
  return idempotent(ctx.data, 'window-refund', f.idempotencyKey, async () => {
    const actor = actorOf(ctx);
    let amount = 0;
    for (const orderId of f.orderIds) {
      const w = await windowOrder(ctx, orderId);
      // Applied and passed at once: the cashier is the one who decides at the window.
      const applied = await applyRefund(ctx.data, orderId, REFUND_TYPE.MERCHANT, { reason: f.reason }, actor);
      const done = await auditRefund(ctx.data, w.pay, String(applied.id), 'pass', actor, f.reason);
      amount += await record(ctx, 'refund', w, done, { orderId, reason: f.reason, detail: `退款单 ${applied.refund_no}` });
    }
    return { refunded: f.orderIds.length, amount };
  });
}

export function forced(ctx: Ctx, f: z.output<typeof winForcedForm>) {
  return idempotent(ctx.data, 'window-forced', f.idempotencyKey, async () => {
    const w = await windowOrder(ctx, f.orderId);
    const refund = await forcedRefund(ctx.data, w.pay, f.orderId, { reason: f.reason }, actorOf(ctx));
    return {
      amount: await record(ctx, 'forced', w, refund, { orderId: f.orderId, reason: f.reason, detail: `退款单 ${refund.refund_no}` }),
    };
  });
}

export async function batchChange(ctx: Ctx, f: z.output<typeof winChangeForm>) {
  for (const orderId of f.orderIds) {
    const w = await windowOrder(ctx, orderId);
    const moved = await rescheduleTicket(ctx.data, orderId, f.touristDate, actorOf(ctx));
    await record(ctx, 'change', w, null, { orderId, reason: f.reason, detail: `${moved.fromDate} → ${moved.toDate}, ${moved.quantity}张` });
  }
  return { changed: f.orderIds.length };
}

export async function orderPage(ctx: Ctx, q: z.output<typeof winWindowOrderQuery>) {
  const page = await repo.orderPage(ctx.data, q);
  return { ...page, records: page.records.map((r) => ({ ...r, orderStatusText: orderStatusText(r.orderStatus) })) };
}
export const opPage = (ctx: Ctx, q: z.output<typeof winWindowOrderQuery>) => repo.opPage(ctx.data, q);
