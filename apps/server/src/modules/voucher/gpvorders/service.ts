import type { z } from 'zod';
import { ORDER_STATUS_LABELS, REFUND_TYPE, VERIFY_METHOD, VOUCHER_MSG, type VoucherOrderDetail, type gpvOrderFilters } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { actorOf, applyRefund, auditRefund, lockOrder, orderLog, setOrderRemark, SYSTEM } from '../../order/index.ts';
import * as vouchers from '../vouchers/service.ts';

/** 团购券订单: list, detail, sub-orders, refunds of chosen sub-orders, logs, remark, manual verify at a POI. */

export const page = (ctx: Ctx, q: z.output<typeof gpvOrderFilters>) => vouchers.orderPage(ctx.data, 'gpv', { ...q, itemId: q.gpvId });
export const statusOptions = () => Object.entries(ORDER_STATUS_LABELS).map(([value, l]) => ({ value: Number(value), label: l.zh }));

export async function detail(ctx: Ctx, id: string): Promise<VoucherOrderDetail> {
  const { order } = await vouchers.orderOne(ctx.data, 'gpv', id);
  const [subOrders, refunds] = await Promise.all([vouchers.subOrders(ctx.data, id), vouchers.refundsOf(ctx.data, id)]);
  return {
    ...order,
    email: null,
    confirmNo: null,
    confirmRemark: null,
    confirmUser: null,
    confirmTime: null,
    needSecond: 0,
    secondUser: null,
    secondTime: null,
    secondRemark: null,
    outTimes: 0,
    subOrders,
    refunds,
    actions: [],
  };
}
export async function subOrders(ctx: Ctx, id: string) {
  await vouchers.orderOne(ctx.data, 'gpv', id);
  return vouchers.subOrders(ctx.data, id);
}
export async function refundDetail(ctx: Ctx, id: string) {
  await vouchers.orderOne(ctx.data, 'gpv', id);
  return vouchers.refundsOf(ctx.data, id);
}
export async function logs(ctx: Ctx, id: string, kind: 'process' | 'refund' | 'operate') {
  await vouchers.orderOne(ctx.data, 'gpv', id);
  return vouchers.orderLogs(ctx.data, id, kind);
}

async function lockGpvOrder(ctx: Ctx, id: string) {
  const o = await lockOrder(ctx.data, id);
  if (o.order_kind !== 'gpv') throw notFound();
  return o;
}

/**
 * Refund chosen sub-orders: the refund path's application, approved at once by the merchant who asks
 * (the money goes back through the same path; the persons' stock comes back through the move hook).
 */
export async function refund(ctx: Ctx, id: string, guestIds: string[], reason?: string) {
  await lockGpvOrder(ctx, id);
  const v = await vouchers.voucherOrderOf(ctx.data, id);
  if (!v) throw notFound();
  const r = await applyRefund(ctx.data, id, REFUND_TYPE.MERCHANT, { guestIds, reason: reason || '商家退款' }, actorOf(ctx));
  await auditRefund(ctx.data, ctx.svc.providers.payment, String(r.id), 'pass', SYSTEM, '商家发起,自动通过');
  const o = await lockOrder(ctx.data, id);
  return { orderStatus: Number(o.order_status), amount: Number(r.amount) };
}

export async function remark(ctx: Ctx, id: string, text: string) {
  const o = await lockGpvOrder(ctx, id);
  await setOrderRemark(ctx.data, id, text);
  const s = Number(o.order_status);
  await orderLog(ctx.data, id, 'operate', 'remark', s, s, `${actorOf(ctx).name}备注: ${text}`, actorOf(ctx));
  return true;
}

/** Manual verify of chosen sub-orders at a chosen POI, each through the gate path (method 8). */
export async function verify(ctx: Ctx, guestIds: string[], poiId: string) {
  if (!(await vouchers.poiOf(ctx.data, poiId))) throw bad(VOUCHER_MSG.selectPoi);
  let checked = 0;
  for (const gid of guestIds) {
    const g = (await vouchers.guestsOfOrders(ctx.data, await orderIdsOf(ctx, [gid]))).find((x) => String(x.id) === gid);
    if (!g) throw bad(VOUCHER_MSG.notUsable);
    await vouchers.useVoucher(ctx.data, String(g.order_id), gid, { method: VERIFY_METHOD.MANUAL, actor: actorOf(ctx), poiId });
    checked++;
  }
  return { checked };
}
const orderIdsOf = (ctx: Ctx, guestIds: string[]) => vouchers.orderIdsOfGuests(ctx.data, guestIds);
