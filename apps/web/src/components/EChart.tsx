import { useEffect, useRef } from 'react';
import type { EChartsOption } from 'echarts';

export interface EChartProps {
  /** The chart as ECharts describes it; a new object redraws it. */
  option: EChartsOption;
  height?: number;
  testId?: string;
}

/** A chart drawn by ECharts, which is loaded on the first chart shown so other pages do not carry it. */
export function EChart({ option, height = 280, testId }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | undefined;
    const onResize = () => chart?.resize();
    void import('echarts').then((echarts) => {
      if (disposed || !ref.current) return;
      const c = echarts.init(ref.current);
      chart = c;
      // no growing bars for a person who asked their system for less motion
      c.setOption({ animation: !window.matchMedia('(prefers-reduced-motion: reduce)').matches, ...option });
      window.addEventListener('resize', onResize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [option]);
  return <div ref={ref} style={{ height }} data-testid={testId} />;
}
