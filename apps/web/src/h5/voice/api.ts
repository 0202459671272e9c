import { h5VoiceApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';

export type { StoreVoice, StoreVoiceOrder } from '@yym/contract';

/** Public calls: no token, the tenant comes from the link (then the order's code); the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;

export const storeVoiceApi = {
  detail: (id: string, tenantId: string) => call(h5VoiceApi.detail, { query: { id, tenantId } }, quiet),
  buy: (body: BodyOf<typeof h5VoiceApi.buy>) => call(h5VoiceApi.buy, { body }, quiet),
  order: (code: string) => call(h5VoiceApi.order, { query: { code } }, quiet),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, quiet),
  /** The audio element's source: the server answers the whole file when free or bought with the code, else the trial. */
  audioUrl: (id: string, tenantId: string, code?: string) =>
    `/api${h5VoiceApi.audio.path}?${new URLSearchParams({ id, tenantId, ...(code ? { code } : {}) })}`,
};

/** The buyer's order code of a voice on this phone (kept so the whole voice plays on the next visit). */
const keyOf = (tenantId: string, id: string) => `yym-voice:${tenantId}:${id}`;
export const savedCode = (tenantId: string, id: string) => localStorage.getItem(keyOf(tenantId, id)) ?? '';
export const saveCode = (tenantId: string, id: string, code: string) => localStorage.setItem(keyOf(tenantId, id), code);
