import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  PKG_STATUS,
  PKG_STATUS_ORDER,
  REFUND_STATUS,
  REFUND_TYPE,
  TICKET_STATUS,
  VERIFY_METHOD,
  VOUCHER_MSG,
  centsToYuan,
  pkgStatusText,
  type VoucherSecondInfo,
  type VoucherOrderDetail,
  type pkgOrderFilters,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Sql } from '../../../platform/sql.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { applyRefund, auditRefund, forcedRefund, lockOrder, move, orderLog, pendingRefundOf, setOrderRemark } from '../../order/index.ts';
import { PKG_FLOW, type PkgAction, type PkgCtx } from '../flow.ts';
import * as messages from '../pkgmessages/service.ts';
import { type Act, who } from '../shared.ts';
import * as repo from './repo.ts';
import * as vouchers from '../vouchers/service.ts';

/**
 * 套餐券订单: the supplier's confirmation (confirm, second confirm, issue, second issue, refuse), the
 * refund with its audit and out-audit, messages to the buyer, manual batch verify. Every state change
 * goes through PKG_FLOW (refused with 当前状态(x)不允许y before anything is written) under the order
 * row's lock, so two clerks acting on one order at once give one effect; money moves only through the
 * order area's refund path.
 */

const filters = (q: z.output<typeof pkgOrderFilters>) => ({ ...q, itemId: q.packageId });
export const page = (ctx: Act, q: z.output<typeof pkgOrderFilters>) => vouchers.orderPage(ctx.data, 'package', filters(q));

export async function countStatus(ctx: Act) {
  const n = new Map((await vouchers.countByPkgStatus(ctx.data)).map((r) => [Number(r.pkg_status), Number(r.n)]));
  return PKG_STATUS_ORDER.map((s) => ({ status: s, name: pkgStatusText(s), count: n.get(s) ?? 0 }));
}
export const statusOptions = () => PKG_STATUS_ORDER.map((s) => ({ value: s, label: pkgStatusText(s) }));

export async function detail(ctx: Act, id: string): Promise<VoucherOrderDetail> {
  const { order, row } = await vouchers.orderOne(ctx.data, 'package', id);
  const [subOrders, refunds] = await Promise.all([vouchers.subOrders(ctx.data, id), vouchers.refundsOf(ctx.data, id)]);
  return {
    ...order,
    email: row.email,
    confirmNo: row.confirm_no,
    confirmRemark: row.confirm_remark,
    confirmUser: row.confirm_user,
    confirmTime: (order as unknown as Record<string, string | null>).confirmTime ?? null,
    needSecond: Number(row.need_second),
    secondUser: row.second_user,
    secondTime: (order as unknown as Record<string, string | null>).secondTime ?? null,
    secondRemark: row.second_remark,
    outTimes: Number(row.out_times),
    subOrders,
    refunds,
    actions: order.pkgStatus == null ? [] : PKG_FLOW.actionsFrom(order.pkgStatus).filter((a) => a !== 'pay' && a !== 'close'),
  };
}
export const spOrders = async (ctx: Act, id: string) => {
  await vouchers.orderOne(ctx.data, 'package', id);
  return vouchers.subOrders(ctx.data, id);
};
export async function logs(ctx: Act, id: string, kind: 'process' | 'refund' | 'operate') {
  await vouchers.orderOne(ctx.data, 'package', id);
  // The process of a package order is its flow: every step of PKG_FLOW.
  return kind === 'process' ? vouchers.pkgLogs(ctx.data, id) : vouchers.orderLogs(ctx.data, id, kind);
}
export async function secondLog(ctx: Act, id: string) {
  await vouchers.orderOne(ctx.data, 'package', id);
  return vouchers.pkgLogs(ctx.data, id, ['confirm', 'secondConfirm', 'outConfirm', 'secondOut']);
}
export async function secondInfo(ctx: Act, id: string): Promise<VoucherSecondInfo> {
  const d = await detail(ctx, id);
  return {
    needSecond: d.needSecond,
    confirmNo: d.confirmNo,
    confirmUser: d.confirmUser,
    confirmTime: d.confirmTime,
    secondUser: d.secondUser,
    secondTime: d.secondTime,
    secondRemark: d.secondRemark,
    outTimes: d.outTimes,
    pkgStatus: d.pkgStatus,
    pkgStatusText: d.pkgStatusText,
  };
}
export async function refundDetail(ctx: Act, id: string) {
  await vouchers.orderOne(ctx.data, 'package', id);
  return vouchers.refundsOf(ctx.data, id);
}

// ---------------------------------------------------------------- moves

/** The package order, its order row locked for this transaction (another tenant's or kind's: not found). */
async function locked(db: Scoped, id: string) {
  const o = await lockOrder(db, id);
  const v = o.order_kind === 'package' ? await vouchers.voucherOrderOf(db, id) : undefined;
  if (!v) throw notFound();
  return { o, v, from: Number(v.pkg_status) };
}

/** One step of PKG_FLOW: the conditional UPDATE and its log (the caller has guarded it before writing). */
async function step(ctx: Act, v: Row, action: PkgAction, c: PkgCtx, content: string, set: Sql[] = []) {
  const from = Number(v.pkg_status);
  const { to } = await PKG_FLOW.apply(ctx.q, {
    table: 'vc_order',
    column: 'pkg_status',
    tenantId: ctx.tenantId,
    id: String(v.id),
    from,
    action,
    context: c,
    set,
  });
  const name = who(ctx).name;
  await vouchers.insertPkgLog(
    ctx.data,
    String(v.id),
    action,
    from,
    to,
    `${name}${PKG_FLOW.actionText[action]}${content ? `: ${content}` : ''}`,
    name,
  );
  return to;
}

export async function confirm(ctx: Act, id: string, confirmNo?: string, remark?: string) {
  const { v, from } = await locked(ctx.data, id);
  const c = { needSecond: Number(v.need_second) === 1 };
  PKG_FLOW.next(from, 'confirm', c);
  const name = who(ctx).name;
  const to = await step(
    ctx,
    v,
    'confirm',
    c,
    [confirmNo && `确认号 ${confirmNo}`, remark].filter(Boolean).join(', '),
    repo.confirmSet(confirmNo, remark, name),
  );
  return { pkgStatus: to };
}

export async function secondConfirm(ctx: Act, id: string, remark?: string) {
  const { v, from } = await locked(ctx.data, id);
  PKG_FLOW.next(from, 'secondConfirm', {});
  const to = await step(ctx, v, 'secondConfirm', {}, remark ?? '', repo.secondSet(who(ctx).name, remark));
  return { pkgStatus: to };
}

/** The supplier cannot serve the order: everything is refunded at once (no audit), the stock comes back. */
export async function refuse(ctx: Act, id: string, reason?: string) {
  const { from, v } = await locked(ctx.data, id);
  PKG_FLOW.next(from, 'refuse', {});
  await forcedRefund(ctx.data, ctx.svc.providers.payment, id, { reason: `供应商拒单${reason ? `: ${reason}` : ''}` }, who(ctx));
  return { pkgStatus: await step(ctx, v, 'refuse', {}, reason ?? '') };
}

/** Issue (出票): success makes the vouchers usable (order 待使用) and texts the buyer; failure waits for the second out. */
async function issue(ctx: Act, id: string, action: 'outConfirm' | 'secondOut', ok: boolean, remark?: string) {
  const { o, v, from } = await locked(ctx.data, id);
  PKG_FLOW.next(from, action, { ok });
  const to = await step(ctx, v, action, { ok }, `${ok ? '出票成功' : '出票失败'}${remark ? `, ${remark}` : ''}`, repo.outSet());
  if (to === PKG_STATUS.OUT_DONE) {
    await move(ctx.data, o, 'confirm', who(ctx), '套餐券已出票');
    await messages.smsTo(ctx, o, v);
  }
  return { pkgStatus: to };
}
export const outConfirm = (ctx: Act, id: string, ok: boolean, remark?: string) => issue(ctx, id, 'outConfirm', ok, remark);
export const secondOut = (ctx: Act, id: string, ok: boolean, remark?: string) => issue(ctx, id, 'secondOut', ok, remark);

/** Vouchers that may be refunded: unused, no use taken. */
async function refundable(db: Scoped, id: string) {
  const subs = await vouchers.subOrders(db, id);
  return subs.filter((g) => g.ticketStatus === TICKET_STATUS.UNUSED && g.uses.every((u) => !u.used)).map((g) => g.id);
}

/** Apply for the refund of every voucher still whole; the order waits for the refund audit, then the out-audit. */
export async function refund(ctx: Act, id: string, reason?: string) {
  const { from, v } = await locked(ctx.data, id);
  PKG_FLOW.next(from, 'applyRefund', {});
  const ids = await refundable(ctx.data, id);
  if (!ids.length) throw bad(VOUCHER_MSG.nothingToRefund);
  await applyRefund(ctx.data, id, REFUND_TYPE.MERCHANT, { guestIds: ids, reason: reason || '商家申请退款' }, who(ctx));
  const to = await step(ctx, v, 'applyRefund', {}, `${ids.length} 张`, repo.beforeSet(from));
  return { pkgStatus: to };
}

async function pendingRefund(db: Scoped, id: string) {
  const r = await pendingRefundOf(db, id);
  if (!r) throw bad(VOUCHER_MSG.noRefundPending);
  return r;
}

/** The refund audit: pass hands it to the out-audit (no money yet); reject returns the order where it was. */
export async function auditRefundStep(ctx: Act, id: string, pass: boolean, remark?: string) {
  const { from, v } = await locked(ctx.data, id);
  const c = { before: v.status_before_refund == null ? null : Number(v.status_before_refund) };
  PKG_FLOW.next(from, pass ? 'auditPass' : 'auditReject', c);
  const r = await pendingRefund(ctx.data, id);
  if (!pass) await auditRefund(ctx.data, ctx.svc.providers.payment, String(r.id), 'reject', who(ctx), remark ?? '');
  else
    await orderLog(
      ctx.data,
      id,
      'refund',
      'audit',
      REFUND_STATUS.AUDITING,
      REFUND_STATUS.AUDITING,
      `${who(ctx).name}退款审核通过, 待出账审核`,
      who(ctx),
    );
  return { pkgStatus: await step(ctx, v, pass ? 'auditPass' : 'auditReject', c, remark ?? '') };
}

/** The out-audit: pass pays the money back through the refund path; reject returns the order where it was. */
export async function auditOut(ctx: Act, id: string, pass: boolean, remark?: string) {
  const { from, v } = await locked(ctx.data, id);
  const before = v.status_before_refund == null ? null : Number(v.status_before_refund);
  PKG_FLOW.next(from, pass ? 'outPass' : 'outReject', { before, kept: 0 });
  const r = await pendingRefund(ctx.data, id);
  await auditRefund(ctx.data, ctx.svc.providers.payment, String(r.id), pass ? 'pass' : 'reject', who(ctx), remark ?? '');
  const kept = (await vouchers.subOrders(ctx.data, id)).filter((g) => g.ticketStatus !== TICKET_STATUS.REFUNDED).length;
  return { pkgStatus: await step(ctx, v, pass ? 'outPass' : 'outReject', { before, kept }, remark ?? '') };
}

export async function remark(ctx: Act, id: string, text: string) {
  const { o } = await locked(ctx.data, id);
  await setOrderRemark(ctx.data, id, text);
  const s = Number(o.order_status);
  await orderLog(ctx.data, id, 'operate', 'remark', s, s, `${who(ctx).name}备注: ${text}`, who(ctx));
  return true;
}

/** One use of every whole-or-partly-unused voucher of the chosen orders, through the gate path (method 7). */
export async function batchVerify(ctx: Act, orderIds: string[], poiId?: string) {
  let checked = 0;
  for (const g of await vouchers.guestsOfOrders(ctx.data, orderIds)) {
    await vouchers.useVoucher(ctx.data, String(g.order_id), String(g.id), { method: VERIFY_METHOD.BATCH, actor: who(ctx), poiId });
    checked++;
  }
  if (!checked) throw bad(VOUCHER_MSG.notUsable);
  return { checked };
}

export async function exportOrders(ctx: Ctx, reply: FastifyReply, q: z.output<typeof pkgOrderFilters>) {
  await sendXlsx(
    ctx,
    reply,
    '套餐券订单',
    [
      ['订单号', 'orderNo'],
      ['套餐券', 'itemName'],
      ['数量', 'quantity'],
      ['状态', 'pkgStatusText'],
      ['订单状态', 'orderStatusText'],
      ['金额(元)', (r) => centsToYuan(r.totalMoney)],
      ['已退(元)', (r) => centsToYuan(r.refundMoney)],
      ['已用次数', (r) => `${r.usedCount}/${Number(r.uses) * Number(r.quantity)}`],
      ['联系人', 'contactName'],
      ['手机号', 'contactPhone'],
      ['有效期', (r) => `${r.validStart} ~ ${r.validEnd}`],
      ['下单时间', 'createTime'],
    ],
    (await vouchers.orderRows(ctx.data, 'package', filters(q))) as unknown as Row[],
  );
}
