import type { ZodType } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  h5VoiceAudioQuery,
  h5VoiceBuyForm,
  h5VoiceCode,
  h5VoiceQuery,
  voiceForm,
  voiceId,
  voiceIds,
  voiceOrderFilters,
  voiceOrderId,
  voicePickQuery,
  voiceQuery,
  voiceRefundForm,
  voiceRemarkForm,
  voiceStatusForm,
} from './forms.ts';
import type {
  StoreVoice,
  StoreVoiceOrder,
  VoiceBooked,
  VoiceDetail,
  VoiceLogRow,
  VoiceOrderDetail,
  VoiceOrderRow,
  VoicePreview,
  VoiceRefundRow,
  VoiceItemRow,
  VoiceTypeCount,
} from './rows.ts';

const VP = '/yym-product-api/voice';
const VO = '/order-api/voice/order';

/** Button codes (menus-commerce.ts: 语音导览 audio, 语音订单 order_voice). */
export const VOICE_PERMS = {
  view: 'audio_view',
  add: 'audio_add',
  edit: 'audio_edit',
  remove: 'audio_delete',
  exportFile: 'audio_export',
  shelf: 'audio_shelf',
  orderView: 'order_voice_view',
  orderExport: 'order_voice_export',
  orderRefund: 'order_voice_forced_refund',
  orderRemark: 'order_voice_remark',
} as const;
const P = VOICE_PERMS;
const READ = [P.view, P.add, P.edit];
const ORDER_READ = [P.orderView];

const get = <Q extends ZodType | undefined, R>(path: string, summary: string, query: Q, perm: readonly string[]) =>
  endpoint({ method: 'GET', path, summary, query, perm, response: returns<R>() });
const post = <B extends ZodType, R>(path: string, summary: string, body: B, perm: readonly string[]) =>
  endpoint({ method: 'POST', path, summary, body, perm, response: returns<R>() });

/** yym-product-api: voice guides and voice packs (语音导览, spec 3 §7 "Voice package"). */
export const voiceApi = {
  queryPage: get<typeof voiceQuery, Page<VoiceItemRow>>(`${VP}/queryPage`, 'Voice: page of voices and packs', voiceQuery, READ),
  updateStatus: post<typeof voiceStatusForm, number>(`${VP}/updateStatus`, 'Voice: on or off shelf', voiceStatusForm, [P.shelf]),
  deleteInfo: endpoint({
    method: 'POST',
    path: `${VP}/deleteInfo`,
    summary: 'Voice: remove (off shelf, in no pack)',
    query: voiceIds,
    perm: [P.remove],
    response: returns<number>(),
  }),
  exportFile: endpoint({
    method: 'GET',
    path: `${VP}/export`,
    summary: 'Voice: export (xlsx)',
    query: voiceQuery,
    perm: [P.exportFile],
    blob: true,
  }),
  getInfo: get<typeof voiceId, VoiceDetail>(`${VP}/getInfo`, 'Voice: one voice or pack', voiceId, READ),
  saveInfo: post<typeof voiceForm, VoiceDetail>(
    `${VP}/saveInfo`,
    'Voice: save (creates when no id); the duration is read from the audio file',
    voiceForm,
    [P.add, P.edit],
  ),
  preview: get<typeof voiceId, VoicePreview>(`${VP}/preview`, 'Voice: storefront link', voiceId, READ),
  /** Spec 2's voice picker: listed voices (1) or packs (2) only. */
  page: get<typeof voicePickQuery, Page<VoiceItemRow>>(`${VP}/page`, 'Voice picker: listed voices or packs', voicePickQuery, [
    ...READ,
    'customize_page_add',
    'customize_page_edit',
  ]),
};

/** order-api: voice orders (语音订单). */
export const voiceOrderApi = {
  page: post<typeof voiceOrderFilters, Page<VoiceOrderRow>>(`${VO}/page`, 'Voice orders: page', voiceOrderFilters, ORDER_READ),
  countVoiceType: get<undefined, VoiceTypeCount[]>(`${VO}/count-voice-type`, 'Voice orders: count by voice type', undefined, ORDER_READ),
  exportFile: endpoint({
    method: 'POST',
    path: `${VO}/export`,
    summary: 'Voice orders: export (xlsx)',
    body: voiceOrderFilters,
    perm: [P.orderExport],
    blob: true,
  }),
  detail: get<typeof voiceOrderId, VoiceOrderDetail>(`${VO}/detail`, 'Voice order: detail', voiceOrderId, ORDER_READ),
  process: get<typeof voiceOrderId, VoiceLogRow[]>(`${VO}/process`, 'Voice order: process log', voiceOrderId, ORDER_READ),
  refundLog: get<typeof voiceOrderId, VoiceLogRow[]>(`${VO}/refund-log`, 'Voice order: refund log', voiceOrderId, ORDER_READ),
  operateLog: get<typeof voiceOrderId, VoiceLogRow[]>(`${VO}/operate-log`, 'Voice order: operate log', voiceOrderId, ORDER_READ),
  remarks: post<typeof voiceRemarkForm, boolean>(`${VO}/remarks`, 'Voice order: remark', voiceRemarkForm, [P.orderRemark]),
  refundDetail: get<typeof voiceOrderId, VoiceRefundRow[]>(`${VO}/refund-detail`, 'Voice order: refunds', voiceOrderId, ORDER_READ),
  forceRefund: post<typeof voiceRefundForm, { orderStatus: number; amount: number }>(
    `${VO}/force-refund`,
    'Voice order: forced refund of what is left (idempotent by key)',
    voiceRefundForm,
    [P.orderRefund],
  ),
};

/** The storefront's voice player and its purchase (public: the tenant comes from the link, then the order's code). */
export const h5VoiceApi = {
  detail: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/voice/detail',
    auth: 'public',
    summary: 'Storefront: a listed voice or pack',
    query: h5VoiceQuery,
    response: returns<StoreVoice>(),
  }),
  audio: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/voice/audio',
    auth: 'public',
    summary: 'Storefront: the audio (whole when free or bought with the code, else the trial seconds only)',
    query: h5VoiceAudioQuery,
    blob: true,
  }),
  buy: endpoint({
    method: 'POST',
    path: '/order-api/h5/voice/order/place',
    auth: 'public',
    summary: 'Storefront: buy a paid voice or pack (throttled; idempotent by key)',
    body: h5VoiceBuyForm,
    response: returns<VoiceBooked>(),
  }),
  order: endpoint({
    method: 'GET',
    path: '/order-api/h5/voice/order',
    auth: 'public',
    summary: "Storefront: the customer's voice order by its code",
    query: h5VoiceCode,
    response: returns<StoreVoiceOrder>(),
  }),
};
