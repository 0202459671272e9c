import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MSG,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  RESERVATION_MSG as M,
  RES_AUDIT,
  RES_AUDIT_TEXT,
  centsToYuan,
  chinaToday,
  orderStatusText,
  type Booked,
  type ResOrderDetail,
  type ResOrderRow,
  type h5ResBookForm,
  type resOrderQuery,
} from '@yym/contract';
import type { Moved } from '../../platform/flow.ts';
import type { Ctx } from '../../platform/context.ts';
import { type Scoped, tenantData } from '../../platform/repo.ts';
import { bad, notFound, tooMany } from '../../platform/errors.ts';
import { sendXlsx } from '../../platform/export.ts';
import { lockedKeys, recordFailure } from '../auth/index.ts';
import { asCustomer } from '../customer/index.ts';
import { CUSTOMER, SYSTEM, actorOf, endUnpaid, forcedRefund, lockOrder, move, openKindOrder, orderLog } from '../order/index.ts';
import * as repo from './repo.ts';
import { detail } from './service.ts';

/**
 * Reservation orders are ord_order rows of kind 'reserve' (payment, refunds and logs are the order
 * area's). Paid (or free, paid at once) they wait in 确认中 for the merchant's audit when the product
 * asks for it, else a free booking is confirmed at once. Every order that ends (cancelled, closed,
 * refunded in full, audit rejected) gives its places back to the slot once (ORDER_FLOW.onMove).
 */

const out = (r: any): ResOrderRow => ({
  ...r,
  id: String(r.id),
  productId: String(r.productId),
  quantity: Number(r.quantity),
  totalMoney: Number(r.totalMoney),
  orderStatus: Number(r.orderStatus),
  orderStatusText: orderStatusText(r.orderStatus),
  auditStatus: Number(r.auditStatus),
  auditStatusText: RES_AUDIT_TEXT[Number(r.auditStatus)] ?? '',
});

export async function orderPage(ctx: Ctx, q: z.output<typeof resOrderQuery>) {
  const p = await repo.orderPage(ctx.data, q);
  return { ...p, records: p.records.map(out) };
}

async function one(db: Scoped, id: string) {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const [row] = await repo.orderRows(db, { id }, 1);
  if (!row) throw notFound();
  return out(row);
}

export async function orderDetail(ctx: Ctx, id: string): Promise<ResOrderDetail> {
  const o = await one(ctx.data, id);
  return { ...o, logs: (await repo.logsOf(ctx.data, id)) as any };
}

export async function statusCounts(ctx: Ctx) {
  const have = new Map((await repo.statusCounts(ctx.data)).map((r) => [Number(r.order_status), Number(r.n)]));
  return Object.keys(ORDER_STATUS_LABELS).map((k) => ({ status: Number(k), text: orderStatusText(k), count: have.get(Number(k)) ?? 0 }));
}

/** The reservation order, locked for this transaction (another tenant's or another kind's is not found). */
async function lockRes(db: Scoped, id: string) {
  const o = await lockOrder(db, id);
  if (o.order_kind !== 'reserve') throw notFound();
  const r = await repo.resOrderOf(db, id);
  if (!r) throw notFound();
  return { o, r };
}

/**
 * Pass: the order is confirmed (待使用). Reject: the money (if any) goes back, the order ends, the slot
 * gets its places. A paid order of a product without audit also waits in 确认中: passing confirms it.
 */
export async function audit(ctx: Ctx, id: string, pass: boolean, remark?: string | null) {
  const { o, r } = await lockRes(ctx.data, id);
  const status = Number(o.order_status);
  const was = Number(r.audit_status);
  const waiting = was === RES_AUDIT.WAITING || (was === RES_AUDIT.NONE && status === ORDER_STATUS.CONFIRMING);
  if (!waiting || (status !== ORDER_STATUS.CONFIRMING && status !== ORDER_STATUS.PENDING_PAYMENT)) throw bad(M.notAuditing);
  if (pass && status !== ORDER_STATUS.CONFIRMING) throw bad(M.notAuditing);
  const to = pass ? RES_AUDIT.PASSED : RES_AUDIT.REJECTED;
  if (!(await repo.setAudit(ctx.data, id, was, to, remark ?? null))) throw bad(M.notAuditing);
  const actor = actorOf(ctx);
  const text = `${actor.name}${pass ? '审核通过' : '审核驳回'}${remark ? `: ${remark}` : ''}`;
  await orderLog(ctx.data, id, 'operate', 'audit', status, status, text, actor);
  if (pass) await move(ctx.data, o, 'confirm', actor);
  else if (status === ORDER_STATUS.PENDING_PAYMENT) await endUnpaid(ctx.data, id, 'cancel', actor);
  else await forcedRefund(ctx.data, ctx.svc.providers.payment, id, { reason: `审核驳回${remark ? `: ${remark}` : ''}` }, actor);
  const after = await lockOrder(ctx.data, id);
  return { orderStatus: Number(after.order_status), auditStatus: to };
}

/** The merchant refunds the whole booking (paid or free): money back at once, the places back to the slot. */
export async function refund(ctx: Ctx, id: string, reason?: string | null) {
  const { o } = await lockRes(ctx.data, id);
  const status = Number(o.order_status);
  if (![ORDER_STATUS.CONFIRMING, ORDER_STATUS.TO_BE_USED, ORDER_STATUS.EXPIRED].includes(status as never)) throw bad(M.cannotRefund);
  await forcedRefund(ctx.data, ctx.svc.providers.payment, id, { reason: reason || '商家退款' }, actorOf(ctx));
  return { orderStatus: Number((await lockOrder(ctx.data, id)).order_status) };
}

export async function exportOrders(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof resOrderQuery>>) {
  const rows = (await repo.orderRows(ctx.data, q)).map(out);
  await sendXlsx(
    ctx,
    reply,
    '预约商品订单',
    [
      ['订单号', 'orderNo'],
      ['活动', 'productName'],
      ['预约日期', 'slotDate'],
      ['时段', (r) => `${r.startTime}-${r.endTime}`],
      ['人数', 'quantity'],
      ['金额(元)', (r) => centsToYuan(r.totalMoney)],
      ['订单状态', 'orderStatusText'],
      ['审核状态', 'auditStatusText'],
      ['联系人', 'contactName'],
      ['联系电话', 'contactPhone'],
      ['下单时间', 'createTime'],
    ],
    rows as any,
  );
}

// ---------------------------------------------------------------- storefront

export async function storeList(ctx: Ctx, tenantId: string) {
  const db = tenantData(ctx.q, tenantId);
  const today = chinaToday();
  return Promise.all((await repo.openProducts(db)).map((p: any) => detail(db, String(p.id), today)));
}

async function throttle(ctx: Ctx) {
  const key = `h5res:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(ctx.svc, key, 30);
}

/** Book: the order, its link to the slot, then the ONE conditional statement that takes the places (a refusal rolls back all). */
export async function book(ctx: Ctx, req: FastifyRequest, body: z.output<typeof h5ResBookForm>): Promise<Booked> {
  await throttle(ctx);
  return asCustomer(ctx, req, async (db, c) => {
    const slot = await repo.slotOne(db, body.slotId);
    if (!slot) throw notFound(M.slotMissing);
    const p = await db.find(repo.PRODUCT, String(slot.product_id));
    if (!p || Number(p.open_status) !== 1) throw notFound(M.closed);
    if (slot.slot_date < chinaToday()) throw bad(M.slotPast);
    if (body.quantity > Number(p.limit_num)) throw bad(M.overLimit(Number(p.limit_num)));
    const needAudit = Number(p.need_audit);
    const o = await openKindOrder(db, CUSTOMER, {
      kind: 'reserve',
      prefix: 'R',
      productName: p.name,
      skuName: `${slot.slot_date} ${slot.start_time}-${slot.end_time}`,
      poiName: p.address ?? null,
      date: slot.slot_date,
      quantity: body.quantity,
      unit: Number(p.price),
      contactName: body.contactName,
      contactPhone: c.phone,
      guests: Array.from({ length: body.quantity }, () => ({ guestName: body.contactName, phone: c.phone })),
      channel: 'h5',
    });
    const orderId = String(o.id);
    await repo.insertResOrder(db, {
      orderId,
      productId: String(p.id),
      slotId: String(slot.id),
      customerId: String(c.id),
      quantity: body.quantity,
      needAudit,
    });
    if (!(await repo.takeSlot(db, String(slot.id), body.quantity))) throw bad(M.soldOut);
    // Free: nothing to pay, so it is paid at once (确认中); without audit it is confirmed at once (待使用).
    if (Number(p.price) === 0) {
      await move(db, o, 'pay', CUSTOMER, '免费预约');
      if (!needAudit) await move(db, await lockOrder(db, orderId), 'confirm', SYSTEM, '无需审核,自动确认');
    }
    const now = await lockOrder(db, orderId);
    return {
      orderId,
      code: o.code as string,
      orderNo: o.order_no as string,
      totalMoney: Number(o.total_money),
      orderStatus: Number(now.order_status),
      auditStatus: needAudit ? RES_AUDIT.WAITING : RES_AUDIT.NONE,
    };
  });
}

export const mine = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(ctx, req, async (db, c) => (await repo.orderRows(db, { customerId: String(c.id) }, 100)).map(out));

/** Runs inside every order move: an order that ends gives its places back to the slot, once. */
export async function releaseSlot(m: Moved<number, string>) {
  if (m.row.order_kind !== 'reserve') return;
  if (m.to !== ORDER_STATUS.CANCELLED && m.to !== ORDER_STATUS.CLOSED) return;
  const db = tenantData(m.q, m.tenantId);
  const r = await repo.markReturned(db, String(m.row.id));
  if (r) await repo.giveSlot(db, String(r.slot_id), Number(r.quantity));
}
