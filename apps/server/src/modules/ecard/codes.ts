import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  CODE_STATUS,
  ECARD_MSG,
  chinaToday,
  type Activated,
  type BatchRow,
  type activateForm,
  type batchForm,
  type batchQuery,
  type codeQuery,
  type recordQuery,
} from '@yym/contract';
import type { Ctx, Services } from '../../platform/context.ts';
import { type Scoped, inTenant } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import { bad, notFound, tooMany } from '../../platform/errors.ts';
import { defineExport, exportXlsx, sendXlsx } from '../../platform/export.ts';
import { chinaStamp } from '../../platform/time.ts';
import { lockedKeys, recordFailure } from '../auth/index.ts';
import * as repo from './repo/codes.ts';
import { completeCard } from './cards.ts';
import { issueCard } from './held.ts';

/**
 * Activation codes. A code is 16 symbols drawn with the CSPRNG from 31 without look-alikes (≈79 bits:
 * guessing one of a 100,000-code batch takes ~10^19 tries), unique per tenant. Activation takes the
 * code in one conditional UPDATE; every failure answers the same message (exists or not), and the
 * attempts are throttled per customer (phone) and per address.
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
const present = (r: any): BatchRow => ({
  ...r,
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
    records: page.records.map((c: any) => ({
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
    ['状态', (r: any) => CODE_STATUS[r.codeStatus] ?? ''],
    ['激活时间', 'activateTime'],
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

const FAILS_PER_PHONE = 10;
const FAILS_PER_IP = 30;

/** Refuse while the phone or the address is locked; the caller counts failures with `failed`. */
export async function throttle(svc: Services, phone: string, ip: string) {
  const keys = [`ecode:phone:${phone}`, `ecode:ip:${ip}`];
  if (await lockedKeys(svc, keys)) throw tooMany(ECARD_MSG.tooManyAttempts);
  return async () => {
    await recordFailure(svc, keys[0]!, FAILS_PER_PHONE);
    await recordFailure(svc, keys[1]!, FAILS_PER_IP);
  };
}

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

/** Activation with the throttle: the attempt runs in its own transaction, a failure is counted after it. */
export async function activateThrottled(
  ctx: Ctx,
  tenantId: string,
  f: z.output<typeof activateForm>,
  who: { operator: string; customerId?: string | null },
) {
  const failed = await throttle(ctx.svc, `${tenantId}:${f.holderPhone}`, ctx.ip);
  try {
    return await inTenant(ctx.svc.db, tenantId, (data) => activate(data, f, { ...who, ip: ctx.ip }), ctx.user?.userId ?? null);
  } catch (e) {
    if ((e as Error).message === ECARD_MSG.codeInvalid) await failed();
    throw e;
  }
}

// ---------------------------------------------------------------- exchange records

const presentExchange = (r: any) => ({
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
      ['兑换时间', 'createTime'],
    ],
    (await repo.exchangeRows(ctx.data, q)).map(presentExchange),
  );
}
