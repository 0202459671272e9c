import type { z } from 'zod';
import type { reportQuery } from '@yym/contract';
import type { Scoped } from '../../../../platform/repo.ts';
import { sql, type Cond, type Sql } from '../../../../platform/sql.ts';
import { addDays, chinaToday } from '../../../../platform/time.ts';

// A report's range read from the rollups: whole months from a month rollup (migration 063), the days at
// its ends from the day rollup (migration 047).

export type RangeQ = Pick<
  z.output<typeof reportQuery>,
  'startDate' | 'endDate' | 'period' | 'productId' | 'poiId' | 'channel' | 'orderKind'
>;

/** A run of rollup rows that counts toward a range: days of a day rollup or months of a month rollup, added or taken away. */
export interface Piece {
  grain: 'day' | 'month';
  from: string;
  to: string;
  sign: 1 | -1;
}

export const monthOf = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${m < 9 ? '0' : ''}${m + 1}-01`;
};
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
/** A month's rows cost about as much to read as two days' (a merchant's products do not all sell every day). */
const MONTH_COST = 2;

/**
 * The pieces that sum to a range: its whole months from the month rollup, and each partial month as its
 * days, or as the month less its days outside the range when those are fewer to read (days after
 * `today` hold nothing yet, so they cost nothing). Adjacent pieces of one kind are merged.
 */
export function rangePieces(start: string, end: string, today: string): Piece[] {
  const cost = (from: string, to: string) => (from > today ? 0 : daysIn(from, to < today ? to : today));
  const out: Piece[] = [];
  const push = (p: Piece) => {
    const last = out.at(-1);
    const next = last && (last.grain === 'day' ? addDays(last.to, 1) : nextMonth(last.to));
    if (last && last.grain === p.grain && last.sign === p.sign && next === p.from) last.to = p.to;
    else out.push(p);
  };
  for (let m = monthOf(start); m <= end; m = nextMonth(m)) {
    const last = addDays(nextMonth(m), -1);
    const from = start > m ? start : m;
    const to = end < last ? end : last;
    const before = from > m ? { from: m, to: addDays(from, -1) } : null;
    const after = to < last ? { from: addDays(to, 1), to: last } : null;
    const outside = (before ? cost(before.from, before.to) : 0) + (after ? cost(after.from, after.to) : 0);
    if (!before && !after) push({ grain: 'month', from: m, to: m, sign: 1 });
    else if (cost(from, to) <= outside + MONTH_COST) push({ grain: 'day', from, to, sign: 1 });
    else {
      push({ grain: 'month', from: m, to: m, sign: 1 });
      for (const o of [before, after]) if (o) push({ grain: 'day', ...o, sign: -1 });
    }
  }
  return out;
}

/** A rollup read by day, and its month twin if it has one. */
interface Source {
  day: string;
  month?: string;
}
export const SALE: Source = { day: 'rpt_sale', month: 'rpt_sale_month' };
/** Sales by kind and channel only: a series or a kind or channel split without product or scenic spot. */
export const SALE_BY_CHANNEL: Source = { day: 'rpt_sale_channel', month: 'rpt_sale_channel_month' };
export const CHECK: Source = { day: 'rpt_check', month: 'rpt_check_month' };
export const VISITOR: Source = { day: 'rpt_visitor', month: 'rpt_visitor_month' };

/**
 * The rows of `source` that make up the range, `cols` as they are and `sums` signed: one branch a piece,
 * or the day rollup alone when the grouping needs days (by day or week) or there is no month twin.
 */
export function rowsOf(db: Scoped, source: Source, q: RangeQ, needDays: boolean, cols: string[], sums: string[], where: Cond[]): Sql {
  const pieces: Piece[] =
    needDays || !source.month
      ? [{ grain: 'day', from: q.startDate, to: q.endDate, sign: 1 }]
      : rangePieces(q.startDate, q.endDate, chinaToday());
  const branches = pieces.map((p) => {
    const signed = sums.map((c) => (p.sign < 0 ? `-${c} AS ${c}` : c));
    const table = p.grain === 'month' ? source.month! : source.day;
    return sql`SELECT ${sql.raw([...cols, ...signed].join(', '))} FROM ${sql.raw(table)}
      WHERE ${sql.and([db.tenant(), sql`day BETWEEN ${p.from}::date AND ${p.to}::date`, ...where])}`;
  });
  return sql.join(branches, ' UNION ALL ');
}

export const needsDays = (q: RangeQ, dims: readonly string[]) => dims.includes('period') && q.period !== 'month';
