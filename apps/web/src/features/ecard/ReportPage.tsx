import { useMemo, useState } from 'react';
import { useQueryOf, type Row } from '../../app/data.ts';
import { App, Button, Card, DatePicker, Empty, Select, Space, Spin, Statistic, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { ECARD_REPORTS, centsToYuan, chinaToday, type EcardReportName } from '@yym/contract';
import { EChart, type EChartProps, Money, saveExport, useCan } from '../../components/index.ts';
import { ecardReports } from './api.ts';

interface ReportView {
  /** Figures over the whole range, shown above the chart. */
  totals: (rows: Row[]) => { title: string; value: string | number }[];
  chart: (rows: Row[]) => EChartProps['option'];
  columns: ColumnsType<Row>;
  rowKey: (r: Row) => string;
}

const sum = (rows: Row[], k: string) => rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
const yuan = (cents: number) => `¥${centsToYuan(cents)}`;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const byDay = (r: Row) => r.day;
const byProject = (r: Row) => `${r.cardName}/${r.projectName}`;
const money = (v: number) => <Money cents={v} />;

/** Days along the bottom, one line or bar per figure. */
function daysChart(rows: Row[], series: { name: string; key: string; type: 'line' | 'bar'; yuan?: boolean; stack?: string }[]) {
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0, right: 8 },
    grid: { left: 56, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category' as const, data: rows.map((r) => String(r.day).slice(5)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: series.map((s) => ({
      name: s.name,
      type: s.type,
      stack: s.stack,
      smooth: true,
      barMaxWidth: 28,
      data: rows.map((r) => (s.yuan ? Number(r[s.key]) / 100 : r[s.key])),
    })),
  };
}

/** Projects up the side (most first at the top), one bar per figure. */
function projectsChart(rows: Row[], series: { name: string; key: string }[], axisMax?: number) {
  const top = rows.slice(0, 15).reverse();
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0, right: 8 },
    grid: { left: 140, right: 32, top: 36, bottom: 24 },
    xAxis: { type: 'value' as const, minInterval: 1, max: axisMax },
    yAxis: { type: 'category' as const, data: top.map((r) => r.projectName), axisLabel: { width: 120, overflow: 'truncate' as const } },
    series: series.map((s) => ({ name: s.name, type: 'bar' as const, barMaxWidth: 18, data: top.map((r) => r[s.key]) })),
  };
}

const VIEWS: Record<EcardReportName, ReportView> = {
  dailySales: {
    totals: (rows) => [
      { title: '支付订单', value: sum(rows, 'orders') },
      { title: '售卡数', value: sum(rows, 'cards') },
      { title: '销售金额', value: yuan(sum(rows, 'saleMoney')) },
      { title: '退款金额', value: yuan(sum(rows, 'refundMoney')) },
    ],
    chart: (rows) =>
      daysChart(rows, [
        { name: '销售金额(元)', key: 'saleMoney', type: 'line', yuan: true },
        { name: '退款金额(元)', key: 'refundMoney', type: 'bar', yuan: true },
      ]),
    columns: [
      { title: '日期', dataIndex: 'day' },
      { title: '支付订单', dataIndex: 'orders' },
      { title: '售卡数', dataIndex: 'cards' },
      { title: '销售金额', dataIndex: 'saleMoney', render: money },
      { title: '退款金额', dataIndex: 'refundMoney', render: money },
    ],
    rowKey: byDay,
  },
  dailyActivation: {
    totals: (rows) => [
      { title: '激活合计', value: sum(rows, 'total') },
      { title: '购买', value: sum(rows, 'purchased') },
      { title: '激活码', value: sum(rows, 'codes') },
      { title: '赠送', value: sum(rows, 'gifts') },
    ],
    chart: (rows) =>
      daysChart(rows, [
        { name: '购买', key: 'purchased', type: 'bar', stack: 'a' },
        { name: '激活码', key: 'codes', type: 'bar', stack: 'a' },
        { name: '赠送', key: 'gifts', type: 'bar', stack: 'a' },
      ]),
    columns: [
      { title: '日期', dataIndex: 'day' },
      { title: '购买', dataIndex: 'purchased' },
      { title: '激活码', dataIndex: 'codes' },
      { title: '赠送', dataIndex: 'gifts' },
      { title: '合计', dataIndex: 'total' },
    ],
    rowKey: byDay,
  },
  verifySummary: {
    totals: (rows) => [
      { title: '核销次数', value: sum(rows, 'uses') },
      { title: '日均核销', value: rows.length ? (sum(rows, 'uses') / rows.length).toFixed(1) : 0 },
    ],
    chart: (rows) =>
      daysChart(rows, [
        { name: '核销次数', key: 'uses', type: 'line' },
        { name: '核销卡数', key: 'cards', type: 'bar' },
      ]),
    columns: [
      { title: '日期', dataIndex: 'day' },
      { title: '核销次数', dataIndex: 'uses' },
      { title: '核销卡数', dataIndex: 'cards' },
    ],
    rowKey: byDay,
  },
  projectVerify: {
    totals: (rows) => [
      { title: '核销次数', value: sum(rows, 'uses') },
      { title: '项目数', value: rows.length },
    ],
    chart: (rows) => projectsChart(rows, [{ name: '核销次数', key: 'uses' }]),
    columns: [
      { title: '项目', dataIndex: 'projectName' },
      { title: '电子卡', dataIndex: 'cardName' },
      { title: '核销次数', dataIndex: 'uses' },
      { title: '核销卡数', dataIndex: 'cards' },
    ],
    rowKey: byProject,
  },
  signedProjects: {
    totals: (rows) => [
      { title: '签约卡数', value: sum(rows, 'cards') },
      { title: '可用次数', value: sum(rows, 'allowed') },
      { title: '已用次数', value: sum(rows, 'used') },
      { title: '使用率', value: sum(rows, 'allowed') ? percent(sum(rows, 'used') / sum(rows, 'allowed')) : '-' },
    ],
    chart: (rows) =>
      projectsChart(
        rows.map((r) => ({ ...r, ratePct: Math.round(r.rate * 1000) / 10 })),
        [{ name: '使用率(%)', key: 'ratePct' }],
        100,
      ),
    columns: [
      { title: '项目', dataIndex: 'projectName' },
      { title: '电子卡', dataIndex: 'cardName' },
      { title: '签约卡数', dataIndex: 'cards' },
      { title: '可用次数', dataIndex: 'allowed' },
      { title: '已用次数', dataIndex: 'used' },
      { title: '使用率', dataIndex: 'rate', render: percent },
    ],
    rowKey: byProject,
  },
};

/** One report: its totals, its chart and its table. */
function ReportPane({ name, query }: { name: EcardReportName; query: { startDate: string; endDate: string; cardId?: string } }) {
  const view = VIEWS[name];
  const q = useQueryOf<Row[]>('ecard-report', [name, query], () => ecardReports[name](query) as Promise<Row[]>);
  const rows = q.data ?? [];
  const option = useMemo(() => view.chart(rows), [view, rows]);
  const hasFigures = rows.some((r) => Object.entries(r).some(([k, v]) => k !== 'day' && typeof v === 'number' && v > 0));
  return (
    <Spin spinning={q.isFetching}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space size={48} wrap data-testid={`ecard-report-totals-${name}`}>
          {view.totals(rows).map((t) => (
            <Statistic key={t.title} title={t.title} value={t.value} />
          ))}
        </Space>
        {hasFigures ? (
          <EChart option={option} height={300} testId={`ecard-report-chart-${name}`} />
        ) : (
          <Empty description="所选日期内没有数据" />
        )}
        <Table<Row>
          size="small"
          rowKey={view.rowKey}
          dataSource={rows}
          columns={view.columns}
          pagination={{ pageSize: 10, showSizeChanger: false }}
        />
      </Space>
    </Spin>
  );
}

/** 电子卡报表: the five e-card reports over a range of days, for all cards or one. */
export default function EcardReportPage() {
  const { message } = App.useApp();
  const canExport = useCan('ecard_report_export');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(chinaToday(-29)), dayjs(chinaToday())]);
  const [cardId, setCardId] = useState<string>();
  const [tab, setTab] = useState<EcardReportName>('dailySales');
  const names = useQueryOf('ecard-names', [], ecardReports.cardNames);
  const query = { startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD'), ...(cardId ? { cardId } : {}) };
  const [exporting, setExporting] = useState(false);
  const exportTab = async () => {
    setExporting(true);
    try {
      saveExport(await ecardReports.exportFile({ ...query, report: tab }), `电子卡${ECARD_REPORTS[tab]}.xlsx`, message);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card>
      <Space wrap style={{ marginBottom: 8 }}>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(chinaToday()), 'day')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Select
          placeholder="全部电子卡"
          allowClear
          style={{ width: 200 }}
          value={cardId}
          onChange={setCardId}
          options={(names.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-testid="ecard-report-card"
        />
        {canExport && (
          <Button loading={exporting} onClick={() => void exportTab()}>
            导出
          </Button>
        )}
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as EcardReportName)}
        destroyOnHidden
        items={(Object.keys(ECARD_REPORTS) as EcardReportName[]).map((k) => ({
          key: k,
          label: ECARD_REPORTS[k],
          children: <ReportPane name={k} query={query} />,
        }))}
      />
    </Card>
  );
}
