import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ORDER_STATUS,
  WINDOW_MSG as M,
  centsToYuan,
  orderStatusText,
  type PayCodeRow,
  type winPayCodeForm,
  type winPayCodeQuery,
  type winScanOrderQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { type Actor, actorOf, forcedRefund, idempotent, openKindOrder } from '../../order/index.ts';
import * as repo from './repo.ts';

const PAID: number[] = [ORDER_STATUS.CONFIRMING, ORDER_STATUS.TO_BE_USED, ORDER_STATUS.COMPLETED];

/**
 * 扫码付: payment codes the merchant prints at the window. A payment through one is an order of kind
 * 'scanpay' (the one order table, paid through the payment path); a refund is the order area's forced
 * refund (no tickets to hold, the money back through the provider that took it).
 */

const num = (r: PayCodeRow) => ({ ...r, amount: r.amount == null ? null : Number(r.amount) });
export const codePage = async (ctx: Ctx, q: z.output<typeof winPayCodeQuery>) => {
  const p = await repo.codePage(ctx.data, q);
  return { ...p, records: p.records.map(num) };
};
export async function editCode(ctx: Ctx, f: z.output<typeof winPayCodeForm>) {
  const row = { name: f.name, amount: f.amount ?? null, remark: f.remark };
  const saved = f.id
    ? await ctx.data.update<PayCodeRow>(repo.CODE, f.id, row)
    : await ctx.data.insert<PayCodeRow>(repo.CODE, { ...row, code: randomBytes(9).toString('base64url') });
  return num({ ...saved, orders: 0, paidMoney: 0 });
}
export const removeCodes = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.CODE, ids);
export const codeStatus = (ctx: Ctx, ids: string[], status: number) => repo.setStatus(ctx.data, ids, status);
export async function getCode(ctx: Ctx, id: string) {
  const c = await ctx.data.get<PayCodeRow>(repo.CODE, id);
  return { code: c.code, url: `${ctx.svc.cfg.publicUrl || ''}/h5/scanPay?tenant=${ctx.tenantId}&code=${c.code}` };
}
export async function exportCodes(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof winPayCodeQuery>>) {
  const rows = toApiRows<PayCodeRow>(await repo.codeRows(ctx.data, q));
  await sendXlsx(
    ctx,
    reply,
    '扫码付收款码',
    [
      ['名称', 'name'],
      ['收款码', 'code'],
      ['固定金额(元)', (r: PayCodeRow) => (r.amount == null ? '不固定' : centsToYuan(r.amount))],
      ['状态', (r: PayCodeRow) => (Number(r.codeStatus) === 1 ? '启用' : '停用')],
      ['收款笔数', 'orders'],
      ['收款金额(元)', (r: PayCodeRow) => centsToYuan(r.paidMoney)],
      ['备注', 'remark'],
    ],
    rows,
  );
}

export async function orderPage(ctx: Ctx, q: z.output<typeof winScanOrderQuery>) {
  const p = await repo.orderPage(ctx.data, q);
  // A payment has nothing to use or confirm: paid is what the merchant needs to read.
  const text = (s: number) => (PAID.includes(s) ? '已收款' : orderStatusText(s));
  return { ...p, records: p.records.map((r) => ({ ...r, orderStatusText: text(Number(r.orderStatus)) })) };
}

async function refundOne(ctx: Ctx, orderId: string, reason: string) {
  if (!(await repo.isScanOrder(ctx.data, orderId))) throw notFound();
  const r = await forcedRefund(ctx.data, ctx.svc.providers.payment, orderId, { reason }, actorOf(ctx));
  return Number(r.amount);
}
export const refund = (ctx: Ctx, f: { orderId: string; reason: string; idempotencyKey?: string }) =>
  idempotent(ctx.data, 'scanpay-refund', f.idempotencyKey, async () => ({ amount: await refundOne(ctx, f.orderId, f.reason) }));
export async function batchRefund(ctx: Ctx, f: { orderIds: string[]; reason: string }) {
  let amount = 0;
  for (const id of f.orderIds) amount += await refundOne(ctx, id, f.reason);
  return { refunded: f.orderIds.length, amount };
}
export const remark = (ctx: Ctx, id: string, text: string) => repo.setRemark(ctx.data, id, text);

/** A payer's order through a code (the demo's payments; a storefront page would call the same). */
export async function payThrough(db: Scoped, actor: Actor, code: Row, amount: number, date: string) {
  if (Number(code.code_status) !== 1) throw bad(M.codeDisabled);
  const o = await openKindOrder(db, actor, {
    kind: 'scanpay',
    prefix: 'Q',
    productName: code.name,
    skuName: '扫码付',
    date,
    quantity: 1,
    unit: code.amount == null ? amount : Number(code.amount),
    contactName: '扫码付款人',
    contactPhone: '10000000000',
    guests: [{ guestName: '扫码付款人' }],
    channel: 'scanpay',
  });
  await repo.insertScanOrder(db, String(code.id), String(o.id), Number(o.total_money));
  return String(o.id);
}
