import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  PRICE_TYPE,
  PRICE_TYPE_TEXT,
  VOICE_MSG,
  VOICE_TYPE,
  VOICE_TYPE_TEXT,
  centsToYuan,
  voiceClock,
  type VoiceDetail,
  type VoiceItemRow,
  type voiceForm,
  type voicePickQuery,
  type voiceQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { SHELF_FLOW } from '../../../platform/flow.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { uploadBytes } from '../../resource/index.ts';
import { readAudio } from '../shared.ts';
import { columns, timeText } from '../shared.ts';
import * as repo from './repo.ts';

/**
 * 语音导览: voices (one audio each, its length read from the file on the server) and packs (several
 * voices; their length the sum, their count the number of voices); free or paid with trial seconds;
 * shelf, delete, export, the storefront link and the editor's picker.
 */

export const toRow = (x: Row): VoiceItemRow => {
  const r = columns(x);
  return {
    id: String(r.id),
    voiceType: Number(r.voice_type),
    name: String(r.name),
    intro: (r.intro as string | null) ?? null,
    bigThumbnailUrl: (r.big_thumbnail_url as string | null) ?? null,
    smallThumbnailUrl: (r.small_thumbnail_url as string | null) ?? null,
    priceType: Number(r.price_type),
    currentPrice: Number(r.current_price),
    originalPrice: Number(r.original_price),
    currentPriceStr: centsToYuan(Number(r.current_price)),
    originalPriceStr: centsToYuan(Number(r.original_price)),
    voiceTime: Number(r.voice_time),
    voiceNum: Number(r.voice_num),
    trialTime: Number(r.trial_time),
    shelfStatus: Number(r.shelf_status),
    sold: Number(r.sold),
    audioExt: (r.audio_ext as string | null) ?? null,
    tenantId: String(r.tenant_id),
    createTime: timeText(r.create_time),
  };
};

export async function page(ctx: Ctx, q: z.output<typeof voiceQuery>) {
  const p = await repo.voicePage(ctx.data, q);
  return { ...p, records: p.records.map(toRow) };
}
export async function pick(ctx: Ctx, q: z.output<typeof voicePickQuery>) {
  const p = await repo.pickPage(ctx.data, q);
  return { ...p, records: p.records.map(toRow) };
}

export async function found(db: Scoped, id: string): Promise<Row> {
  const r = await repo.findVoice(db, id);
  if (!r) throw notFound();
  return r;
}
export async function one(db: Scoped, id: string): Promise<VoiceDetail> {
  const r = await found(db, id);
  const items = Number(r.voice_type) === VOICE_TYPE.PACK ? (await repo.packItems(db, id)).map(toRow) : [];
  const key = (r.audio_key as string | null) ?? null;
  return { ...toRow(r), audioKey: key, audioUrl: key ? `/files/${key}` : null, items };
}

/** The stored audio of the caller's tenant, read: its length and cutter, or the form's message. */
async function audioOf(ctx: Ctx, key: string) {
  if (!key.startsWith(`${ctx.tenantId}/`)) throw bad(VOICE_MSG.audioNotFound);
  const bytes = await uploadBytes(ctx.svc, ctx.q, key);
  if (!bytes) throw bad(VOICE_MSG.audioNotFound);
  const ext = key.split('.').pop()!;
  const info = readAudio(ext, bytes);
  if (!info || info.ms < 500) throw bad(VOICE_MSG.audioUnreadable);
  return { key, ext, bytes: bytes.length, seconds: Math.round(info.ms / 1000), cuttable: info.cut(1) !== null };
}

/** Save a voice or pack (the kind is fixed once created); the length and count are never taken from the form. */
export async function save(ctx: Ctx, f: z.output<typeof voiceForm>): Promise<VoiceDetail> {
  const old = f.id ? (await repo.lockVoices(ctx.data, [f.id]))[0] : undefined;
  if (f.id && !old) throw notFound();
  const kind = old ? Number(old.voice_type) : f.voiceType;
  const paid = f.priceType === PRICE_TYPE.PAID;
  let audio: { key: string | null; ext: string | null; bytes: number | null; seconds: number; num: number };
  if (kind === VOICE_TYPE.VOICE) {
    const a = await audioOf(ctx, f.audioKey!);
    if (paid && !a.cuttable) throw bad(VOICE_MSG.paidNeedsCut);
    if (paid && (f.trialTime < 1 || f.trialTime >= a.seconds)) throw bad(VOICE_MSG.trialRange);
    audio = { key: a.key, ext: a.ext, bytes: a.bytes, seconds: a.seconds, num: 1 };
  } else {
    const ids = [...new Set(f.voiceIds)];
    if (old && ids.includes(String(old.id))) throw bad(VOICE_MSG.itemNotVoice);
    const items = await repo.voicesByIds(ctx.data, ids);
    if (items.length !== ids.length) throw bad(VOICE_MSG.itemsRequired);
    if (items.some((v) => Number(v.voice_type) !== VOICE_TYPE.VOICE)) throw bad(VOICE_MSG.itemNotVoice);
    audio = { key: null, ext: null, bytes: null, seconds: items.reduce((s, v) => s + Number(v.voice_time), 0), num: ids.length };
  }
  const input = { ...f, voiceType: kind, currentPrice: paid ? f.currentPrice : 0 };
  const id = old ? String(old.id) : String((await ctx.data.insert(repo.VOICE, input)).id);
  if (old) await ctx.data.update(repo.VOICE, id, input);
  await repo.setAudio(ctx.data, id, audio);
  if (kind === VOICE_TYPE.PACK) await repo.setPackItems(ctx.data, id, [...new Set(f.voiceIds)]);
  return one(ctx.data, id);
}

export async function updateStatus(ctx: Ctx, ids: string[], status: number) {
  const rows = await repo.lockVoices(ctx.data, ids);
  if (!rows.length) throw notFound();
  let n = 0;
  for (const r of rows) {
    const from = Number(r.shelf_status);
    if (from === status) continue;
    if (status === 1 && Number(r.voice_type) === VOICE_TYPE.PACK) {
      const items = await repo.packItems(ctx.data, String(r.id));
      if (!items.length || items.some((v) => Number(v.shelf_status) !== 1)) throw bad(VOICE_MSG.packItemsOff);
    }
    const to = SHELF_FLOW.next(from, status ? 'onShelf' : 'offShelf', { sellable: true });
    if (await repo.setShelf(ctx.data, String(r.id), from, to)) n++;
  }
  return n;
}

export async function remove(ctx: Ctx, ids: string[]) {
  const rows = await repo.lockVoices(ctx.data, ids);
  if (!rows.length) throw notFound();
  if (rows.some((r) => Number(r.shelf_status) === 1)) throw bad(VOICE_MSG.onShelfNoDelete);
  const held = (await repo.packsHolding(ctx.data, ids)).filter((p) => !ids.includes(String(p.pack_id)));
  if (held.length) throw bad(VOICE_MSG.inPack);
  return ctx.data.remove(repo.VOICE, ids);
}

export const storeLink = (id: string, tenantId: string) => `/h5/voice/${id}?tenantId=${tenantId}`;
export async function preview(ctx: Ctx, id: string) {
  await found(ctx.data, id);
  return { url: storeLink(id, ctx.tenantId) };
}

export async function exportFile(ctx: Ctx, reply: FastifyReply, q: z.output<typeof voiceQuery>) {
  await sendXlsx(
    ctx,
    reply,
    '语音导览',
    [
      ['ID', 'id'],
      ['名称', 'name'],
      ['类型', (r) => VOICE_TYPE_TEXT[Number(r.voiceType)] ?? ''],
      ['收费', (r) => PRICE_TYPE_TEXT[Number(r.priceType)] ?? ''],
      ['售价(元)', 'currentPriceStr'],
      ['原价(元)', 'originalPriceStr'],
      ['时长', (r) => voiceClock(Number(r.voiceTime))],
      ['语音数', 'voiceNum'],
      ['试听(秒)', 'trialTime'],
      ['已售', 'sold'],
      ['状态', (r) => (Number(r.shelfStatus) === 1 ? '已上架' : '已下架')],
    ],
    (await repo.voiceRows(ctx.data, q)).map(toRow) as unknown as Row[],
  );
}

// ---------------------------------------------------------------- what the sale and the storefront read

export const { findVoice, packItems, packHolds, countSale, setPackItems, VOICE } = repo;
