import { useMemo } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { Card, Col, Row, Statistic } from 'antd';
import { ApartmentOutlined, ApiOutlined, NotificationOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { deskCalls, type DashboardSummary } from './api.ts';
import { useSession } from '../../app/session.ts';
import { EChart } from '../../components/index.ts';

/** /wel/dashboard: figures of the tenant from the server and the last 7 days of operations. */
export default function Dashboard() {
  const q = useQueryOf<DashboardSummary>('dashboard', [], deskCalls.dashboard);
  const color = useSession((s) => s.colorName);
  const d = q.data;
  const option = useMemo(
    () =>
      d && {
        color: [color, '#F5222D'],
        tooltip: { trigger: 'axis' as const },
        legend: { data: ['操作次数', '失败次数'], top: 0, right: 10 },
        grid: { left: 40, right: 20, top: 40, bottom: 30 },
        xAxis: { type: 'category' as const, data: d.week.map((w) => w.day.slice(5)) },
        yAxis: { type: 'value' as const, minInterval: 1 },
        series: [
          { name: '操作次数', type: 'line' as const, smooth: true, areaStyle: { opacity: 0.12 }, data: d.week.map((w) => w.calls) },
          { name: '失败次数', type: 'bar' as const, barWidth: 14, data: d.week.map((w) => w.failures) },
        ],
      },
    [d, color],
  );
  const stats = [
    { title: '用户总数', value: d?.users, icon: <TeamOutlined />, suffix: d ? `启用 ${d.activeUsers}` : '' },
    { title: '角色数', value: d?.roles, icon: <SafetyOutlined /> },
    { title: '机构数', value: d?.depts, icon: <ApartmentOutlined /> },
    { title: '通知公告', value: d?.notices, icon: <NotificationOutlined /> },
    { title: '今日操作', value: d?.callsToday, icon: <ApiOutlined /> },
  ];
  return (
    <div>
      <Row gutter={[16, 16]} align="stretch">
        {stats.map((s) => (
          <Col flex="1 1 180px" key={s.title}>
            <Card variant="borderless" loading={q.isLoading} style={{ height: '100%' }} data-stat={s.title}>
              <Statistic title={s.title} value={s.value ?? 0} prefix={<span style={{ color: 'var(--yym-primary)' }}>{s.icon}</span>} />
              {s.suffix && <div style={{ color: 'var(--yym-muted)', fontSize: 12, marginTop: 4 }}>{s.suffix}</div>}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="近7日操作" variant="borderless" style={{ marginTop: 16 }}>
        {option ? <EChart option={option} height={320} /> : <div style={{ height: 320 }} />}
      </Card>
    </div>
  );
}
