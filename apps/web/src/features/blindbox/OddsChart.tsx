import { useMemo } from 'react';
import { shownOdds } from '@yym/contract';
import { EChart } from '../../components/index.ts';

/** The shown odds of a pool's prizes (each one's share of the weights still in the pool), as a bar chart. */
export function OddsChart({ prizes, testId }: { prizes: { name: string; weight: number; remaining?: number }[]; testId?: string }) {
  const option = useMemo(() => {
    const odds = shownOdds(prizes);
    return {
      grid: { left: 110, right: 48, top: 8, bottom: 8 },
      xAxis: { type: 'value' as const, max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: { type: 'category' as const, inverse: true, data: prizes.map((p) => p.name || '(未命名)') },
      tooltip: { trigger: 'axis' as const, valueFormatter: (v: unknown) => `${v}%` },
      series: [{ type: 'bar' as const, data: odds, barMaxWidth: 18, label: { show: true, position: 'right' as const, formatter: '{c}%' } }],
    };
  }, [prizes]);
  return <EChart option={option} height={Math.max(120, prizes.length * 34 + 20)} testId={testId} />;
}
