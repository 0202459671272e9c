import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MSG,
  ORDER_STATUS,
  PRICE_TYPE,
  VOICE_MSG,
  VOICE_TYPE,
  orderStatusText,
  type StoreVoice,
  type StoreVoiceOrder,
  type h5VoiceAudioQuery,
  type h5VoiceBuyForm,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { bad, notFound, tooMany } from '../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../auth/index.ts';
import { uploadBytes } from '../resource/index.ts';
import { CUSTOMER, idempotent, orderByCode, scopedTo } from '../order/index.ts';
import { readAudio, toneWav } from './shared.ts';
import * as items from './items/service.ts';
import * as orders from './orders/service.ts';
import { buyVoice } from './orders/sale.ts';

/**
 * The storefront's voice player (public; the tenant comes from the link): a listed voice or pack, its
 * audio (whole when free or bought, else only the trial seconds, cut on the server so the rest never
 * leaves it), the purchase through the order area, and the customer's order by its code.
 */

const PLAYS = new Set<number>([ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE, ORDER_STATUS.COMPLETED]);

export async function voiceDetail(ctx: Ctx, id: string, tenantId: string): Promise<StoreVoice> {
  const db = scopedTo(ctx.q, tenantId);
  const v = await items.findVoice(db, id);
  if (!v || Number(v.shelf_status) !== 1) throw notFound(VOICE_MSG.offShelf);
  const list = Number(v.voice_type) === VOICE_TYPE.PACK ? await items.packItems(db, id) : [v];
  return {
    id: String(v.id),
    name: String(v.name),
    intro: (v.intro as string | null) ?? null,
    cover: ((v.big_thumbnail_url || v.small_thumbnail_url) as string | null) ?? null,
    voiceType: Number(v.voice_type),
    priceType: Number(v.price_type),
    currentPrice: Number(v.current_price),
    originalPrice: Number(v.original_price),
    voiceTime: Number(v.voice_time),
    voiceNum: Number(v.voice_num),
    trialTime: Number(v.trial_time),
    items: list.map((i) => ({
      id: String(i.id),
      name: String(i.name),
      voiceTime: Number(i.voice_time),
      trialTime: Number(i.price_type) === PRICE_TYPE.FREE ? Number(i.voice_time) : Number(i.trial_time),
    })),
  };
}

/** The voice order of this code, when it is paid, not refunded, of this tenant, and bought this voice (or its pack). */
async function owns(ctx: Ctx, tenantId: string, voiceId: string, code: string | undefined): Promise<boolean> {
  if (!code) return false;
  const { o, db } = await orderByCode(ctx.q, code).catch(() => ({ o: null, db: null }));
  if (!o || !db || o.tenant_id !== tenantId || o.order_kind !== 'voice' || !PLAYS.has(Number(o.order_status))) return false;
  const r = await orders.orderOne(db, String(o.id));
  if (!r || !(await orders.hasLiveTicket(db, String(o.id)))) return false;
  return String(r.voice_id) === voiceId || !!(await items.packHolds(db, String(r.voice_id), voiceId));
}

async function bytesOf(ctx: Ctx, v: Row): Promise<{ ext: string; bytes: Buffer } | null> {
  if (v.demo_tone != null) return { ext: 'wav', bytes: toneWav(Number(v.voice_time), Number(v.demo_tone)) };
  const bytes = v.audio_key ? await uploadBytes(ctx.svc, ctx.q, String(v.audio_key)) : null;
  return bytes && { ext: String(v.audio_ext), bytes };
}

const TYPES: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4' };

export async function audio(ctx: Ctx, reply: FastifyReply, q: z.output<typeof h5VoiceAudioQuery>) {
  const db = scopedTo(ctx.q, q.tenantId);
  const v = await items.findVoice(db, q.id);
  if (!v || Number(v.voice_type) !== VOICE_TYPE.VOICE) throw notFound(VOICE_MSG.offShelf);
  const full = Number(v.price_type) === PRICE_TYPE.FREE || (await owns(ctx, q.tenantId, q.id, q.code));
  // Bought: plays even after the merchant took it off shelf; otherwise only a listed voice plays.
  if (!full && Number(v.shelf_status) !== 1) throw notFound(VOICE_MSG.offShelf);
  const file = await bytesOf(ctx, v);
  if (!file) throw notFound(VOICE_MSG.audioNotFound);
  const body = full ? file.bytes : readAudio(file.ext, file.bytes)?.cut(Number(v.trial_time));
  if (!body) throw bad(VOICE_MSG.paidNeedsCut);
  return reply
    .header('Content-Type', TYPES[file.ext] ?? 'application/octet-stream')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `inline; filename="voice-${q.id}.${file.ext}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Voice-Full', full ? '1' : '0')
    .send(body);
}

const ATTEMPTS_PER_WINDOW = 30;
export async function buy(ctx: Ctx, body: z.output<typeof h5VoiceBuyForm>, req: FastifyRequest) {
  const ip = `h5voice:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [ip])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(ctx.svc, ip, ATTEMPTS_PER_WINDOW);
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !/^[\w-]{16,64}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  return ctx.svc.db.tx(
    async (q) => {
      const db: Scoped = scopedTo(q, body.tenantId);
      return idempotent(db, 'voice-buy', key && `h5vo-${key}`, () => buyVoice(db, CUSTOMER, { ...body, channel: 'h5' }));
    },
    { tenantId: body.tenantId },
  );
}

export async function order(ctx: Ctx, code: string): Promise<StoreVoiceOrder> {
  const { o, db } = await orderByCode(ctx.q, code);
  if (o.order_kind !== 'voice') throw notFound();
  const r = await orders.orderOne(db, String(o.id));
  if (!r) throw notFound();
  const live = PLAYS.has(Number(o.order_status)) && !!(await orders.hasLiveTicket(db, String(o.id)));
  return {
    code,
    orderNo: String(r.order_no),
    voiceId: String(r.voice_id),
    voiceName: String(r.voice_name),
    tenantId: String(o.tenant_id),
    orderStatus: Number(r.order_status),
    orderStatusText: orderStatusText(Number(r.order_status)),
    totalMoney: Number(r.total_money),
    unlocked: live,
  };
}
