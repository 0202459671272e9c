import type { Row } from '../../app/data.ts';
import type { EChartProps } from '../../components/index.ts';

// The report pages' charts (ECharts options): money is drawn in yuan.

export const MONEY_KEYS = new Set(['placedMoney', 'paidMoney', 'refundMoney', 'netMoney']);

/** A category along the bottom, one line or bar per figure (money drawn in yuan). */
export function seriesChart(
  rows: readonly Row[],
  label: (r: Row) => string,
  series: { name: string; key: string; type: 'line' | 'bar'; stack?: string }[],
): EChartProps['option'] {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, right: 8 },
    grid: { left: 64, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: rows.map(label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      name: s.name,
      type: s.type,
      stack: s.stack,
      smooth: true,
      barMaxWidth: 28,
      data: rows.map((r) => (MONEY_KEYS.has(s.key) ? Number(r[s.key] ?? 0) / 100 : Number(r[s.key] ?? 0))),
    })),
  };
}

/** Names up the side (the largest at the top), one bar per figure. */
export function rankChart(rows: readonly Row[], label: (r: Row) => string, series: { name: string; key: string }[]): EChartProps['option'] {
  const top = rows.slice(0, 15).reverse();
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, right: 8 },
    grid: { left: 150, right: 32, top: 36, bottom: 24 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: top.map(label), axisLabel: { width: 130, overflow: 'truncate' } },
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      barMaxWidth: 18,
      data: top.map((r) => (MONEY_KEYS.has(s.key) ? Number(r[s.key] ?? 0) / 100 : Number(r[s.key] ?? 0))),
    })),
  };
}

/** Shares of a whole as a ring. */
export function pieChart(rows: readonly { name: string; value: number }[], yuan = false): EChartProps['option'] {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { orient: 'vertical', left: 8, top: 'middle' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['60%', '50%'],
        data: rows.map((r) => ({ name: r.name, value: yuan ? r.value / 100 : r.value })),
        label: { formatter: '{b} {d}%' },
      },
    ],
  };
}

/** Periods along the bottom, a stacked bar per channel. */
export function channelTrend(rows: Row[]) {
  const periods = [...new Set(rows.map((r) => r.period))];
  const channels = [...new Set(rows.map((r) => r.channelName))];
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0, right: 8 },
    grid: { left: 64, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category' as const, data: periods.map((p) => String(p).slice(5)) },
    yAxis: { type: 'value' as const },
    series: channels.map((c) => ({
      name: c,
      type: 'bar' as const,
      stack: 'paid',
      barMaxWidth: 28,
      data: periods.map((p) => (rows.find((r) => r.period === p && r.channelName === c)?.paidMoney ?? 0) / 100),
    })),
  };
}
