/**
 * The blind box's provably fair draw, written once for the server (which draws) and the customer's
 * browser (which checks). A pool's seed is a random 64-hex text; its hash, sha256(seed as UTF-8) in
 * hex, is published before any draw. Draw `index` of order `orderNo` takes HMAC-SHA256(key = seed
 * as UTF-8, message = "orderNo:index"), reads its first 16 hex digits as an unsigned integer, and
 * walks the prizes with stock left, in their fixed order, by weight: the integer modulo the sum of
 * their weights falls in exactly one prize's share.
 */

export interface FairPrize {
  id: string;
  weight: number;
  remaining: number;
}

/** The message a draw signs: the order's number and the draw's place in it (0-based). */
export const drawInput = (orderNo: string, index: number) => `${orderNo}:${index}`;

/** The prize a draw's HMAC (hex) picks among `prizes` (in their fixed order), or null when none is left. */
export function pickPrize(hmacHex: string, prizes: readonly FairPrize[]): string | null {
  const open = prizes.filter((p) => p.remaining > 0);
  const total = open.reduce((s, p) => s + p.weight, 0);
  if (!total || !/^[0-9a-f]{16}/.test(hmacHex)) return null;
  let r = Number(BigInt(`0x${hmacHex.slice(0, 16)}`) % BigInt(total));
  for (const p of open) {
    if (r < p.weight) return p.id;
    r -= p.weight;
  }
  return null;
}

/** The odds a customer is shown: each prize's share of the weights of the prizes still in the pool (percent, 2 decimals). */
export function shownOdds(prizes: readonly { weight: number; remaining?: number }[]): number[] {
  const live = (p: { remaining?: number }) => p.remaining === undefined || p.remaining > 0;
  const total = prizes.reduce((s, p) => s + (live(p) ? p.weight : 0), 0);
  return prizes.map((p) => (total && live(p) ? Math.round((p.weight * 10000) / total) / 100 : 0));
}

/**
 * The snapshots a pool's ordered draw log implies: before draw k, each prize's quantity less the picks
 * of draws 0..k-1. A published snapshot that differs from these was not the pool's real stock.
 */
export function replaySnapshots(
  prizes: readonly { id: string; weight: number; quantity: number }[],
  picks: readonly string[],
): FairPrize[][] {
  const left = new Map(prizes.map((p) => [p.id, p.quantity]));
  return picks.map((id) => {
    const snap = prizes.map((p) => ({ id: p.id, weight: p.weight, remaining: left.get(p.id) ?? 0 }));
    left.set(id, (left.get(id) ?? 0) - 1);
    return snap;
  });
}
