import type { z } from 'zod';
import { MSG, ORDER_STATUS, REFUND_STATUS, REFUND_TYPE, TICKET_STATUS, UNUSUAL_TYPE_TEXT, type refundFilters } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import type { PayProvider } from '../../../platform/providers/index.ts';
import { returnStock } from '../../product/index.ts';
import { ORDER_FLOW, REFUND_FLOW, type RefundAction } from '../flow.ts';
import { lockOrder, moneyOf, move, orderInfo, orderLog, orderNo, productRules, refundText, type Actor } from '../orders/service.ts';
import { refundMoney } from '../payments/service.ts';
import * as repo from './repo.ts';

export interface RefundInput {
  guestIds?: string[];
  reason?: string;
  reasonIndex?: number;
  text?: string;
}

const insertRefund = async (
  db: Scoped,
  o: Row,
  type: number,
  status: number,
  guestIds: string[],
  amount: number,
  input: RefundInput,
  actor: Actor,
) =>
  repo.insertRefund(db, {
    orderId: o.id,
    refundNo: await orderNo(db, 'R'),
    type,
    status,
    guestIds,
    amount,
    reason: input.reason,
    reasonIndex: input.reasonIndex,
    text: input.text,
    userId: actor.userId,
  });

/** The chosen (or all) tickets in the given states, refused when none or when more than was paid. */
async function refundable(db: Scoped, o: Row, guestIds: string[] | undefined, states: number[]) {
  const guests = await repo.guestsIn(db, o.id, guestIds, states);
  if (!guests.length) throw bad(MSG.coNothingToRefund);
  const amount = guests.reduce((s, g) => s + Number(g.price), 0);
  const money = await moneyOf(db, o.id);
  if (amount > money.paid - money.refunded) throw bad(MSG.coRefundAmountInvalid);
  return { ids: guests.map((g) => String(g.id)), amount };
}

/** A refund application (customer or clerk): the chosen tickets are held, the order goes to 7600, audit follows. */
export async function applyRefund(db: Scoped, orderId: string, type: number, input: RefundInput, actor: Actor) {
  const o = await lockOrder(db, orderId);
  const p = await productRules(db, o.product_id);
  if (Number(p?.refund_rule ?? 1) === 0 && type === REFUND_TYPE.CUSTOMER) throw bad(MSG.coNotRefundable);
  const from = Number(o.order_status);
  if (!ORDER_FLOW.rule(from, 'applyRefund')) throw ORDER_FLOW.refuse(from, 'applyRefund');
  const { ids, amount } = await refundable(db, o, input.guestIds, [TICKET_STATUS.UNUSED, TICKET_STATUS.EXPIRED]);
  await repo.setGuestState(db, ids, TICKET_STATUS.REFUNDING);
  REFUND_FLOW.next(REFUND_STATUS.NONE, 'apply', { refundType: type });
  const refund = await insertRefund(db, o, type, REFUND_STATUS.AUDITING, ids, amount, input, actor);
  await move(db, o, 'applyRefund', actor, `退款单 ${refund.refund_no}, ${ids.length} 张`);
  await orderLog(
    db,
    o.id,
    'refund',
    'apply',
    REFUND_STATUS.NONE,
    REFUND_STATUS.AUDITING,
    `${actor.name}申请退款 ${ids.length} 张, ${amount} 分; ${input.reason ?? ''} ${input.text ?? ''}`.trim(),
    actor,
  );
  return refund;
}

/** Held tickets become refunded (once: the guest state guards it) and their unused stock comes back. */
async function releaseTickets(db: Scoped, o: Row, ids: string[], fromStates: number[], actor: Actor): Promise<number> {
  if (!ids.length) return 0;
  const rows = await repo.refundGuests(db, ids, TICKET_STATUS.REFUNDED, fromStates);
  const back = rows.filter((r) => Number(r.was) !== TICKET_STATUS.CHECKED).length;
  await returnStock(db.q, db.tenantId, {
    productId: o.product_id,
    skuId: o.sku_id,
    date: o.play_date,
    n: o.calendar_stock === false ? 0 : back,
    reason: 'refund',
    orderId: o.id,
    userId: actor.userId,
  });
  return rows.length;
}

/** An audit step on a refund: pass, reject, out-audit pass or reject. */
export async function auditRefund(db: Scoped, pay: PayProvider, refundId: string, action: RefundAction, actor: Actor, remark = '') {
  if (!/^\d{1,19}$/.test(refundId)) throw notFound();
  const refund = await repo.lockRefund(db, refundId);
  if (!refund) throw notFound();
  const from = Number(refund.refund_status);
  const out = action === 'outPass' || action === 'outReject';
  const { to, row: updated } = await REFUND_FLOW.apply(db.q, {
    table: 'ord_refund',
    column: 'refund_status',
    tenantId: db.tenantId,
    id: refund.id,
    from,
    action,
    context: { refundType: Number(refund.refund_type) },
    set: repo.auditSet(out, actor.userId, remark),
  });
  const o = await lockOrder(db, refund.order_id);
  await orderLog(
    db,
    o.id,
    'refund',
    action,
    from,
    to,
    `${actor.name}${REFUND_FLOW.actionText[action]}${remark ? `: ${remark}` : ''}`,
    actor,
  );
  const ids = (refund.guest_ids as (string | number)[]).map(String);
  if (Number(refund.refund_type) === REFUND_TYPE.UNUSUAL) {
    // Money without tickets behind it: only the money moves; the order's state stays.
    if (to === REFUND_STATUS.REFUNDED) {
      await refundMoney(db, pay, updated);
      await repo.markUnusualSettled(db, o.id);
    }
    return updated;
  }
  if (to === REFUND_STATUS.REFUNDED) {
    await releaseTickets(db, o, ids, [TICKET_STATUS.REFUNDING], actor);
    await refundMoney(db, pay, updated);
    await move(db, o, 'refundDone', actor, `退款单 ${refund.refund_no}`);
  } else if (to === REFUND_STATUS.REJECTED) {
    const back = Number(o.status_before_refund) === ORDER_STATUS.EXPIRED ? TICKET_STATUS.EXPIRED : TICKET_STATUS.UNUSED;
    await repo.setGuestState(db, ids, back, TICKET_STATUS.REFUNDING);
    await move(db, o, 'refundRejected', actor, remark);
  }
  return updated;
}

/** Forced refund by the merchant: no audit, any ticket not yet refunded (checked ones too), money back at once. */
export async function forcedRefund(db: Scoped, pay: PayProvider, orderId: string, input: RefundInput, actor: Actor) {
  const o = await lockOrder(db, orderId);
  const from = Number(o.order_status);
  if (!ORDER_FLOW.rule(from, 'forcedRefund')) throw ORDER_FLOW.refuse(from, 'forcedRefund');
  const states = [TICKET_STATUS.UNUSED, TICKET_STATUS.EXPIRED, TICKET_STATUS.CHECKED];
  const { ids, amount } = await refundable(db, o, input.guestIds, states);
  const to = REFUND_FLOW.next(REFUND_STATUS.NONE, 'force', { refundType: REFUND_TYPE.FORCED });
  const refund = await insertRefund(db, o, REFUND_TYPE.FORCED, to, ids, amount, input, actor);
  await releaseTickets(db, o, ids, states, actor);
  await refundMoney(db, pay, refund);
  await orderLog(db, o.id, 'refund', 'force', REFUND_STATUS.NONE, to, `${actor.name}强制退款 ${ids.length} 张, ${amount} 分`, actor);
  await move(db, o, 'forcedRefund', actor, `退款单 ${refund.refund_no}`);
  return refund;
}

/** Money paid that no ticket stands for: all of it once the order is closed or cancelled, else beyond the order's total. */
export async function unusualExcess(db: Scoped, o: Row) {
  const money = await moneyOf(db, o.id);
  const ended = Number(o.order_status) === ORDER_STATUS.CLOSED || Number(o.order_status) === ORDER_STATUS.CANCELLED;
  return { ...money, excess: money.paid - money.refunded - (ended ? 0 : Number(o.total_money)) };
}

/** Unusual refund: give back money paid that no ticket stands for (paid after close, paid twice). */
export async function unusualRefund(db: Scoped, orderId: string, input: RefundInput & { amount?: number }, actor: Actor) {
  const o = await lockOrder(db, orderId);
  if (Number(o.is_unusual) !== 1) throw bad(MSG.coNothingToRefund);
  if (await repo.pendingRefund(db, o.id)) throw bad(MSG.coRefundPending);
  const { excess } = await unusualExcess(db, o);
  const amount = input.amount ?? excess;
  if (amount <= 0 || amount > excess) throw bad(MSG.coRefundAmountInvalid);
  REFUND_FLOW.next(REFUND_STATUS.NONE, 'apply', { refundType: REFUND_TYPE.UNUSUAL });
  const refund = await insertRefund(db, o, REFUND_TYPE.UNUSUAL, REFUND_STATUS.AUDITING, [], amount, input, actor);
  await orderLog(db, o.id, 'refund', 'apply', REFUND_STATUS.NONE, REFUND_STATUS.AUDITING, `${actor.name}申请异常退款 ${amount} 分`, actor);
  return refund;
}

export const pendingRefundOf = repo.pendingRefundOf;

// ---------------------------------------------------------------- the refund pages

export async function refundDetail(db: Scoped, orderId: string) {
  const info = await orderInfo(db, orderId);
  const refundable = info.guests.filter((g) => g.ticketStatus === 0 || g.ticketStatus === 3);
  return {
    orderId: info.id,
    orderNo: info.orderNo,
    refundable,
    refundableMoney: refundable.reduce((s: number, g) => s + Number(g.price), 0),
    paidMoney: Number(info.paidMoney),
    refundMoney: Number(info.refundMoney),
    refunds: info.refunds,
  };
}
export const unusualRefundDetail = async (db: Scoped, orderId: string) => {
  const info = await orderInfo(db, orderId);
  return { ...info, unusualTypeText: (info.unusualType == null ? '' : UNUSUAL_TYPE_TEXT[info.unusualType]) ?? '' };
};
export async function unusualMoney(db: Scoped, orderId: string) {
  const { paid, refunded, excess } = await unusualExcess(db, await lockOrder(db, orderId));
  return { paid, refunded, refundable: Math.max(0, excess) };
}

export async function refundPage(db: Scoped, q: z.output<typeof refundFilters>) {
  const page = await repo.refundPage(db, q);
  return { ...page, records: page.records.map(refundText) };
}
