/**
 * Freight of a parcel under a template: a pure function (the storefront's quote, the order's price and
 * the tests use the same one). Regions are codes of the platform's region tree (province 330000, city
 * 330100); an address matches a region rule by its own code, its city or its province, the most
 * specific rule winning. Money in cents, weight in grams.
 */

export interface FreightRate {
  /** Pieces (by piece) or grams (by weight) the first fee covers. */
  firstUnit: number;
  firstFee: number;
  /** Each further started step of this many pieces or grams costs addFee. */
  addUnit: number;
  addFee: number;
}
export interface FreightRegionRate extends FreightRate {
  regionCodes: string[];
}
export interface FreeRule {
  /** Empty: everywhere. */
  regionCodes: string[];
  /** 1 free from this many pieces, 2 free from this amount (cents). */
  kind: 1 | 2;
  threshold: number;
}
export interface FreightTemplate {
  /** 1 by piece, 2 by weight. */
  chargeType: 1 | 2;
  rules: { default: FreightRate; regions: FreightRegionRate[] };
  freeRules: FreeRule[];
  noDelivery: string[];
}
export interface Parcel {
  regionCode: string;
  pieces: number;
  /** Total weight in grams. */
  weight: number;
  /** Goods amount in cents (for the free-from-amount rule). */
  amount: number;
}
export type FreightAnswer = { ok: true; fee: number; free: boolean } | { ok: false; reason: 'noDelivery' };

/** The codes an address falls under, most specific first: itself, its city, its province. */
export function regionChain(code: string): string[] {
  const city = `${code.slice(0, 4)}00`;
  const province = `${code.slice(0, 2)}0000`;
  return [...new Set([code, city, province])];
}

/** How specific a rule is for the address: 0 its own code, 1 its city, 2 its province, -1 no match. */
function matchDepth(codes: string[], chain: string[]): number {
  let best = -1;
  for (const c of codes) {
    const i = chain.indexOf(c);
    if (i >= 0 && (best < 0 || i < best)) best = i;
  }
  return best;
}

export function rateFee(rate: FreightRate, units: number): number {
  if (units <= 0) return 0;
  const extra = Math.max(0, units - rate.firstUnit);
  const steps = extra > 0 && rate.addUnit > 0 ? Math.ceil(extra / rate.addUnit) : 0;
  return rate.firstFee + steps * rate.addFee;
}

export function computeFreight(t: FreightTemplate, p: Parcel): FreightAnswer {
  const chain = regionChain(p.regionCode);
  if (matchDepth(t.noDelivery, chain) >= 0) return { ok: false, reason: 'noDelivery' };
  const free = t.freeRules.some(
    (r) =>
      (r.regionCodes.length === 0 || matchDepth(r.regionCodes, chain) >= 0) &&
      (r.kind === 1 ? p.pieces >= r.threshold : p.amount >= r.threshold),
  );
  if (free) return { ok: true, fee: 0, free: true };
  let rate: FreightRate = t.rules.default;
  let depth = Number.POSITIVE_INFINITY;
  for (const r of t.rules.regions) {
    const d = matchDepth(r.regionCodes, chain);
    if (d >= 0 && d < depth) {
      depth = d;
      rate = r;
    }
  }
  return { ok: true, fee: rateFee(rate, t.chargeType === 1 ? p.pieces : p.weight), free: false };
}
