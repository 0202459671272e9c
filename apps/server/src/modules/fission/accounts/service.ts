import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { FISSION_MSG as M, FISSION_WITHDRAW_TEXT, type fissionWithdrawQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { defineExport, exportXlsx } from '../../../platform/export.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { maskPhone } from '../../customer/index.ts';
import { moveMoney, promoterDetail } from '../promoters/service.ts';
import { ledgerOut, mapPage, n, withdrawOut } from '../shared.ts';
import * as repo from './repo.ts';

// ---------------------------------------------------------------- ledger

export async function accountPage(ctx: Ctx, q: { promoterId?: string; kind?: string; current: number; size: number }) {
  if (q.promoterId) await promoterDetail(ctx.data, q.promoterId);
  return mapPage(await repo.ledgerPage(ctx.data, { ...q, specialOnly: !q.promoterId }), ledgerOut);
}

/** Append one movement; false when its ref was applied already (each happens once). */
export const append = (db: Scoped, e: repo.Entry) => repo.append(db, e);

/** An order's movements, oldest first. */
export const orderLedger = (db: Scoped, orderId: string) => repo.orderLedger(db, orderId);

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
  if (f.pass) await moveMoney(db, promoterId, { withdrawn: amount });
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
    await moveMoney(db, promoterId, { balance: amount });
  return withdrawOut((await repo.withdrawOne(db, f.id))!);
}

const WITHDRAW_EXPORT = defineExport<{ promoterName?: string; state?: number; startDate?: string; endDate?: string }>(
  'fission-withdrawals',
  {
    title: '分销提现',
    columns: [
      ['申请时间', 'createTime', 'time'],
      ['推广员', 'promoterName'],
      ['手机号', (r) => maskPhone(String(r.promoterPhone))],
      ['提现金额(元)', 'amount', 'money'],
      ['收款人', 'accountName'],
      ['收款账户', 'accountNo'],
      ['状态', (r) => FISSION_WITHDRAW_TEXT[n(r.state)]],
      ['审核时间', 'auditTime', 'time'],
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
