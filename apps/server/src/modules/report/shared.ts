import type { ReportPeriod, SaleFigures, SaleRow } from '@yym/contract';
import type { Column } from '../../platform/export.ts';
import { addDays, datesBetween } from '../../platform/time.ts';

// What the report sub-areas share: periods, zero rows and the xlsx columns of their figures (no SQL).

/** The period a China day falls in, as its first day (the database's date_trunc, Monday weeks). */
export function periodKey(day: string, period: ReportPeriod): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  if (period === 'week') {
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    return addDays(day, -((dow + 6) % 7));
  }
  return day;
}

/** Every period of a range, in order. */
export const periodsOf = (q: { startDate: string; endDate: string; period: ReportPeriod }) =>
  q.period === 'day'
    ? datesBetween(q.startDate, q.endDate)
    : [...new Set(datesBetween(q.startDate, q.endDate).map((d) => periodKey(d, q.period)))];

export const ZERO_SALE: SaleFigures = {
  placedOrders: 0,
  placedQty: 0,
  placedMoney: 0,
  paidOrders: 0,
  paidQty: 0,
  paidMoney: 0,
  refundCount: 0,
  refundMoney: 0,
  netMoney: 0,
};

/** One row a period (periods without figures read zero, so a chart shows the gaps). */
export function everyPeriod<T extends { period?: string }>(
  q: { startDate: string; endDate: string; period: ReportPeriod },
  rows: T[],
  zero: (period: string) => T,
): T[] {
  const periods = periodsOf(q);
  // rows come in period order (the rollups' key order): walked beside the periods, no lookup built
  let i = 0;
  const out = periods.map((p) => (rows[i]?.period === p ? rows[i++]! : zero(p)));
  if (i === rows.length) return out;
  const by = new Map(rows.map((r) => [r.period, r]));
  return periods.map((p) => by.get(p) ?? zero(p));
}

/** The sum of every row's figures. */
export function sumSales(rows: readonly SaleFigures[]): SaleFigures {
  const t = { ...ZERO_SALE };
  for (const r of rows) for (const k of Object.keys(t) as (keyof SaleFigures)[]) t[k] += r[k];
  return t;
}

/** The figures' columns of a sales sheet: amounts (cents, written as yuan) and counts are typed cells Excel sums. */
export const SALE_COLUMNS: Column<SaleRow>[] = [
  ['下单数', 'placedOrders', 'count'],
  ['下单金额(元)', 'placedMoney', 'money'],
  ['支付订单数', 'paidOrders', 'count'],
  ['支付票数', 'paidQty', 'count'],
  ['支付金额(元)', 'paidMoney', 'money'],
  ['退款笔数', 'refundCount', 'count'],
  ['退款金额(元)', 'refundMoney', 'money'],
  ['净收入(元)', 'netMoney', 'money'],
];

/** A totals row under a sheet's rows (its first column says so). */
export const withTotals = (rows: SaleRow[], label: Partial<SaleRow>): SaleRow[] => [...rows, { ...sumSales(rows), ...label }];
