import type { z } from 'zod';
import { MSG, SMS_MSG, SMS_PERMS, type SmsSignRow, type smsAuditForm, type smsSignForm, type smsSignQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import * as repo from './repo.ts';

/** Signs (短信签名): a merchant applies, the platform approves or rejects with a reason. */
export const page = (ctx: Ctx, q: z.output<typeof smsSignQuery>) => repo.page(ctx.data, q, ctx.isPlatform);

export async function detail(ctx: Ctx, id: string) {
  const row = await repo.findAny(ctx.data, id, ctx.isPlatform);
  if (!row) throw notFound();
  return toApi<SmsSignRow>(row);
}

/** Apply (no id) or change an application not yet approved; a change is audited again. */
export async function save(ctx: Ctx, form: z.output<typeof smsSignForm>) {
  const code = form.id ? SMS_PERMS.edit : SMS_PERMS.add;
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
  if (await repo.nameTaken(ctx.data, form.signName, form.id)) throw bad(SMS_MSG.signTaken);
  if (!form.id) return ctx.data.insert<SmsSignRow>(repo.SIGN, form);
  const row = await repo.resubmit(ctx.data, form.id, form);
  if (row) return toApi<SmsSignRow>(row);
  if (await ctx.data.find(repo.SIGN, form.id)) throw conflict(SMS_MSG.approvedLocked);
  throw notFound();
}

export async function audit(ctx: Ctx, form: z.output<typeof smsAuditForm>) {
  const row = await repo.audit(ctx.data, form.id, form.auditStatus, form.auditStatus === 2 ? form.auditReason : null);
  if (row) return toApi<SmsSignRow>(row);
  if (await repo.findAny(ctx.data, form.id, true)) throw conflict(SMS_MSG.auditedOnlyPending);
  throw notFound();
}

export async function remove(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(repo.SIGN, ids);
  if (!n) throw notFound();
  return n;
}

/** An approved sign of the caller's tenant, or why not. */
export async function approvedSign(ctx: Ctx, id: string) {
  const row = await ctx.data.find(repo.SIGN, id);
  if (!row) throw bad(SMS_MSG.signRequired);
  if (Number(row.audit_status) !== 1) throw bad(SMS_MSG.signNotApproved);
  return toApi<SmsSignRow>(row);
}
