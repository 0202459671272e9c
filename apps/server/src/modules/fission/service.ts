import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  FISSION_KICK_TYPE_TEXT,
  FISSION_MSG as M,
  FISSION_WITHDRAW_TEXT,
  type FissionConfig,
  type fissionConfigForm,
  type fissionOrderQuery,
  type fissionPlanForm,
  type fissionPlanQuery,
  type fissionPromoterQuery,
  type fissionSpecialForm,
  type fissionWithdrawQuery,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Database, Row } from '../../platform/db.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { defineExport, exportXlsx, sendXlsx } from '../../platform/export.ts';
import { type Scoped, inTenant } from '../../platform/repo.ts';
import { maskPhone } from '../customer/index.ts';
import { ledgerOut, mapPage, n, orderOut, planOut, promoterOut, withdrawOut, yuan } from './present.ts';
import * as repo from './repo/index.ts';

// ---------------------------------------------------------------- config

/** The tenant's config; a tenant that never saved one runs with these (on, audited, no delay, 1 yuan). */
export async function configOf(db: Scoped): Promise<FissionConfig> {
  const c = await repo.config(db);
  return {
    enabled: c ? n(c.enabled) : 1,
    joinMode: c ? n(c.join_mode) : 2,
    settleDays: c ? n(c.settle_days) : 0,
    minWithdraw: c ? n(c.min_withdraw) : 100,
    rule: c?.rule ?? null,
  };
}
export const getConfig = (ctx: Ctx) => configOf(ctx.data);
export async function saveConfig(ctx: Ctx, f: z.output<typeof fissionConfigForm>) {
  await repo.saveConfig(ctx.data, f);
  return configOf(ctx.data);
}

// ---------------------------------------------------------------- plans

export const planPage = async (ctx: Ctx, q: z.output<typeof fissionPlanQuery>) => mapPage(await repo.planPage(ctx.data, q), planOut);

export async function planDetail(db: Scoped, id: string) {
  const r = await repo.planOne(db, id);
  if (!r) throw notFound();
  return planOut(r);
}

/** Add or update a plan: its goods must be the tenant's own products (another tenant's are not found). */
export async function savePlan(ctx: Ctx, f: z.output<typeof fissionPlanForm> & { id?: string }) {
  const db = ctx.data;
  const ids = [...new Set(f.productIds)];
  if ((await repo.ownProducts(db, ids)).length !== ids.length) throw notFound();
  const data = { ...f, startDate: f.startDate, endDate: f.endDate };
  const id = f.id ? String((await db.update(repo.PLAN, f.id, data)).id) : String((await db.insert(repo.PLAN, data)).id);
  await repo.setGoods(db, id, ids);
  return planDetail(db, id);
}

export const goodsOptions = (ctx: Ctx, name?: string, ids?: string[]) => repo.goodsOptions(ctx.data, name, ids);

export async function planStatus(ctx: Ctx, id: string, planStatus: number) {
  await ctx.data.update(repo.PLAN, id, { planStatus });
  return planDetail(ctx.data, id);
}

/** Deleted plans stop paying for new orders; orders already referred keep their kickbacks. */
export const removePlans = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.PLAN, ids);

const PLAN_COLUMNS: [string, string | ((r: any) => unknown)][] = [
  ['方案名称', 'name'],
  ['开始日期', 'startDate'],
  ['结束日期', 'endDate'],
  ['佣金方式', (r) => FISSION_KICK_TYPE_TEXT[n(r.kickType)]],
  ['佣金', (r) => (n(r.kickType) === 1 ? `${n(r.kickValue) / 10}%` : `${yuan(n(r.kickValue))}元/件`)],
  ['商品', (r) => (r.productNames ?? []).join('、')],
  ['状态', (r) => (n(r.planStatus) === 1 ? '启用' : '停用')],
  ['分销订单数', (r) => n(r.orderCount)],
  ['佣金合计(元)', (r) => yuan(n(r.kickbackTotal))],
];
/** Plans are few per tenant (a page of settings): written from memory. */
export async function exportPlans(ctx: Ctx, reply: FastifyReply, q: { name?: string; planStatus?: number }) {
  return sendXlsx(ctx, reply, '分销方案', PLAN_COLUMNS, (await repo.planList(ctx.data, q)) as Row[]);
}

// ---------------------------------------------------------------- promoters and special distributors

export const promoterPage = async (ctx: Ctx, q: z.output<typeof fissionPromoterQuery>) =>
  mapPage(await repo.promoterPage(ctx.data, 1, q), (r) => promoterOut(r));
export const specialPage = async (ctx: Ctx, q: z.output<typeof fissionPromoterQuery>) =>
  mapPage(await repo.promoterPage(ctx.data, 2, q), (r) => promoterOut(r, false));

async function promoterDetail(db: Scoped, id: string, mask = true) {
  const r = await repo.promoterOne(db, id);
  if (!r) throw notFound();
  return promoterOut(r, mask);
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A share code: 8 characters a person can read out (no 0/O, 1/I). */
const newCode = () => Array.from({ length: 8 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');

/** Insert with a fresh code; a clash of codes (or of the unique person) draws again, then answers null. */
export async function insertWithCode(db: Scoped, p: Omit<Parameters<typeof repo.insertPromoter>[1], 'code'>) {
  for (let i = 0; i < 5; i++) {
    const r = await repo.insertPromoter(db, { ...p, code: newCode() });
    if (r) return r;
    if (p.customerId && (await repo.promoterOfCustomer(db, p.customerId))) return null;
  }
  return null;
}

export async function saveSpecial(ctx: Ctx, f: z.output<typeof fissionSpecialForm> & { id?: string }) {
  const db = ctx.data;
  if (await repo.phoneTaken(db, 2, f.phone, f.id)) throw bad(M.phoneTaken);
  if (f.id) {
    const r = await repo.promoterOne(db, f.id);
    if (!r || n(r.kind) !== 2) throw notFound();
    await db.update(repo.PROMOTER, f.id, f);
    return promoterDetail(db, f.id, false);
  }
  const r = await insertWithCode(db, {
    kind: 2,
    customerId: null,
    name: f.name,
    phone: f.phone,
    ratePermille: f.ratePermille,
    auditStatus: 1,
    remark: f.remark,
  });
  if (!r) throw bad(M.phoneTaken);
  if (!f.status) await db.update(repo.PROMOTER, String(r.id), { status: 0 });
  return promoterDetail(db, String(r.id), false);
}

export async function accountPage(ctx: Ctx, q: { promoterId?: string; kind?: string; current: number; size: number }) {
  if (q.promoterId) await promoterDetail(ctx.data, q.promoterId);
  return mapPage(await repo.ledgerPage(ctx.data, { ...q, specialOnly: !q.promoterId }), ledgerOut);
}

/** The per-person audit: a waiting application passes or is rejected (with a reason), once. */
export async function auditPromoter(ctx: Ctx, f: { id: string; pass: boolean; remark?: string | null }) {
  const r = await repo.promoterOne(ctx.data, f.id);
  if (!r || n(r.kind) !== 1) throw notFound();
  if (!(await repo.auditPromoter(ctx.data, f.id, f.pass, f.remark ?? null))) throw bad(M.alreadyAudited);
  return promoterDetail(ctx.data, f.id);
}

// ---------------------------------------------------------------- referred orders

export const orderPage = async (ctx: Ctx, q: z.output<typeof fissionOrderQuery>) => mapPage(await repo.orderPage(ctx.data, q), orderOut);

export async function kickbackDetail(ctx: Ctx, orderId: string) {
  const o = await repo.orderOne(ctx.data, orderId);
  if (!o) throw notFound();
  return { order: orderOut(o), ledger: (await repo.orderLedger(ctx.data, orderId)).map(ledgerOut) };
}

export async function daily(ctx: Ctx, days: number) {
  const rows = await repo.daily(ctx.data, days);
  return rows.map((r) => ({ day: r.day, orders: n(r.orders), kickback: n(r.kickback) }));
}

// ---------------------------------------------------------------- withdrawals

export const withdrawPage = async (ctx: Ctx, q: z.output<typeof fissionWithdrawQuery>) =>
  mapPage(await repo.withdrawPage(ctx.data, q), (r) => withdrawOut(r));

/**
 * Pay out or reject a waiting withdrawal, exactly once (one conditional UPDATE). A rejection gives
 * the money back to the balance, with its ledger row.
 */
export async function auditWithdraw(ctx: Ctx, f: { id: string; pass: boolean; remark?: string | null }) {
  const db = ctx.data;
  const w = await repo.auditWithdraw(db, f.id, f.pass, f.remark ?? null);
  if (!w) {
    if (!(await repo.withdrawOne(db, f.id))) throw notFound();
    throw bad(M.withdrawAudited);
  }
  const promoterId = String(w.promoter_id);
  const amount = n(w.amount);
  if (f.pass) await repo.moveMoney(db, promoterId, { withdrawn: amount });
  else if (
    await repo.append(db, {
      promoterId,
      kind: 'reject',
      amount,
      withdrawId: String(w.id),
      ref: `withdraw:${w.id}:reject`,
      remark: f.remark,
    })
  )
    await repo.moveMoney(db, promoterId, { balance: amount });
  return withdrawOut((await repo.withdrawOne(db, f.id))!);
}

const WITHDRAW_EXPORT = defineExport<{ promoterName?: string; state?: number; startDate?: string; endDate?: string }>(
  'fission-withdrawals',
  {
    title: '分销提现',
    columns: [
      ['申请时间', 'createTime'],
      ['推广员', 'promoterName'],
      ['手机号', (r) => maskPhone(String(r.promoterPhone))],
      ['提现金额(元)', (r) => yuan(n(r.amount))],
      ['收款人', 'accountName'],
      ['收款账户', 'accountNo'],
      ['状态', (r) => FISSION_WITHDRAW_TEXT[n(r.state)]],
      ['审核时间', 'auditTime'],
      ['审核备注', 'auditRemark'],
    ],
    count: repo.withdrawCount,
    batch: repo.withdrawBatch,
  },
);
export const exportWithdrawals = (
  ctx: Ctx,
  reply: FastifyReply,
  q: { promoterName?: string; state?: number; startDate?: string; endDate?: string },
) => exportXlsx(ctx, reply, WITHDRAW_EXPORT, q);

// ---------------------------------------------------------------- settle job

/** Movements past their settlement delay become withdrawable (every tenant; each in its own transaction). */
export async function settleDue(dbAll: Database): Promise<number> {
  let moved = 0;
  for (const { tenant_id } of await repo.dueTenants(dbAll)) {
    moved += await inTenant(dbAll, tenant_id, async (data) => (await repo.settleDue(data)).length);
  }
  return moved;
}
