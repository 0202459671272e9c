import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  REFUND_STATUS_TEXT,
  REFUND_TYPE_TEXT,
  VOICE_MSG,
  VOICE_TYPE_TEXT,
  centsToYuan,
  orderStatusText,
  type VoiceLogRow,
  type VoiceOrderDetail,
  type VoiceOrderRow,
  type VoiceRefundRow,
  type VoiceTypeCount,
  type voiceOrderFilters,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { actorOf, forcedRefund, lockOrder, orderLog, setOrderRemark } from '../../order/index.ts';
import * as items from '../items/service.ts';
import { columns, timeText } from '../shared.ts';
import * as repo from './repo.ts';

/** 语音订单: list with filters and the count by kind, export, detail, logs, remarks, refunds and the forced refund. */

export const toOrderRow = (x: Row): VoiceOrderRow => {
  const r = columns(x);
  return {
    id: String(r.id),
    orderNo: String(r.order_no),
    voiceId: String(r.voice_id),
    voiceName: String(r.voice_name),
    voiceType: Number(r.voice_type),
    voiceTypeText: VOICE_TYPE_TEXT[Number(r.voice_type)] ?? '',
    orderStatus: Number(r.order_status),
    orderStatusText: orderStatusText(Number(r.order_status)),
    totalMoney: Number(r.total_money),
    paidMoney: Number(r.paid_money),
    refundMoney: Number(r.refund_money),
    contactName: String(r.contact_name ?? ''),
    contactPhone: String(r.contact_phone ?? ''),
    remark: (r.remark as string | null) ?? null,
    createTime: timeText(r.create_time),
  };
};

export async function page(ctx: Ctx, f: z.output<typeof voiceOrderFilters>) {
  const p = await repo.orderPage(ctx.data, f);
  return { ...p, records: p.records.map(toOrderRow) };
}
export async function countVoiceType(ctx: Ctx): Promise<VoiceTypeCount[]> {
  const n = new Map((await repo.countByType(ctx.data)).map((r) => [Number(r.voice_type), Number(r.n)]));
  return [1, 2].map((t) => ({ voiceType: t, name: VOICE_TYPE_TEXT[t]!, count: n.get(t) ?? 0 }));
}

async function found(db: Scoped, id: string) {
  const r = await repo.orderOne(db, id);
  if (!r) throw notFound();
  return r;
}
const refundRow = (r: Row): VoiceRefundRow => ({
  id: String(r.id),
  refundNo: String(r.refund_no),
  refundType: Number(r.refund_type),
  refundTypeText: REFUND_TYPE_TEXT[Number(r.refund_type)] ?? '',
  refundStatus: Number(r.refund_status),
  refundStatusText: REFUND_STATUS_TEXT[Number(r.refund_status)] ?? '',
  amount: Number(r.amount),
  reason: (r.reason as string | null) ?? null,
  createTime: timeText(r.create_time),
});

export async function detail(ctx: Ctx, id: string): Promise<VoiceOrderDetail> {
  const r = await found(ctx.data, id);
  const [voice, refunds, left] = await Promise.all([
    items.one(ctx.data, String(r.voice_id)).catch(() => null),
    repo.refundsOf(ctx.data, id),
    repo.refundable(ctx.data, id),
  ]);
  const paidLeft = Number(r.paid_money) - Number(r.refund_money);
  return {
    ...toOrderRow(r),
    voice: voice && { ...voice, audioKey: undefined, audioUrl: undefined, items: undefined },
    refunds: refunds.map(refundRow),
    refundable: paidLeft > 0 ? Math.min(paidLeft, Number(left?.n ?? 0)) : 0,
  } as VoiceOrderDetail;
}

export async function logs(ctx: Ctx, id: string, kind: 'process' | 'refund' | 'operate'): Promise<VoiceLogRow[]> {
  await found(ctx.data, id);
  return (await repo.logsOf(ctx.data, id, kind)).map((l) => ({
    id: String(l.id),
    action: String(l.action),
    content: String(l.content ?? ''),
    userName: (l.user_name as string | null) ?? null,
    createTime: timeText(l.create_time),
  }));
}
export async function refundDetail(ctx: Ctx, id: string) {
  await found(ctx.data, id);
  return (await repo.refundsOf(ctx.data, id)).map(refundRow);
}

async function locked(ctx: Ctx, id: string) {
  const o = await lockOrder(ctx.data, id);
  if (o.order_kind !== 'voice') throw notFound();
  return o;
}

export async function remark(ctx: Ctx, id: string, text: string) {
  const o = await locked(ctx, id);
  await setOrderRemark(ctx.data, id, text);
  const s = Number(o.order_status);
  await orderLog(ctx.data, id, 'operate', 'remark', s, s, `${actorOf(ctx).name}备注: ${text}`, actorOf(ctx));
  return true;
}

/** The forced refund of what is left, through the order area's refund path (the money goes back at once). */
export async function forceRefund(ctx: Ctx, id: string, reason?: string | null) {
  await locked(ctx, id);
  const left = await repo.refundable(ctx.data, id);
  if (!Number(left?.n ?? 0)) throw bad(VOICE_MSG.nothingToRefund);
  const r = await forcedRefund(ctx.data, ctx.svc.providers.payment, id, { reason: reason || '商家强制退款' }, actorOf(ctx));
  const o = await lockOrder(ctx.data, id);
  return { orderStatus: Number(o.order_status), amount: Number(r.amount) };
}

export async function exportOrders(ctx: Ctx, reply: FastifyReply, f: z.output<typeof voiceOrderFilters>) {
  await sendXlsx(
    ctx,
    reply,
    '语音订单',
    [
      ['订单号', 'orderNo'],
      ['语音', 'voiceName'],
      ['类型', 'voiceTypeText'],
      ['订单状态', 'orderStatusText'],
      ['金额(元)', (r) => centsToYuan(Number(r.totalMoney))],
      ['已退(元)', (r) => centsToYuan(Number(r.refundMoney))],
      ['联系人', 'contactName'],
      ['手机号', 'contactPhone'],
      ['备注', 'remark'],
      ['下单时间', 'createTime'],
    ],
    (await repo.orderRows(ctx.data, f)).map(toOrderRow) as unknown as Row[],
  );
}

// ---------------------------------------------------------------- what the storefront reads

export const { orderOne, hasLiveTicket } = repo;
