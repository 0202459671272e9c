import pg from 'pg';

// Reading timestamptz text fast (db.ts registers it with node-postgres).

const genericTimestamptz = pg.types.getTypeParser(1184);
const digitsAt = (v: string, at: number, n: number): number => {
  let x = 0;
  for (let i = at; i < at + n; i++) {
    const d = v.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    x = x * 10 + d;
  }
  return x;
};
/**
 * A timestamptz as a session in UTC writes it ('2026-11-28 09:41:49.637857+00'), read by position:
 * the generic parser's regular expressions were a visible share of a list page's CPU (its rows carry
 * several each). Any other text (another zone, BC, infinity, years before 1000) goes the generic way.
 */
export function parseTimestamptz(v: string): Date {
  const n = v.length;
  if (n < 22 || n > 29 || !v.endsWith('+00') || v[4] !== '-' || v[7] !== '-' || v[10] !== ' ' || v[13] !== ':' || v[16] !== ':') {
    return genericTimestamptz(v);
  }
  const fraction = n - 22; // '.' and up to six digits, or nothing
  if (fraction === 1 || (fraction > 1 && (v[19] !== '.' || digitsAt(v, 20, fraction - 1) < 0))) return genericTimestamptz(v);
  const y = digitsAt(v, 0, 4);
  const mo = digitsAt(v, 5, 2);
  const d = digitsAt(v, 8, 2);
  const h = digitsAt(v, 11, 2);
  const mi = digitsAt(v, 14, 2);
  const s = digitsAt(v, 17, 2);
  if (y < 1000 || mo < 0 || d < 0 || h < 0 || mi < 0 || s < 0) return genericTimestamptz(v);
  // milliseconds: the fraction's first three digits (the generic parser truncates the same way)
  const ms = fraction === 0 ? 0 : fraction === 2 ? digitsAt(v, 20, 1) * 100 : fraction === 3 ? digitsAt(v, 20, 2) * 10 : digitsAt(v, 20, 3);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
}
