import type { z } from 'zod';
import {
  SMS_MSG,
  templateVariables,
  type SmsTemplateRow,
  type smsAuditForm,
  type smsTemplateForm,
  type smsTemplateQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, conflict, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import { approvedSign } from '../signs/service.ts';
import * as repo from './repo.ts';

type Form = z.output<typeof smsTemplateForm>;

/** Templates (短信模板): the variables used in the text are exactly the declared ones. */
function checkVariables(f: Form) {
  const used = templateVariables(f.content);
  for (const v of used) if (!f.variables.includes(v)) throw bad(SMS_MSG.variableUndeclared(v));
  for (const v of f.variables) if (!used.includes(v)) throw bad(SMS_MSG.variableUnused(v));
}

export const page = (ctx: Ctx, q: z.output<typeof smsTemplateQuery>) => repo.page(ctx.data, q, ctx.isPlatform);

export async function detail(ctx: Ctx, id: string, platform = ctx.isPlatform) {
  const row = await repo.findAny(ctx.data, id, platform);
  if (!row) throw notFound();
  return toApi<SmsTemplateRow>(row);
}

export async function save(ctx: Ctx, form: Form) {
  checkVariables(form);
  await approvedSign(ctx, form.signId!);
  const row = await ctx.data.insert<{ id: string }>(repo.TEMPLATE, form);
  return detail(ctx, row.id, false);
}

export async function update(ctx: Ctx, form: Form) {
  if (!form.id) throw bad(SMS_MSG.templateNameRequired);
  checkVariables(form);
  await approvedSign(ctx, form.signId!);
  const row = await repo.resubmit(ctx.data, form.id, form);
  if (row) return detail(ctx, form.id, false);
  if (await ctx.data.find(repo.TEMPLATE, form.id)) throw conflict(SMS_MSG.approvedLocked);
  throw notFound();
}

/** The platform's verdict; an approved template gets the provider's template code (typed, or its own id for the sandbox). */
export async function audit(ctx: Ctx, form: z.output<typeof smsAuditForm>) {
  const row = await repo.audit(ctx.data, form.id, form.auditStatus, form.auditStatus === 2 ? form.auditReason : null, form.providerCode);
  if (row) return detail(ctx, form.id, true);
  if (await repo.findAny(ctx.data, form.id, true)) throw conflict(SMS_MSG.auditedOnlyPending);
  throw notFound();
}

export async function remove(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(repo.TEMPLATE, ids);
  if (!n) throw notFound();
  return n;
}

/** An approved template of the caller's tenant (with its sign's name), or why not. */
export async function approvedTemplate(ctx: Ctx, id: string) {
  const row = await repo.findAny(ctx.data, id, false);
  if (!row) throw notFound();
  if (Number(row.audit_status) !== 1) throw bad(SMS_MSG.templateNotApproved);
  return toApi<SmsTemplateRow>(row);
}
