import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zCents, zDate, zFilter, zId, zIdText, zIdempotencyKey, zIds, zMobile, zPageQuery } from '../schemas.ts';

/** The voice area's messages, each written once (the server answers them, the forms show them). */
export const VOICE_MSG = {
  nameRequired: '请输入语音名称',
  audioRequired: '请上传音频文件',
  audioUnreadable: '无法读取音频时长,请上传 mp3、m4a 或 wav 文件',
  audioNotFound: '音频文件不存在,请重新上传',
  paidNeedsCut: '付费语音的试听需按时长截取,请上传 mp3 或 wav 音频',
  itemsRequired: '请至少选择一条语音',
  itemNotVoice: '语音包只能包含单条语音',
  priceRequired: '付费语音请填写售价',
  trialRange: '试听时长须大于0且小于音频时长',
  onShelfNoDelete: '请先下架再删除',
  inPack: '该语音已被语音包引用,请先从语音包中移除',
  offShelf: '语音已下架或不存在',
  packItemsOff: '语音包中有未上架的语音,请先上架',
  free: '免费语音无需购买',
  nothingToRefund: '该订单没有可退款的金额',
} as const;

/** Voice kinds and prices (spec 1 / spec 2): voiceType 1 voice, 2 pack; priceType 1 free, 2 paid. */
export const VOICE_TYPE = { VOICE: 1, PACK: 2 } as const;
export const VOICE_TYPE_TEXT: Record<number, string> = { 1: '语音', 2: '语音包' };
export const PRICE_TYPE = { FREE: 1, PAID: 2 } as const;
export const PRICE_TYPE_TEXT: Record<number, string> = { 1: '免费', 2: '付费' };
/** The trial a paid voice gets unless the merchant sets another (spec 2: audio trial 30 seconds). */
export const DEFAULT_TRIAL_SECONDS = 30;
/** voiceTime is shown as minutes:seconds. */
export const voiceClock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

const text = (max: number) => z.string().trim().max(max).optional().nullable();
const flag = z.coerce.number().int().min(0).max(1);
const oneOrTwo = z.coerce.number().int().min(1, MSG.paramInvalid).max(2, MSG.paramInvalid);
const tenantId = z.string().regex(/^\d{6}$/, MSG.paramInvalid);
/** A stored upload's key (tenant/dir/date/uuid.ext), as the upload credential answered it. */
const fileKey = z
  .string()
  .trim()
  .regex(/^\d{6}\/[a-z0-9-]{1,30}\/\d{8}\/[a-f0-9]{32}\.(mp3|m4a|wav)$/, VOICE_MSG.audioRequired);

export const voiceQuery = zPageQuery.extend({
  name: zFilter,
  voiceType: oneOrTwo.optional(),
  priceType: oneOrTwo.optional(),
  shelfStatus: flag.optional(),
});
/** The picker's list (spec 2: listed voices or packs only; search by title and ID). */
export const voicePickQuery = zPageQuery.extend({ voiceType: oneOrTwo.default(1), keyword: zFilter });
export const voiceForm = z
  .object({
    id: zId.optional(),
    voiceType: oneOrTwo,
    name: z.string().trim().min(1, VOICE_MSG.nameRequired).max(100),
    intro: text(2000),
    bigThumbnailUrl: text(500),
    smallThumbnailUrl: text(500),
    audioKey: fileKey.optional().nullable(),
    voiceIds: z.array(zIdText).max(50).default([]),
    priceType: oneOrTwo,
    currentPrice: zCents.default(0),
    originalPrice: zCents.default(0),
    trialTime: z.coerce.number().int(MSG.paramInvalid).min(0, VOICE_MSG.trialRange).max(3600, VOICE_MSG.trialRange).default(30),
  })
  .refine((f) => f.voiceType !== 1 || !!f.audioKey, { message: VOICE_MSG.audioRequired, path: ['audioKey'] })
  .refine((f) => f.voiceType !== 2 || f.voiceIds.length > 0, { message: VOICE_MSG.itemsRequired, path: ['voiceIds'] })
  .refine((f) => f.priceType !== 2 || f.currentPrice > 0, { message: VOICE_MSG.priceRequired, path: ['currentPrice'] });
export const voiceId = z.object({ id: zId });
export const voiceIds = z.object({ ids: zIds });
export const voiceStatusForm = z.object({ ids: zIds, status: flag });

// ---------------------------------------------------------------- orders

export const voiceOrderFilters = zPageQuery.extend({
  orderNo: zFilter,
  contactPhone: zFilter,
  voiceName: zFilter,
  voiceType: oneOrTwo.optional(),
  orderStatus: z.coerce.number().int().min(0).max(9999).optional(),
  start: zDate.optional(),
  end: zDate.optional(),
});
export const voiceOrderId = z.object({ orderId: zId });
export const voiceRemarkForm = z.object({ orderId: zId, remark: z.string().trim().min(1, MSG.paramInvalid).max(200) });
export const voiceRefundForm = z.object({ orderId: zId, reason: text(200), idempotencyKey: zIdempotencyKey });

// ---------------------------------------------------------------- storefront

export const h5VoiceQuery = z.object({ id: zId, tenantId });
/** The audio of one voice: the whole file when free or bought (the order's code), else the trial. */
export const h5VoiceAudioQuery = z.object({
  id: zId,
  tenantId,
  code: z
    .string()
    .regex(/^[\w-]{10,40}$/, MSG.paramInvalid)
    .optional(),
});
export const h5VoiceBuyForm = z.object({
  tenantId,
  voiceId: zId,
  contactName: z.string().trim().min(1, MSG.coContactRequired).max(50),
  contactPhone: zMobile,
  idempotencyKey: zIdempotencyKey,
});
export const h5VoiceCode = z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) });
