import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  SMS_MSG,
  SMS_SEND_STATUS,
  fillTemplate,
  maskPhone,
  smsSceneLabel,
  type SmsRecordRow,
  type smsRecordFilters,
  type smsRecordQuery,
  type smsSendForm,
  type SmsSceneCode,
} from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import { bad, notFound, tooMany } from '../../../platform/errors.ts';
import { defineExport, exportXlsx } from '../../../platform/export.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import { inTenant, tenantData, type Scoped } from '../../../platform/repo.ts';
import type { Moved } from '../../../platform/flow.ts';
import { toApi } from '../../../platform/rows.ts';
import { SMS_LIMITS } from '../shared.ts';
import { approvedTemplate } from '../templates/service.ts';
import { templateOf } from '../scenes/service.ts';
import { deliver } from './jobs.ts';
import * as repo from './repo.ts';

export const SEND_QUEUE = 'sms.send';

/** A record as lists show it: the phone masked, the labels of its codes. */
export function view(row: Record<string, unknown>): SmsRecordRow {
  const r = toApi<SmsRecordRow>(row);
  return { ...r, phone: maskPhone(r.phone), sceneName: smsSceneLabel(r.sceneCode) };
}

export async function page(ctx: Ctx, q: z.output<typeof smsRecordQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map((r) => view(r as Record<string, unknown>)) };
}

export async function detail(ctx: Ctx, id: string) {
  const row = await repo.find(ctx.data, id);
  if (!row) throw notFound();
  return view(row);
}

export async function remove(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(repo.RECORD, ids);
  if (!n) throw notFound();
  return n;
}

export interface SmsMessage {
  phone: string;
  scene: string | null;
  templateId: string | null;
  signName: string | null;
  content: string;
  params: Record<string, string>;
  /** One business event is sent once: its key (e.g. `order_paid:<order id>`). */
  eventKey?: string | null;
}

/**
 * Record a message and queue its sending, in the caller's transaction (the job runs after it commits,
 * so a slow provider never holds the request). Limits: a phone's messages per hour (exact: sends to it
 * wait for each other), the tenant's per minute. An event already recorded answers its record, unsent again.
 */
export async function queue(db: Scoped, jobs: JobRunner, m: SmsMessage): Promise<{ id: string; duplicate: boolean }> {
  if (m.eventKey) {
    const seen = await repo.byEvent(db, m.eventKey);
    if (seen) return { id: seen.id, duplicate: true };
  }
  await repo.lockPhone(db, m.phone);
  const n = await repo.recentCounts(db, m.phone);
  if ((n?.phone ?? 0) >= SMS_LIMITS.phonePerHour) throw tooMany(SMS_MSG.phoneTooFrequent);
  if ((n?.tenant ?? 0) >= SMS_LIMITS.tenantPerMinute) throw tooMany(SMS_MSG.tenantTooFrequent);
  const row = await repo.insert(db, {
    phone: m.phone,
    sceneCode: m.scene,
    templateId: m.templateId,
    signName: m.signName,
    content: m.content,
    params: m.params,
    eventKey: m.eventKey ?? null,
  });
  if (!row) return { id: (await repo.byEvent(db, m.eventKey!))!.id, duplicate: true };
  await jobs.enqueue(
    db.q,
    SEND_QUEUE,
    { id: row.id },
    { tenantId: db.tenantId, uniqueKey: `sms:${db.tenantId}:${row.id}`, maxAttempts: 3 },
  );
  return { id: row.id, duplicate: false };
}

/**
 * A business event's message through the template its inform scene binds; false when the tenant bound
 * none (the event sends nothing). For the areas above (index.ts exports it); runs in their transaction.
 */
export async function sendScene(
  db: Scoped,
  jobs: JobRunner,
  scene: string,
  phone: string,
  params: Record<string, string>,
  eventKey: string,
) {
  const t = await templateOf(db, scene);
  if (!t) return false;
  for (const v of t.variables) if (params[v] === undefined) throw bad(SMS_MSG.variableMissing(v));
  await queue(db, jobs, {
    phone,
    scene,
    templateId: t.template_id,
    signName: t.sign_name,
    // a verification code is kept in the params only (lists never show them)
    content: fillTemplate(t.content, params.code === undefined ? params : { ...params, code: '******' }),
    params,
    eventKey,
  });
  return true;
}

/** send-message and record/submit: a message with an approved template, queued. */
export async function send(ctx: Ctx, form: z.output<typeof smsSendForm>) {
  const t = await approvedTemplate(ctx, form.templateId);
  for (const v of t.variables) if (!form.params[v]) throw bad(SMS_MSG.variableMissing(v));
  const params = Object.fromEntries(t.variables.map((v) => [v, form.params[v]!]));
  const r = await queue(ctx.data, ctx.svc.jobs, {
    phone: form.phone,
    scene: null,
    templateId: t.id,
    signName: t.signName,
    content: fillTemplate(t.content, params),
    params,
  });
  return detail(ctx, r.id);
}

export async function resend(ctx: Ctx, id: string) {
  const row = await repo.requeue(ctx.data, id);
  if (!row) {
    if (await repo.find(ctx.data, id)) throw bad(SMS_MSG.resendOnlyFailed);
    throw notFound();
  }
  await ctx.svc.jobs.enqueue(ctx.q, SEND_QUEUE, { id }, { tenantId: ctx.tenantId, uniqueKey: `sms:${ctx.tenantId}:${id}`, maxAttempts: 3 });
  return detail(ctx, id);
}

export async function validate(ctx: Ctx, f: { id: string; phone: string; code: string }) {
  return !!(await repo.useCode(ctx.data, f.id, f.phone, f.code));
}

const statusText = (v: number) => SMS_SEND_STATUS.find((s) => s.value === v)?.label ?? '';
const EXPORT = defineExport<z.output<typeof smsRecordFilters>>('sms-records', {
  title: '短信发送记录',
  columns: [
    ['手机号', (r) => maskPhone(r.phone)],
    ['场景', (r) => smsSceneLabel(r.scene_code)],
    ['签名', 'sign_name'],
    ['内容', 'content'],
    ['服务商', 'provider'],
    ['状态', (r) => statusText(Number(r.send_status))],
    ['失败原因', 'fail_reason'],
    ['发送次数', 'attempts'],
    ['发送时间', 'send_time'],
    ['送达时间', 'receive_time'],
    ['创建时间', 'create_time'],
  ],
  count: (db, f, limit) => repo.count(db, f, limit),
  batch: async (db, f, after, size) => {
    const rows = await repo.batch(db, f, after, size);
    return { rows, next: rows.length === size ? String(rows.at(-1)!.id) : null };
  },
});
export const exportRecords = (ctx: Ctx, reply: FastifyReply, f: z.output<typeof smsRecordFilters>) => exportXlsx(ctx, reply, EXPORT, f);

/** A provider's receipt items, as both providers post them (an array of delivery results). */
export interface Receipt {
  bizId: string;
  ok: boolean;
  reason: string | null;
  /** When it reached the phone (ISO); null: now. */
  at: string | null;
}

/** Delivery receipts: each moves its submitted record to 成功 or 失败 (a repeated receipt changes nothing). */
export async function applyReceipts(platform: Scoped, accountId: string, items: Receipt[]) {
  let n = 0;
  for (const it of items) n += (await repo.receipt(platform, accountId, it.bizId, it.ok, it.reason, it.at)).length;
  return n;
}

/** The order area's moves that text the buyer: paid, and refunded (in the move's transaction). */
export async function orderMovedSms(m: Moved<number, string>, jobs: JobRunner) {
  if (!m.row.contact_phone) return;
  const db = tenantData(m.q, m.tenantId);
  const params = { orderNo: String(m.row.order_no ?? m.row.id), product: String(m.row.product_name ?? '') };
  if (m.action === 'pay') await sendScene(db, jobs, 'order_paid', m.row.contact_phone, params, `order_paid:${m.row.id}`);
  else if (m.action === 'refundDone' || m.action === 'forcedRefund')
    await sendScene(db, jobs, 'refund', m.row.contact_phone, params, `refund:${m.row.id}:${m.from}:${m.to}`);
}

/** A business event's text: its inform scene, the phone, the scene's variables, and what makes it one event. */
export interface SmsEvent {
  scene: SmsSceneCode;
  phone: string;
  params: Record<string, string>;
  /** Sent once per key; omitted for a text a person asks for again on purpose (a new key each time). */
  eventKey?: string;
}

const keyOf = (e: SmsEvent) => e.eventKey ?? `${e.scene}:${randomUUID()}`;

/** A tenant that bound no scene is texted through the server's own provider (the sandbox in demos). */
const direct = (svc: Services, tenantId: string, e: SmsEvent) =>
  svc.providers.sms.send(
    e.scene === 'login_code'
      ? { tenantId, phone: e.phone, template: 'login-code', params: { code: e.params.code ?? '' } }
      : { tenantId, phone: e.phone, template: 'notice', params: { text: e.params.text ?? '' } },
  );

/**
 * Text a business event, in the caller's transaction: through the tenant's inform scene when it bound
 * one (recorded and queued; the job sends it through the tenant's SMS account after the commit, so a
 * slow provider holds no request), else directly (which throws when the provider refuses).
 */
export async function textEvent(svc: Services, db: Scoped, e: SmsEvent): Promise<void> {
  if (await sendScene(db, svc.jobs, e.scene, e.phone, e.params, keyOf(e))) return;
  await direct(svc, db.tenantId, e);
}

/**
 * Text a business event now, outside any transaction, for work that keeps its own per-message outcome
 * (an e-card batch's codes): through the bound scene and the tenant's account, recorded with the
 * provider's answer; throws the provider's reason when it refuses.
 */
export async function textNow(svc: Services, tenantId: string, e: SmsEvent): Promise<void> {
  const t = await inTenant(svc.db, tenantId, (db) => templateOf(db, e.scene));
  if (!t) return direct(svc, tenantId, e);
  const rec = await inTenant(svc.db, tenantId, (db) =>
    repo.insert(db, {
      phone: e.phone,
      sceneCode: e.scene,
      templateId: t.template_id,
      signName: t.sign_name,
      content: fillTemplate(t.content, e.params),
      params: {},
      eventKey: keyOf(e),
    }),
  );
  if (!rec) return; // this event was texted already
  const message = {
    phone: e.phone,
    signName: t.sign_name,
    templateCode: t.provider_code ?? `SMS_${t.template_id}`,
    params: e.params,
    order: t.variables,
  };
  await deliver(svc, tenantId, rec.id, message, true);
}
