import { pickPrize, type StoreBlindBoxOrder } from '@yym/contract';

/** The browser's own check of an order's draws: the seed matches the published hash, and each draw's HMAC picks its prize. */

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (s: string) => new TextEncoder().encode(s);

export interface Verdict {
  hashOk: boolean;
  draws: { index: number; ok: boolean; recomputed: string | null }[];
}

export async function verifyOrder(o: StoreBlindBoxOrder, seed: string): Promise<Verdict> {
  const hashOk = hex(await crypto.subtle.digest('SHA-256', utf8(seed))) === o.seedHash;
  const key = await crypto.subtle.importKey('raw', utf8(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const draws = await Promise.all(
    o.draws.map(async (d) => {
      const mac = hex(await crypto.subtle.sign('HMAC', key, utf8(d.input)));
      const recomputed = pickPrize(mac, d.snapshot);
      return { index: d.index, ok: recomputed === d.prizeId, recomputed };
    }),
  );
  return { hashOk, draws };
}
