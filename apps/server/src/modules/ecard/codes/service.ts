import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  CODE_STATUS,
  ECARD_MSG,
  FACE_MSG,
  MESSAGE_INLINE,
  MESSAGE_STATUS,
  chinaToday,
  type Activated,
  type BatchRow,
  type MessageSent,
  type activateForm,
  type batchForm,
  type batchQuery,
  type codeQuery,
  type messageQuery,
  type recordQuery,
  type sendMessageForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { defineExport, exportXlsx, sendXlsx } from '../../../platform/export.ts';
import { chinaStamp } from '../../../platform/time.ts';
import { completeCard } from '../cards/service.ts';
import { issueCard } from '../held/service.ts';
import { MESSAGE_QUEUE, type Who, asWho, batchOf, drainBatch } from './jobs.ts';
import * as repo from './repo.ts';

/**
 * Activation codes. A code is 16 symbols drawn with the CSPRNG from 31 without look-alikes (≈79 bits:
 * guessing one of a 100,000-code batch takes ~10^19 tries), unique per tenant. Activation takes the
 * code in one conditional UPDATE; every failure answers the same message (exists or not), and the
 * storefront's attempts are throttled per customer (phone) and per address (store.ts). A batch's codes
 * are sent to its customers by SMS (the sends: jobs.ts).
 */

/** `n` codes; rejection sampling keeps every symbol equally likely. */
export function drawCodes(n: number): string[] {
  const out: string[] = [];
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let buf = randomBytes(n * CODE_LENGTH * 2);
  let at = 0;
  for (let i = 0; i < n; i++) {
    let code = '';
    while (code.length < CODE_LENGTH) {
      if (at >= buf.length) {
        buf = randomBytes(n * CODE_LENGTH);
        at = 0;
      }
      const b = buf[at++]!;
      if (b < limit) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
    out.push(code);
  }
  return out;
}

const CHUNK = 1000;
const present = (r: Row): BatchRow => ({
  ...(r as BatchRow),
  id: String(r.id),
  cardId: String(r.cardId),
  price: Number(r.price),
  payPrice: r.payPrice == null ? null : Number(r.payPrice),
  activated: Number(r.activated ?? 0),
});

export async function batchPage(db: Scoped, q: z.output<typeof batchQuery>) {
  const page = await repo.batchPage(db, q);
  return { ...page, records: page.records.map(present) };
}
export async function batchDetail(db: Scoped, id: string) {
  const b = await repo.batchOne(db, id);
  if (!b) throw notFound();
  return present(toApi(b));
}

/** Prefabricate a batch and generate its codes in chunks of 1,000 (memory stays flat for 100,000). */
export async function prefabricate(db: Scoped, f: z.output<typeof batchForm>) {
  const card = await completeCard(db, f.cardId);
  const b = await repo.insertBatch(db, { ...f, batchNo: `B${chinaStamp()}${drawCodes(1)[0]!.slice(0, 4)}`, cardName: card.name });
  for (let left = f.count; left > 0; ) {
    // A drawn code already in the tenant (79 bits: practically never) is skipped and drawn again.
    left -= await repo.insertCodes(db, String(b!.id), drawCodes(Math.min(CHUNK, left)));
  }
  return batchDetail(db, String(b!.id));
}

export async function setBatchStatus(db: Scoped, ids: string[], status: number) {
  const rows = await repo.setBatchStatus(db, ids, status);
  if (!rows.length) throw notFound();
  return rows.length;
}

export async function setBatchField(db: Scoped, id: string, field: string, value: unknown) {
  await db.update(repo.BATCH, id, { [field]: value });
  return true;
}

export async function removeBatches(db: Scoped, ids: string[]) {
  if (await repo.activatedIn(db, ids)) throw bad('该批次已有激活码被使用,不能删除');
  const n = await db.remove(repo.BATCH, ids);
  if (!n) throw notFound();
  return n;
}

export async function codePage(db: Scoped, q: z.output<typeof codeQuery>) {
  if (q.batchId && !(await repo.batchOne(db, q.batchId))) throw notFound();
  const page = await repo.codePage(db, q);
  return {
    ...page,
    records: page.records.map((c) => ({
      ...c,
      id: String(c.id),
      batchId: String(c.batchId),
      codeStatusText: CODE_STATUS[c.codeStatus],
    })),
  };
}

const CODE_EXPORT = defineExport<{ batchId: string }>('ecard-codes', {
  title: '电子卡激活码',
  columns: [
    ['激活码', 'code'],
    ['状态', (r: Row) => CODE_STATUS[r.codeStatus] ?? ''],
    ['激活时间', 'activateTime', 'time'],
    ['激活手机号', 'activatePhone'],
  ],
  count: repo.codeCount,
  batch: repo.codeBatch,
});
export async function exportCodes(ctx: Ctx, reply: FastifyReply, batchId: string) {
  if (!(await repo.batchOne(ctx.data, batchId))) throw notFound();
  return exportXlsx(ctx, reply, CODE_EXPORT, { batchId });
}

export async function forbidCode(db: Scoped, id: string) {
  if (!(await repo.codeById(db, id))) throw notFound();
  if (!(await repo.forbidCode(db, id))) throw bad('该激活码已使用或已禁用');
  return true;
}

// ---------------------------------------------------------------- activation

/** Take the code and issue its card, in the caller's transaction; one message for every refusal. */
export async function activate(
  db: Scoped,
  f: z.output<typeof activateForm>,
  who: { ip: string; operator: string; customerId?: string | null },
): Promise<Activated> {
  const claimed = f.code.length === CODE_LENGTH ? await repo.claimCode(db, f.code, chinaToday(), f.holderPhone) : undefined;
  if (!claimed) throw bad(ECARD_MSG.codeInvalid);
  const card = await completeCard(db, String(claimed.card_id));
  if (Number(card.real_name) === 1 && !f.holderIdCard) throw bad(ECARD_MSG.idCardRequired);
  const u = await issueCard(db, card, {
    source: 2,
    codeId: String(claimed.id),
    customerId: who.customerId ?? null,
    holderName: f.holderName,
    holderPhone: f.holderPhone,
    holderIdCard: f.holderIdCard ?? null,
  });
  await repo.linkCode(db, String(claimed.id), String(u.id));
  await repo.insertExchange(db, {
    codeId: String(claimed.id),
    code: claimed.code,
    batchId: String(claimed.batch_id),
    cardId: String(card.id),
    cardName: card.name,
    userCardId: String(u.id),
    holderName: f.holderName,
    holderPhone: f.holderPhone,
    ip: who.ip,
    operator: who.operator,
  });
  return { userCardId: String(u.id), cardNo: u.card_no, cardName: card.name, validStart: u.valid_start, validEnd: u.valid_end };
}

// ---------------------------------------------------------------- exchange records

const presentExchange = (r: Row) => ({
  ...r,
  id: String(r.id),
  batchId: String(r.batchId),
  cardId: String(r.cardId),
  userCardId: String(r.userCardId),
});
export async function exchangePage(db: Scoped, q: z.output<typeof recordQuery>) {
  const page = await repo.exchangePage(db, q);
  return { ...page, records: page.records.map(presentExchange) };
}
export async function exportExchanges(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof recordQuery>>) {
  await sendXlsx(
    ctx,
    reply,
    '电子卡兑换记录',
    [
      ['激活码', 'code'],
      ['电子卡', 'cardName'],
      ['持卡人', 'holderName'],
      ['手机号', 'holderPhone'],
      ['操作人', 'operator'],
      ['兑换时间', 'createTime', 'time'],
    ],
    (await repo.exchangeRows(ctx.data, q)).map(presentExchange),
  );
}

/** Batches whose activation deadline moves to `validEnd` (never before their start). */
export async function postponeBatches(db: Scoped, ids: string[], validEnd: string) {
  for (const id of ids) await db.get(repo.BATCH, id); // another tenant's batch: not found
  const rows = await repo.postponeBatches(db, ids, validEnd);
  if (rows.length !== ids.length) throw bad(ECARD_MSG.validityEnd);
  return rows.length;
}

// ---------------------------------------------------------------- the batch's SMS

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
    records: page.records.map((r) => ({ ...r, id: String(r.id), msgStatusText: MESSAGE_STATUS[r.msgStatus] ?? '' })),
  };
}
