import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  BREAKFAST_TEXT,
  HOTEL_EMAIL_STATUS,
  HOTEL_MSG,
  ORDER_STATUS,
  HOTEL_STATUS_ORDER,
  ORDER_STATUS_LABELS,
  REFUND_STATUS_TEXT,
  REFUND_TYPE,
  centsToYuan,
  orderStatusText,
  type HotelOrderDetail,
  type hotelMailForm,
  type hotelOrderFilters,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import { sendXlsx } from '../../../platform/export.ts';
import {
  actorOf,
  applyRefund,
  auditRefund,
  forcedRefund,
  lockOrder,
  move,
  orderLog,
  pendingRefundOf,
  setOrderRemark,
} from '../../order/index.ts';
import { HOTEL_FLOW, guard } from '../flow.ts';
import * as repo from './repo.ts';
import * as sale from './sale.ts';
import { textEvent } from '../../sms/index.ts';

/** Hotel orders in the back office: list, detail, logs, confirm, refunds, messages, remark, export. */

const withText = (r: repo.OrderRead) => ({
  ...r,
  id: String(r.id),
  totalMoney: Number(r.totalMoney),
  paidMoney: Number(r.paidMoney),
  refundMoney: Number(r.refundMoney),
  orderStatusText: orderStatusText(r.orderStatus),
});

export async function orderPage(ctx: Ctx, q: z.output<typeof hotelOrderFilters>) {
  const page = await repo.orderPage(ctx.data, q);
  return { ...page, records: page.records.map(withText) };
}

/** Every status of the contract's table with its count (zero included), for the list's tabs. */
export async function countStatus(ctx: Ctx) {
  const rows = await repo.countByStatus(ctx.data);
  const n = new Map(rows.map((r) => [Number(r.order_status), Number(r.n)]));
  return HOTEL_STATUS_ORDER.map((code) => ({ orderStatus: code, name: ORDER_STATUS_LABELS[code].zh, count: n.get(code) ?? 0 }));
}

/** The hotel order, locked for this transaction (another tenant's or a ticket order is not found). */
async function lockHotelOrder(db: Scoped, id: string) {
  const o = await lockOrder(db, id);
  if (o.order_kind !== 'hotel') throw notFound();
  return o;
}

async function one(db: Scoped, id: string) {
  const row = await repo.orderOne(db, id);
  if (!row) throw notFound();
  return withText(toApi<repo.OrderRead>(row));
}

export async function orderDetail(ctx: Ctx, id: string): Promise<HotelOrderDetail> {
  const o = await one(ctx.data, id);
  const refunds = (await repo.refundsOf(ctx.data, id)).map((r) => ({ ...r, refundStatusText: REFUND_STATUS_TEXT[r.refundStatus] }));
  return {
    ...o,
    guests: await repo.guestsOf(ctx.data, id),
    nightPrices: (await repo.nightsOfOrder(ctx.data, id)).map((n) => ({ night: n.night, price: Number(n.price) })),
    refunds,
    trades: await repo.tradesOf(ctx.data, id),
    actions: HOTEL_FLOW.actionsFrom(o.orderStatus),
  };
}

const statusText = (kind: string, s: number | null) =>
  s == null ? '' : kind === 'refund' ? (REFUND_STATUS_TEXT[s] ?? '') : orderStatusText(s);
export async function logs(ctx: Ctx, id: string, kind: 'process' | 'refund' | 'operate') {
  await one(ctx.data, id);
  return (await repo.logsOf(ctx.data, id, kind)).map((l) => ({
    ...l,
    fromStatusText: statusText(kind, l.fromStatus),
    toStatusText: statusText(kind, l.toStatus),
  }));
}
export async function messages(ctx: Ctx, id: string) {
  await one(ctx.data, id);
  return repo.messagesOf(ctx.data, id);
}
export async function refundDetail(ctx: Ctx, id: string) {
  return (await orderDetail(ctx, id)).refunds;
}

// ---------------------------------------------------------------- actions

export async function confirm(ctx: Ctx, id: string, confirmNo?: string) {
  const o = await lockHotelOrder(ctx.data, id);
  guard(Number(o.order_status), 'confirm');
  const row = await move(ctx.data, o, 'confirm', actorOf(ctx), confirmNo ? `确认号 ${confirmNo}` : '');
  await repo.setConfirmed(ctx.data, id, confirmNo || null);
  return { orderStatus: Number(row.order_status) };
}

/** New dates for a paid stay (the nights move in this transaction; see sale.ts). */
export const reschedule = (ctx: Ctx, id: string, checkIn: string, checkOut: string) =>
  sale.reschedule(ctx.data, actorOf(ctx), id, checkIn, checkOut);

/** The merchant applies for the refund of the whole stay; 确认退款 then pays it back and frees the nights. */
export async function refund(ctx: Ctx, id: string, reason?: string) {
  const o = await lockHotelOrder(ctx.data, id);
  guard(Number(o.order_status), 'refund');
  const r = await applyRefund(ctx.data, id, REFUND_TYPE.MERCHANT, { reason: reason || '商家申请退款' }, actorOf(ctx));
  return { refundNo: r.refund_no as string, amount: Number(r.amount) };
}

export async function refundConfirm(ctx: Ctx, id: string, pass: boolean, remark?: string) {
  const o = await lockHotelOrder(ctx.data, id);
  guard(Number(o.order_status), 'refundConfirm');
  const pending = await pendingRefundOf(ctx.data, id);
  if (!pending) throw bad(HOTEL_MSG.noRefundPending);
  await auditRefund(ctx.data, ctx.svc.providers.payment, String(pending.id), pass ? 'pass' : 'reject', actorOf(ctx), remark ?? '');
  return { orderStatus: Number((await lockOrder(ctx.data, id)).order_status) };
}

/** The supplier (the hotel) cannot serve the stay: the money goes back at once, no audit. */
export async function supplierRefund(ctx: Ctx, id: string, reason?: string) {
  const o = await lockHotelOrder(ctx.data, id);
  guard(Number(o.order_status), 'supplierRefund');
  await forcedRefund(ctx.data, ctx.svc.providers.payment, id, { reason: `供应商退款${reason ? `: ${reason}` : ''}` }, actorOf(ctx));
  await repo.setSupplierRefund(ctx.data, id);
  return { orderStatus: Number((await lockOrder(ctx.data, id)).order_status) };
}

export async function remark(ctx: Ctx, id: string, text: string) {
  const o = await lockHotelOrder(ctx.data, id);
  await setOrderRemark(ctx.data, id, text);
  const s = Number(o.order_status);
  await orderLog(ctx.data, id, 'operate', 'remark', s, s, `${actorOf(ctx).name}备注: ${text}`, actorOf(ctx));
  return true;
}

// ---------------------------------------------------------------- e-mail and SMS

export async function mailTemplate(ctx: Ctx, id: string) {
  const o = await one(ctx.data, id);
  const hotel = await repo.hotelContact(ctx.data, o.hotelId);
  const guests = (await repo.guestsOf(ctx.data, id)).map((g) => g.guestName).join('、');
  return {
    to: hotel?.email || o.email || '',
    subject: `【预订确认】${o.hotelName} ${o.checkIn} 入住 ${o.rooms}间 订单${o.orderNo}`,
    content: [
      `${o.hotelName} 您好:`,
      `以下预订请确认并安排房间。`,
      `订单号: ${o.orderNo}`,
      `房型: ${o.roomTypeName} · ${o.planName}(${BREAKFAST_TEXT(o.breakfast)})`,
      `入住: ${o.checkIn} ${hotel?.check_in_time ?? ''} 离店: ${o.checkOut} ${hotel?.check_out_time ?? ''} 共${o.nights}晚 ${o.rooms}间`,
      `入住人: ${guests}`,
      `联系人: ${o.contactName} ${o.contactPhone}`,
      `订单金额: ¥${centsToYuan(o.totalMoney)}`,
      o.remark ? `备注: ${o.remark}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

async function record(
  ctx: Ctx,
  o: Row,
  kind: 'email' | 'sms',
  to: string,
  subject: string | null,
  content: string,
  send: () => Promise<void>,
) {
  let error: string | null = null;
  try {
    await send();
  } catch (e) {
    error = (e as Error).message || '发送失败';
  }
  const status = error ? 2 : 1;
  const row = await repo.insertMessage(ctx.data, {
    orderId: String(o.id),
    kind,
    to,
    subject,
    content,
    status,
    error,
    userName: actorOf(ctx).name,
  });
  await repo.setMessageStatus(ctx.data, String(o.id), kind, status);
  const s = Number(o.order_status);
  const what = kind === 'email' ? `发送邮件至 ${to}` : `发送确认短信至 ${to}`;
  await orderLog(ctx.data, String(o.id), 'operate', kind, s, s, `${actorOf(ctx).name}${what}: ${HOTEL_EMAIL_STATUS[status]}`, actorOf(ctx));
  return toApi(row!);
}

export async function sendMail(ctx: Ctx, f: z.output<typeof hotelMailForm>) {
  const o = await lockHotelOrder(ctx.data, f.orderId);
  guard(Number(o.order_status), 'notify');
  if (!f.to) throw bad(HOTEL_MSG.noEmail);
  const mail = ctx.svc.providers.mail;
  return record(ctx, o, 'email', f.to, f.subject, f.content, () => mail.send({ to: f.to, subject: f.subject, text: f.content }));
}

export async function sendAck(ctx: Ctx, id: string) {
  const o = await lockHotelOrder(ctx.data, id);
  guard(Number(o.order_status), 'notify');
  const v = await one(ctx.data, id);
  const text = `您预订的${v.hotelName}${v.roomTypeName}${v.rooms}间,${v.checkIn}入住${v.nights}晚,订单${v.orderNo}${
    Number(o.order_status) === ORDER_STATUS.CONFIRMING ? '正在确认中' : '已确认'
  },请凭入住人证件办理入住。`;
  return record(ctx, o, 'sms', o.contact_phone, null, text, () =>
    textEvent(ctx.svc, ctx.data, { scene: 'hotel_confirmed', phone: o.contact_phone, params: { text } }),
  );
}

// ---------------------------------------------------------------- export

export async function exportOrders(ctx: Ctx, reply: FastifyReply, q: z.output<typeof hotelOrderFilters>) {
  const rows = (await repo.exportRows(ctx.data, q)).map(withText);
  await sendXlsx(
    ctx,
    reply,
    '酒店订单',
    [
      ['订单号', 'orderNo'],
      ['状态', 'orderStatusText'],
      ['酒店', 'hotelName'],
      ['房型', 'roomTypeName'],
      ['产品', 'planName'],
      ['入住日期', 'checkIn', 'date'],
      ['离店日期', 'checkOut', 'date'],
      ['间数', 'rooms', 'count'],
      ['晚数', 'nights', 'count'],
      ['订单金额(元)', 'totalMoney', 'money'],
      ['退款金额(元)', 'refundMoney', 'money'],
      ['联系人', 'contactName'],
      ['联系电话', 'contactPhone'],
      ['确认号', 'confirmNo'],
      ['邮件', (r) => HOTEL_EMAIL_STATUS[r.emailStatus] ?? ''],
      ['下单时间', 'createTime', 'time'],
    ],
    rows,
  );
}
