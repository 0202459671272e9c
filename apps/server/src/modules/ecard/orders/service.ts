import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ECARD_MSG,
  REFUND_STATUS_TEXT,
  REFUND_TYPE,
  chinaToday,
  orderStatusText,
  type EcardOrderDetail,
  type EcardOrderRow,
  type RefundInfo,
  type ecardOrderQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import {
  actorOf,
  applyRefund,
  auditRefund,
  forcedRefund,
  lockOrder,
  openKindOrder,
  pendingRefundOf,
  type Actor,
} from '../../order/index.ts';
import { findCard, takeStock } from '../cards/service.ts';
import * as held from '../held/service.ts';
import * as repo from './repo.ts';
import { textEvent } from '../../sms/index.ts';

/**
 * E-card orders are ord_order rows of kind 'ecard' with one guest row per card: payment, refunds,
 * their audit and the logs are the order area's. This area keeps which card the order sells
 * (ec_order), takes and returns the card stock, issues the held cards when the order is paid and
 * follows refunds on them (ORDER_FLOW.onMove: sale.ts).
 */

const withText = (r: Row): EcardOrderRow => ({
  ...(r as EcardOrderRow),
  id: String(r.id),
  unitPrice: Number(r.unitPrice),
  totalMoney: Number(r.totalMoney),
  paidMoney: Number(r.paidMoney),
  refundMoney: Number(r.refundMoney),
  orderStatusText: orderStatusText(r.orderStatus),
});

export async function orderPage(ctx: Ctx, q: z.output<typeof ecardOrderQuery>) {
  const page = await repo.orderPage(ctx.data, q);
  return { ...page, records: page.records.map(withText) };
}

async function one(db: Scoped, id: string) {
  const row = await repo.orderOne(db, id);
  if (!row) throw notFound();
  return withText(toApi(row));
}

export async function orderDetail(db: Scoped, id: string): Promise<EcardOrderDetail> {
  const o = await one(db, id);
  return {
    ...o,
    cards: await held.cardsOfOrder(db, id),
    refunds: (await repo.refundsOf(db, id)).map((r) => ({ ...r, refundStatusText: REFUND_STATUS_TEXT[r.refundStatus] })),
    trades: await repo.tradesOf(db, id),
    logs: await repo.logsOf(db, id),
  };
}

/** The e-card order, locked for this transaction (another tenant's or another kind's is not found). */
async function lockEcardOrder(db: Scoped, id: string) {
  const o = await lockOrder(db, id);
  if (o.order_kind !== 'ecard') throw notFound();
  return o;
}

export async function refundInfo(db: Scoped, id: string): Promise<RefundInfo> {
  const o = await one(db, id);
  const unused = await held.unusedGuestsOfOrder(db, id);
  const all = await held.userCardsOfOrder(db, id);
  return {
    orderId: o.id,
    orderStatus: o.orderStatus,
    refundable: unused.length * o.unitPrice,
    cards: all.length,
    usedCards: await held.usedCardsOfOrder(db, id),
    canRefund: unused.length > 0,
  };
}

/** The merchant applies for the refund of the cards not used yet; refundSure then pays it back. */
export async function refund(ctx: Ctx, id: string, reason?: string) {
  await lockEcardOrder(ctx.data, id);
  const guestIds = await held.unusedGuestsOfOrder(ctx.data, id);
  if (!guestIds.length) throw bad(ECARD_MSG.cardUsed);
  const r = await applyRefund(ctx.data, id, REFUND_TYPE.MERCHANT, { reason: reason || '商家申请退款', guestIds }, actorOf(ctx));
  return { refundNo: r.refund_no as string, amount: Number(r.amount) };
}

export async function refundSure(ctx: Ctx, id: string, pass: boolean, remark?: string) {
  await lockEcardOrder(ctx.data, id);
  const pending = await pendingRefundOf(ctx.data, id);
  if (!pending) throw bad(ECARD_MSG.noRefundPending);
  await auditRefund(ctx.data, ctx.svc.providers.payment, String(pending.id), pass ? 'pass' : 'reject', actorOf(ctx), remark ?? '');
  return { orderStatus: Number((await lockOrder(ctx.data, id)).order_status) };
}

/** Every card of the order, used or not: money back at once, the cards cancelled (through the hook). */
export async function forced(ctx: Ctx, id: string, reason?: string) {
  await lockEcardOrder(ctx.data, id);
  await forcedRefund(ctx.data, ctx.svc.providers.payment, id, { reason: reason || '强制退款' }, actorOf(ctx));
  return { orderStatus: Number((await lockOrder(ctx.data, id)).order_status) };
}

/** SMS the buyer the cards of a paid order (card numbers and validity); answers how many were sent. */
export async function activateMsg(ctx: Ctx, id: string) {
  const o = await one(ctx.data, id);
  const list = await held.userCardsOfOrder(ctx.data, id);
  if (!list.length) throw bad(ECARD_MSG.notPaid);
  const text = list.map((u) => `${u.cardName} 卡号${u.cardNo} 有效期${u.validStart}至${u.validEnd}`).join(';');
  await textEvent(ctx.svc, ctx.data, {
    scene: 'activation_code',
    phone: o.contactPhone,
    params: { text: `您购买的电子卡已激活: ${text}` },
  });
  return list.length;
}

export async function exportOrders(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof ecardOrderQuery>>) {
  const rows = (await repo.orderRows(ctx.data, q)).map(withText);
  await sendXlsx(
    ctx,
    reply,
    '电子卡订单',
    [
      ['订单号', 'orderNo'],
      ['电子卡', 'productName'],
      ['数量', 'quantity', 'count'],
      ['订单金额(元)', 'totalMoney', 'money'],
      ['实付(元)', 'paidMoney', 'money'],
      ['退款(元)', 'refundMoney', 'money'],
      ['状态', 'orderStatusText'],
      ['联系人', 'contactName'],
      ['联系电话', 'contactPhone'],
      ['渠道', 'channel'],
      ['下单时间', 'createTime', 'time'],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- buying

export interface BuyInput {
  cardId: string;
  quantity: number;
  holderName: string;
  contactPhone: string;
  customerId: string | null;
  channel: string;
}

/** An unpaid order of `quantity` cards; the stock is taken now, in one conditional statement. */
export async function buyCard(db: Scoped, actor: Actor, input: BuyInput) {
  const card = await findCard(db, input.cardId);
  if (!card || Number(card.shelf_status) !== 1 || Number(card.step) < 3) throw notFound(ECARD_MSG.offShelf);
  const o = await openKindOrder(db, actor, {
    kind: 'ecard',
    prefix: 'E',
    productName: card.name,
    skuName: card.name,
    date: chinaToday(),
    quantity: input.quantity,
    unit: Number(card.price),
    contactName: input.holderName,
    contactPhone: input.contactPhone,
    guests: Array.from({ length: input.quantity }, () => ({ guestName: input.holderName, phone: input.contactPhone })),
    channel: input.channel,
  });
  await repo.insertEcOrder(db, String(o.id), String(card.id), input.customerId, input.holderName);
  // Last, so the card row stays locked only until commit; a refusal rolls back the order with it.
  if (!(await takeStock(db, String(card.id), input.quantity))) throw bad(ECARD_MSG.soldOut);
  return { orderId: String(o.id), code: o.code as string, orderNo: o.order_no as string, totalMoney: Number(o.total_money) };
}
