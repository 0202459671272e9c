/**
 * What a column of an export holds, so Excel can sum and sort it: `money` is integer cents (written
 * as yuan with two decimals), `count` a number, `date` a China date `YYYY-MM-DD`, `time` a China
 * wall-clock time `YYYY-MM-DD HH:mm:ss`, `percent` a fraction (0.25 shows 25.0%). Without a kind the
 * value is written as it is (text stays text).
 */
export type CellKind = 'money' | 'count' | 'percent' | 'date' | 'time';

/** The number formats of the kinds, as Excel shows them. */
export const NUM_FMT: Record<CellKind, string> = {
  money: '#,##0.00',
  count: '0',
  percent: '0.0%',
  date: 'yyyy-mm-dd',
  time: 'yyyy-mm-dd hh:mm:ss',
};

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A value as the cell of its kind. Excel has no time zones: a China date or time is written as the
 * same wall-clock reading (a UTC Date of those fields), which is what the merchant reads back.
 */
export function cellOf(kind: CellKind | undefined, v: unknown): unknown {
  if (v === null || v === undefined || v === '') return '';
  if (!kind) return v;
  if (kind === 'money' || kind === 'count' || kind === 'percent') {
    const n = Number(v);
    if (!Number.isFinite(n)) return v;
    return kind === 'money' ? Math.round(n) / 100 : n;
  }
  const m = WALL_CLOCK.exec(v instanceof Date ? v.toISOString() : String(v));
  if (!m) return v;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(+y!, +mo! - 1, +d!, kind === 'time' ? +h : 0, kind === 'time' ? +mi : 0, kind === 'time' ? +s : 0));
}
