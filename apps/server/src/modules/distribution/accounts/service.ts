import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  FLOW_KINDS,
  PARTNER_MSG,
  type AdjustRow,
  type FlowRow,
  type PartnerRow,
  type PartyKind,
  type accountOrderForm,
  type adjustAuditForm,
  type adjustForm,
  type adjustQuery,
  type flowFilters,
  type flowQuery,
  type partnerForm,
  type partnerQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { type Column, defineExport, exportXlsx, sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { actorOf, createTrade, idempotent, placeOrder, settlePaid } from '../../order/index.ts';
import { accountPay } from '../../../platform/providers/account.ts';
import * as repo from './repo.ts';

const yuan = (cents: unknown) => (Number(cents) / 100).toFixed(2);

const presentPartner = (r: Row): PartnerRow => {
  const a = toApi<PartnerRow>(r);
  return { ...a, id: String(a.id), balance: Number(a.balance), creditLimit: Number(a.creditLimit), available: Number(a.available) };
};
const presentAdjust = (r: Row): AdjustRow => {
  const a = toApi<AdjustRow>(r);
  return { ...a, id: String(a.id), partyId: String(a.partyId), amount: Number(a.amount) };
};
const presentFlow = (r: Row): FlowRow => {
  const a = toApi<FlowRow>(r);
  return {
    ...a,
    id: String(a.id),
    partyId: String(a.partyId),
    orderId: a.orderId == null ? null : String(a.orderId),
    amount: Number(a.amount),
    balanceAfter: Number(a.balanceAfter),
  };
};
const nameOf = (ctx: Ctx) => actorOf(ctx).name;

export async function page(ctx: Ctx, kind: PartyKind, q: z.output<typeof partnerQuery>) {
  const p = await repo.partnerPage(ctx.data, kind, q);
  return { ...p, records: p.records.map((r) => presentPartner(r as Row)) };
}

export async function detail(ctx: Ctx, kind: PartyKind, id: string) {
  const r = await repo.partner(ctx.data, kind, id);
  if (!r) throw notFound();
  return presentPartner(r);
}

/** Add or update; the balance is never set here (only adjustments and orders move it). */
export async function submit(ctx: Ctx, kind: PartyKind, f: z.output<typeof partnerForm>) {
  if (!f.id) {
    const row = await repo.insertPartner(ctx.data, kind, f);
    return detail(ctx, kind, String(row!.id));
  }
  const before = await detail(ctx, kind, f.id);
  if (!(await repo.updatePartner(ctx.data, kind, f.id, f))) throw bad(PARTNER_MSG.limitBelowDebt(yuan(-before.balance)));
  return detail(ctx, kind, f.id);
}

export async function remove(ctx: Ctx, kind: PartyKind, ids: string[]) {
  const removed = await repo.removePartners(ctx.data, kind, ids);
  if (removed.length !== ids.length) throw bad(PARTNER_MSG.hasMoney);
  return removed.length;
}

export async function amount(ctx: Ctx, kind: PartyKind) {
  const r = (await repo.amountSummary(ctx.data, kind))!;
  return {
    count: Number(r.count),
    balance: Number(r.balance),
    creditLimit: Number(r.credit_limit),
    owed: Number(r.owed),
    pendingAdjust: Number(r.pending_adjust),
  };
}

// ---------------------------------------------------------------- adjustments

export async function applyAdjust(ctx: Ctx, kind: PartyKind, f: z.output<typeof adjustForm>) {
  await detail(ctx, kind, f.partyId);
  const row = await repo.insertAdjust(ctx.data, kind, f, nameOf(ctx));
  return presentAdjust((await repo.adjust(ctx.data, kind, String(row!.id)))!);
}

/** Approve (the balance moves by the amount, one flow row; refused below the credit limit) or reject, once. */
export async function auditAdjust(ctx: Ctx, kind: PartyKind, f: z.output<typeof adjustAuditForm>) {
  const pass = f.pass === 1;
  const decided = await repo.decideAdjust(ctx.data, kind, f.id, pass, f.remark || null, nameOf(ctx));
  if (!decided) {
    if (!(await repo.adjust(ctx.data, kind, f.id))) throw notFound();
    throw bad(PARTNER_MSG.adjustDone);
  }
  if (pass) {
    const moved = await repo.moveBalance(ctx.data, kind, String(decided.party_id), {
      kind: 'adjust',
      amount: Number(decided.amount),
      ref: `adjust:${f.id}`,
      adjustId: f.id,
      remark: decided.reason,
      createName: nameOf(ctx),
    });
    if (!moved) throw bad(PARTNER_MSG.overLimit);
  }
  return presentAdjust((await repo.adjust(ctx.data, kind, f.id))!);
}

export async function adjustPage(ctx: Ctx, kind: PartyKind, q: z.output<typeof adjustQuery>) {
  const p = await repo.adjustPage(ctx.data, kind, q);
  return { ...p, records: p.records.map((r) => presentAdjust(r as Row)) };
}

// ---------------------------------------------------------------- capital flow and exports

export async function flowPage(ctx: Ctx, kind: PartyKind, q: z.output<typeof flowQuery>) {
  const p = await repo.flowPage(ctx.data, kind, q);
  return { ...p, records: p.records.map((r) => presentFlow(r as Row)) };
}

const FLOW_COLUMNS: Column[] = [
  ['流水号', 'id'],
  ['名称', 'partyName'],
  ['类型', (r) => FLOW_KINDS[r.kind as keyof typeof FLOW_KINDS] ?? r.kind],
  ['金额(元)', (r) => yuan(r.amount)],
  ['变动后余额(元)', (r) => yuan(r.balanceAfter)],
  ['订单号', 'orderNo'],
  ['说明', 'remark'],
  ['操作人', 'createName'],
  ['时间', 'createTime'],
];
type FlowFilters = z.output<typeof flowFilters>;
const FLOW_EXPORTS = {
  1: defineExport<FlowFilters>('distributor-flows', {
    title: '分销商资金流水',
    columns: FLOW_COLUMNS,
    count: (db, q, limit) => repo.flowCount(db, 1, q, limit),
    batch: (db, q, after, size) => repo.flowBatch(db, 1, q, after, size),
  }),
  2: defineExport<FlowFilters>('supplier-flows', {
    title: '供应商资金流水',
    columns: FLOW_COLUMNS,
    count: (db, q, limit) => repo.flowCount(db, 2, q, limit),
    batch: (db, q, after, size) => repo.flowBatch(db, 2, q, after, size),
  }),
} as const;
export const flowExport = (ctx: Ctx, kind: PartyKind, reply: FastifyReply, q: FlowFilters) => exportXlsx(ctx, reply, FLOW_EXPORTS[kind], q);

export async function accountsExport(ctx: Ctx, kind: PartyKind, reply: FastifyReply, q: { name?: string; status?: number }) {
  const rows = await repo.partnerRows(ctx.data, kind, q);
  return sendXlsx(
    ctx,
    reply,
    kind === 1 ? '分销商账户' : '供应商账户',
    [
      ['名称', 'name'],
      ['联系人', 'contactName'],
      ['电话', 'phone'],
      ['余额(元)', (r) => yuan(r.balance)],
      ['授信额度(元)', (r) => yuan(r.creditLimit)],
      ['可用额度(元)', (r) => yuan(r.available)],
      ['状态', (r) => (Number(r.status) === 1 ? '启用' : '停用')],
      ['创建时间', 'createTime'],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- orders on account

/**
 * A ticket order for a distributor, paid from its account in the same transaction: the order path
 * (its checkout rules price it at the distribution price and mark it), then a pay trade on account
 * settled at once (the one payment path: its pay move's hook takes the money or refuses, and the whole
 * order rolls back), so its refunds take the one refund path too. Once per idempotency key.
 */
export function placeOnAccount(ctx: Ctx, req: FastifyRequest, f: z.output<typeof accountOrderForm>) {
  const key = (req.headers['idempotency-key'] as string | undefined) ?? f.idempotencyKey;
  return idempotent(ctx.data, 'distributor-order', key, async () => {
    const actor = actorOf(ctx);
    const o = await placeOrder(ctx.data, actor, {
      productId: f.productId,
      skuId: f.skuId,
      touristDate: f.touristDate,
      quantity: f.quantity,
      contactName: f.contactName,
      contactPhone: f.contactPhone,
      channel: 'distributor',
      offers: { distributorId: f.distributorId },
    });
    const trade = await createTrade(ctx.data, accountPay, o.orderId);
    const paid = await settlePaid(ctx.data, accountPay, {
      tradeNo: trade.tradeNo,
      amount: trade.amount,
      providerRef: `account-${trade.tradeNo}`,
    });
    if (paid.outcome !== 'accepted') throw bad(PARTNER_MSG.overLimit);
    const d = await detail(ctx, 1, f.distributorId);
    return { orderId: o.orderId, orderNo: o.orderNo, totalMoney: o.totalMoney, balance: d.balance };
  });
}
