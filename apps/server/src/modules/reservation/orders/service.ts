import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  RESERVATION_MSG as M,
  RES_AUDIT,
  RES_AUDIT_TEXT,
  orderStatusText,
  type ResOrderDetail,
  type ResOrderRow,
  type resOrderQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { actorOf, endUnpaid, forcedRefund, lockOrder, move, orderLog } from '../../order/index.ts';
import * as repo from './repo.ts';

/**
 * Reservation orders are ord_order rows of kind 'reserve' (payment, refunds and logs are the order
 * area's). Paid (or free, paid at once) they wait in 确认中 for the merchant's audit when the product
 * asks for it, else a free booking is confirmed at once. Every order that ends (cancelled, closed,
 * refunded in full, audit rejected) gives its places back to the slot once (ORDER_FLOW.onMove).
 */

export const out = (r: repo.ResOrderRead): ResOrderRow => ({
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
  return { ...o, logs: await repo.logsOf(ctx.data, id) };
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
      ['预约日期', 'slotDate', 'date'],
      ['时段', (r) => `${r.startTime}-${r.endTime}`],
      ['人数', 'quantity', 'count'],
      ['金额(元)', 'totalMoney', 'money'],
      ['订单状态', 'orderStatusText'],
      ['审核状态', 'auditStatusText'],
      ['联系人', 'contactName'],
      ['联系电话', 'contactPhone'],
      ['下单时间', 'createTime', 'time'],
    ],
    rows,
  );
}
