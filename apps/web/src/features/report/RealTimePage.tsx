import { useMemo, useState } from 'react';
import { Button, Card, Col, Input, InputNumber, Modal, Row as Grid, Select, Space, Statistic, Switch, Tag, Typography } from 'antd';
import { DASHBOARD_DATA_TYPES, chinaToday, type DashboardRow } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { CopyButton, CrudPage, EChart, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { dashboardCalls, dashboards, reports } from './api.ts';
import { seriesChart, yuanText } from './ReportKit.tsx';

/** The screen's address with its token (what the gate-side screen opens). */
export const screenUrl = (token: string) => `${window.location.origin}/bigScreen?token=${encodeURIComponent(token)}`;

/** Today's traffic of the whole merchant: entries by hour and today's sales. */
function Today() {
  const t = useQueryOf('report-realtime', ['today'], () => dashboardCalls.today(), { refetchInterval: 30_000 });
  const f = t.data;
  const hours = useMemo(() => (f?.hourly ?? []).map((checked, hour) => ({ hour, checked })), [f]);
  const option = useMemo(() => seriesChart(hours, (r) => `${r.hour}时`, [{ name: '入园人数', key: 'checked', type: 'bar' }]), [hours]);
  return (
    <Card title={`今日实时客流(${chinaToday()})`} size="small" style={{ marginBottom: 16 }} loading={!f}>
      <Grid gutter={16}>
        <Col xs={24} md={8}>
          <Space direction="vertical" size={12} data-testid="realtime-today">
            <Statistic title="今日入园" value={f?.checkedToday ?? 0} />
            <Statistic title="本小时入园" value={f?.thisHour ?? 0} />
            <Statistic title="今日支付订单" value={f?.paidOrders ?? 0} />
            <Statistic title="今日销售额" value={yuanText(f?.paidMoney ?? 0)} />
          </Space>
        </Col>
        <Col xs={24} md={16}>
          <EChart option={option} height={240} testId="realtime-hourly" />
        </Col>
      </Grid>
    </Card>
  );
}

/** The link of a new token, shown once. */
function TokenDialog({ row, onClose }: { row: DashboardRow | null; onClose: () => void }) {
  const { busy, attempt } = useBusy();
  const refresh = useRefresh(dashboards);
  const [url, setUrl] = useState<string | null>(null);
  const issue = () =>
    attempt(async () => {
      const { token } = await dashboardCalls.token(row!.id);
      setUrl(screenUrl(token));
      refresh();
    });
  return (
    <Modal
      open={!!row}
      title={`大屏链接:${row?.name ?? ''}`}
      onCancel={() => {
        setUrl(null);
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      {url ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">链接只显示这一次,请复制后在大屏上打开;重新生成或关闭大屏后旧链接立即失效。</Typography.Text>
          <Input.TextArea value={url} readOnly autoSize data-testid="screen-url" />
          <Space>
            <CopyButton text={url} />
            <Button type="primary" href={url} target="_blank">
              打开大屏
            </Button>
          </Space>
        </Space>
      ) : (
        <Space direction="vertical">
          <Typography.Text>
            {row?.hasToken ? '生成新链接后,旧链接将立即失效。' : '生成只读链接:持链接者无需登录即可查看该大屏,看不到其他数据。'}
          </Typography.Text>
          <Button type="primary" loading={busy} onClick={() => void issue()} data-testid="issue-token">
            生成链接
          </Button>
        </Space>
      )}
    </Modal>
  );
}

/** 实时客流: today's traffic and the merchant's big screens (each opened by its read-only link). */
export default function RealTimePage() {
  const canEdit = useCan('real_time_edit');
  const refresh = useRefresh(dashboards);
  const [tokenOf, setTokenOf] = useState<DashboardRow | null>(null);
  const range = { startDate: chinaToday(-365), endDate: chinaToday(), period: 'day' as const };
  const options = useQueryOf('report-options', [range.startDate, range.endDate], () => reports.options(range));
  const { attempt } = useBusy();
  const columns: CrudColumn<DashboardRow>[] = [
    { title: '大屏名称', dataIndex: 'name', search: true, form: { required: '请输入大屏名称', span: 12 } },
    {
      title: '景区',
      dataIndex: 'poiId',
      render: (_, r) => r.poiName ?? '全部景区',
      form: { span: 12, control: <Select allowClear placeholder="全部景区" options={options.data?.pois ?? []} /> },
    },
    {
      title: '承载量(人)',
      dataIndex: 'capacity',
      width: 110,
      form: { span: 12, control: <InputNumber min={0} max={1000000} style={{ width: '100%' }} /> },
    },
    {
      title: '刷新间隔(秒)',
      dataIndex: 'refreshSeconds',
      width: 120,
      form: { span: 12, control: <InputNumber min={10} max={600} style={{ width: '100%' }} /> },
    },
    {
      title: '展示数据',
      dataIndex: 'dataTypes',
      render: (v: DashboardRow['dataTypes']) => v.map((t) => <Tag key={t}>{DASHBOARD_DATA_TYPES[t]}</Tag>),
      form: {
        span: 24,
        required: '请至少选择一项展示数据',
        control: <Select mode="multiple" options={Object.entries(DASHBOARD_DATA_TYPES).map(([value, label]) => ({ value, label }))} />,
      },
    },
    {
      title: '开放访问',
      dataIndex: 'isOpenLook',
      width: 100,
      form: false,
      render: (v: number, r) => (
        <Switch
          checked={v === 1}
          disabled={!canEdit}
          aria-label="开放访问"
          onChange={(on) =>
            void attempt(async () => {
              await dashboardCalls.setOpen(r.id, on ? 1 : 0);
              refresh();
            })
          }
        />
      ),
    },
    { title: '链接生成时间', dataIndex: 'tokenTime', form: false, render: (v) => v ?? '未生成' },
  ];
  return (
    <>
      <Today />
      <CrudPage<DashboardRow>
        resource={dashboards}
        title="客流大屏"
        columns={columns}
        perms={{ add: 'real_time_add', edit: 'real_time_edit', remove: 'real_time_delete', view: false, export: false }}
        defaults={{ capacity: 0, refreshSeconds: 30, dataTypes: ['hourly', 'sales', 'capacity'] }}
        rowActions={(r) =>
          canEdit ? (
            <Button type="link" size="small" onClick={() => setTokenOf(r)}>
              大屏链接
            </Button>
          ) : null
        }
      />
      <TokenDialog row={tokenOf} onClose={() => setTokenOf(null)} />
    </>
  );
}
