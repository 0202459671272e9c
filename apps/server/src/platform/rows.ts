import { formatTime } from './time.ts';

/** snake_case rows ↔ camelCase API objects. */
const camelCache = new Map<string, string>();
export function camel(s: string): string {
  let c = camelCache.get(s);
  if (c === undefined) {
    c = s.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
    camelCache.set(s, c);
  }
  return c;
}
export function snake(s: string): string {
  return s.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
}
/** The row as the API shows it; `leave`: a column left out (one the statement added for itself). */
export function toApi<T = Record<string, unknown>>(row: Record<string, unknown>, leave?: string): T {
  const out: Record<string, unknown> = {};
  for (const k in row) {
    if (k === leave) continue;
    const v = row[k];
    out[camel(k)] = v instanceof Date ? formatTime(v) : v;
  }
  return out as T;
}
export const toApiRows = <T = Record<string, unknown>>(rows: Record<string, unknown>[]) => rows.map((r) => toApi<T>(r));
