import { useMemo } from 'react';
import { Result, Spin } from 'antd';
import type { EChartProps } from '../../components/index.ts';
import { EChart } from '../../components/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { dashboardCalls } from './api.ts';

const BG = '#0b1a33';
const PANEL = { background: 'rgba(255,255,255,0.04)', border: '1px solid rgba(80,160,255,0.25)', borderRadius: 8, padding: 16 };
const yuan = (cents: number) => (cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Figure({ title, value, unit }: { title: string; value: string | number; unit?: string }) {
  return (
    <div style={{ ...PANEL, textAlign: 'center' }}>
      <div style={{ color: '#8fb4e6', fontSize: 16 }}>{title}</div>
      <div style={{ color: '#fff', fontSize: 40, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
        {unit && <span style={{ fontSize: 18, marginLeft: 4 }}>{unit}</span>}
      </div>
    </div>
  );
}

/**
 * 实时客流大屏 (/bigScreen?token=…): the full-screen page a gate-side screen opens with its read-only
 * link. No login; it reads only its screen's figures and asks again by itself every refresh interval.
 */
export default function BigScreenPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const v = useQueryOf('report-bigscreen', [token], () => dashboardCalls.view(token), {
    enabled: !!token,
    retry: false,
    refetchInterval: (q) => (q.state.data ? q.state.data.refreshSeconds * 1000 : false),
  });
  const f = v.data?.figures;
  const hourly = useMemo<EChartProps['option']>(
    () => ({
      textStyle: { color: '#cfe3ff' },
      grid: { left: 48, right: 16, top: 24, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => `${h}时`), axisLine: { lineStyle: { color: '#4a6a9a' } } },
      yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: 'rgba(255,255,255,0.08)' } } },
      series: [{ name: '入园人数', type: 'bar', data: f?.hourly ?? [], itemStyle: { color: '#36cfc9' }, barMaxWidth: 24 }],
    }),
    [f],
  );
  const load = f?.capacity ? Math.min(100, Math.round((f.checkedToday / f.capacity) * 1000) / 10) : 0;
  const gauge = useMemo<EChartProps['option']>(
    () => ({
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          progress: { show: true, width: 14 },
          axisLine: { lineStyle: { width: 14 } },
          detail: { formatter: '{value}%', color: '#fff', fontSize: 28, offsetCenter: [0, '40%'] },
          title: { color: '#8fb4e6', offsetCenter: [0, '75%'] },
          data: [{ value: load, name: '承载率' }],
        },
      ],
    }),
    [load],
  );
  if (!token || v.isError)
    return (
      <div style={{ minHeight: '100vh', background: BG, display: 'grid', placeItems: 'center' }}>
        <Result
          status="warning"
          title={<span style={{ color: '#fff' }}>{(v.error as Error | null)?.message || '大屏链接已失效，请向商户索取新的链接'}</span>}
        />
      </div>
    );
  if (!v.data) return <Spin fullscreen />;
  const show = new Set(v.data.dataTypes);
  return (
    <div style={{ minHeight: '100vh', background: BG, color: '#fff', padding: 24, boxSizing: 'border-box' }} data-testid="big-screen">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: 16 }}>
        <h1 style={{ color: '#fff', margin: 0, fontSize: 32 }}>
          {v.data.tenantName} · {v.data.name}
        </h1>
        <span style={{ color: '#8fb4e6' }}>更新于 {f!.updatedAt}</span>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16, marginBottom: 16 }}>
        <Figure title="今日入园" value={f!.checkedToday} unit="人" />
        <Figure title="本小时入园" value={f!.thisHour} unit="人" />
        {show.has('sales') && <Figure title="今日销售额" value={yuan(f!.paidMoney)} unit="元" />}
        {show.has('sales') && <Figure title="今日订单" value={f!.paidOrders} unit="单" />}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: show.has('capacity') ? '2fr 1fr' : '1fr', gap: 16 }}>
        {show.has('hourly') && (
          <div style={PANEL}>
            <div style={{ color: '#8fb4e6', marginBottom: 8 }}>分时入园</div>
            <EChart option={hourly} height={360} testId="big-screen-hourly" />
          </div>
        )}
        {show.has('capacity') && (
          <div style={PANEL}>
            <div style={{ color: '#8fb4e6', marginBottom: 8 }}>承载量 {f!.capacity ? `${f!.capacity} 人` : '未设置'}</div>
            <EChart option={gauge} height={360} testId="big-screen-gauge" />
          </div>
        )}
      </div>
    </div>
  );
}
