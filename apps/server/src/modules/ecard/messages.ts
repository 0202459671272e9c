import type { z } from 'zod';
import {
  ECARD_MSG,
  FACE_MSG,
  MESSAGE_INLINE,
  MESSAGE_STATUS,
  type MessageSent,
  type messageQuery,
  type sendMessageForm,
} from '@yym/contract';
import type { Ctx, Services } from '../../platform/context.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { type Scoped, inTenant } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import * as codeRepo from './repo/codes.ts';
import * as repo from './repo/messages.ts';

/**
 * The activation SMS of a code batch sold to a list of customers: each customer is given the next
 * unused code and sent it through the SMS provider; every send is logged (成功/失败, error, attempts).
 * A retry moves the failed rows back to waiting with one conditional UPDATE and sends them again.
 * Small lists are sent in the request; larger ones by a background job while the page shows progress.
 */

export const MESSAGE_QUEUE = 'ecard.codeMessages';
/** Rows claimed per short transaction while sending. */
const CHUNK = 50;

type Who = { svc: Services; tenantId: string; userId: string | null };
const asWho = <T>(w: Who, fn: (db: Scoped) => Promise<T>) => inTenant(w.svc.db, w.tenantId, fn, w.userId);

async function batchOf(db: Scoped, batchId: string) {
  const b = await codeRepo.batchOne(db, batchId);
  if (!b) throw notFound();
  return b;
}

/**
 * Claim waiting rows in chunks and send each; a claim commits before the sends (so a concurrent sender
 * finds the rows taken), each outcome is written after. Rows that fail go to 失败 and are not taken again here.
 */
export async function drainBatch(w: Who, batchId: string): Promise<void> {
  const b = await asWho(w, (db) => batchOf(db, batchId));
  for (;;) {
    const rows = await asWho(w, (db) => repo.claim(db, batchId, 0, CHUNK));
    if (!rows.length) return;
    const sent: string[] = [];
    for (const r of rows as any[]) {
      try {
        await w.svc.providers.sms.send({
          tenantId: w.tenantId,
          phone: r.phone,
          template: 'notice',
          params: { text: `${r.name ? `${r.name},` : ''}您的${b.card_name}激活码: ${r.code},请于${b.valid_end}前激活` },
        });
        sent.push(String(r.id));
      } catch (e) {
        await asWho(w, (db) => repo.markFailed(db, String(r.id), (e as Error)?.message || '发送失败'));
      }
    }
    await asWho(w, (db) => repo.markSent(db, sent));
  }
}

async function answer(w: Who, batchId: string, queued: boolean): Promise<MessageSent> {
  return asWho(w, async (db) => ({ ...(await progressOf(db, batchId)), queued }));
}

/** Send the waiting rows now when few, else enqueue the job (in the transaction that made them waiting). */
async function dispatch(ctx: Ctx, batchId: string, made: (db: Scoped) => Promise<number>): Promise<MessageSent> {
  const w: Who = { svc: ctx.svc, tenantId: ctx.tenantId, userId: ctx.user?.userId ?? null };
  const n = await asWho(w, async (db) => {
    const count = await made(db);
    if (count > MESSAGE_INLINE)
      await ctx.svc.jobs.enqueue(db.q, MESSAGE_QUEUE, { batchId, userId: w.userId }, { tenantId: ctx.tenantId, maxAttempts: 3 });
    return count;
  });
  if (n <= MESSAGE_INLINE) await drainBatch(w, batchId);
  return answer(w, batchId, n > MESSAGE_INLINE);
}

/** 发送短信: give the recipients the batch's next free codes and send them (the route opens no transaction). */
export function sendMessage(ctx: Ctx, f: z.output<typeof sendMessageForm>) {
  return dispatch(ctx, f.batchId, async (db) => {
    const b = await batchOf(db, f.batchId);
    if (Number(b.batch_status) !== 1) throw bad(ECARD_MSG.batchForbidden);
    const free = await repo.freeCodes(db, f.batchId);
    if (free < f.recipients.length) throw bad(FACE_MSG.codesShort(free));
    return repo.assign(db, f.batchId, f.recipients);
  });
}

/** 重试失败: failed rows back to waiting in one conditional UPDATE (a concurrent retry finds none), then sent. */
export function retry(ctx: Ctx, batchId: string) {
  return dispatch(ctx, batchId, async (db) => {
    await batchOf(db, batchId);
    const n = await repo.requeueFailed(db, batchId);
    if (!n) throw bad(FACE_MSG.nothingToRetry);
    return n;
  });
}

export async function progressOf(db: Scoped, batchId: string) {
  await batchOf(db, batchId);
  return { batchId, ...(await repo.progress(db, batchId)), free: await repo.freeCodes(db, batchId) };
}

export async function messagePage(db: Scoped, q: z.output<typeof messageQuery>) {
  await batchOf(db, q.batchId);
  const page = await repo.messagePage(db, q);
  return {
    ...page,
    records: page.records.map((r: any) => ({ ...r, id: String(r.id), msgStatusText: MESSAGE_STATUS[r.msgStatus] ?? '' })),
  };
}

/** The background half: drain the batch's waiting rows in the job's tenant. */
export const messageJob =
  (svc: Services): JobHandler =>
  async (payload: { batchId: string; userId: string | null }, job) =>
    drainBatch({ svc, tenantId: job.tenantId!, userId: payload.userId }, payload.batchId);
