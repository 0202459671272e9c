import { useMemo, useState, type ReactNode } from 'react';
import { App, Button, Card, DatePicker, Empty, Segmented, Select, Space, Spin, Statistic, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { REPORT_PERIODS, centsToYuan, chinaToday, type ReportPeriod, type ReportSheet, type SaleRow } from '@yym/contract';
import { useQueryOf, type Row } from '../../app/data.ts';
import { EChart, type EChartProps, Money, saveExport, useCan } from '../../components/index.ts';
import { exportReport, reports, type ReportPageKey, type ReportQuery } from './api.ts';

// The report pages' shared parts: the filters (range, period, product, scenic spot, channel), a tab per
// report with its chart above its table and a totals row under it, and the export of the tab shown.

export type Dim = 'period' | 'product' | 'poi' | 'channel';

export const sum = (rows: readonly Row[], k: string) => rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
export const yuanText = (cents: number) => `¥${centsToYuan(cents)}`;
export const money = (v: number) => <Money cents={v} />;
export const percent = (v: number | null) => (v == null ? '-' : `${(v * 100).toFixed(1)}%`);

/** The sales figures' columns. */
export const SALE_COLUMNS: ColumnsType<Row> = [
  { title: '下单数', dataIndex: 'placedOrders', align: 'right' },
  { title: '支付订单', dataIndex: 'paidOrders', align: 'right' },
  { title: '支付票数', dataIndex: 'paidQty', align: 'right' },
  { title: '支付金额', dataIndex: 'paidMoney', align: 'right', render: money },
  { title: '退款笔数', dataIndex: 'refundCount', align: 'right' },
  { title: '退款金额', dataIndex: 'refundMoney', align: 'right', render: money },
  { title: '净收入', dataIndex: 'netMoney', align: 'right', render: money },
];
export { channelTrend, pieChart, rankChart, seriesChart } from './charts.ts';
import { MONEY_KEYS } from './charts.ts';

/** The period column's title. */
export const periodTitle = (p: ReportPeriod) => (p === 'day' ? '日期' : p === 'week' ? '周(起始日)' : '月份');

export interface ReportTab {
  key: string;
  label: string;
  /** The sheet the export writes for this tab (none: the tab has no export). */
  sheet?: ReportSheet;
  /** Rows of the tab (a paged tab reads one page). */
  read: (q: ReportQuery, page: { current: number; size: number }) => Promise<Row[] | { records: Row[]; total: number }>;
  paged?: boolean;
  chart?: (rows: Row[], q: ReportQuery) => EChartProps['option'] | null;
  columns: (q: ReportQuery) => ColumnsType<Row>;
  rowKey: (r: Row) => string;
  /** The totals row: the first column's text and the summed keys (money keys show as money). */
  totals?: { label: string; keys: string[] };
  /** Figures above the chart. */
  stats?: (rows: Row[]) => { title: string; value: ReactNode }[];
  /** A note under the tab's title (what the report counts). */
  note?: string;
}

function TotalsRow({ rows, columns, totals }: { rows: Row[]; columns: ColumnsType<Row>; totals: NonNullable<ReportTab['totals']> }) {
  return (
    <Table.Summary>
      <Table.Summary.Row style={{ fontWeight: 600 }} data-testid="report-totals">
        {columns.map((c, i) => {
          const key = 'dataIndex' in c ? String(c.dataIndex) : '';
          const v = totals.keys.includes(key) ? sum(rows, key) : null;
          return (
            <Table.Summary.Cell key={key || i} index={i} align={i === 0 ? 'left' : 'right'}>
              {i === 0 ? totals.label : v == null ? '' : MONEY_KEYS.has(key) ? <Money cents={v} /> : v}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

function TabPane({ tab, query, pageKey }: { tab: ReportTab; query: ReportQuery; pageKey: string }) {
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const q = useQueryOf(`report-${pageKey}`, [tab.key, query, tab.paged ? paging : null], () => tab.read(query, paging));
  const data = q.data;
  const rows: Row[] = Array.isArray(data) ? data : (data?.records ?? []);
  const total = Array.isArray(data) ? rows.length : (data?.total ?? 0);
  const capped = !Array.isArray(data) && !!data && 'totalCapped' in data && !!data.totalCapped;
  const option = useMemo(() => (tab.chart ? tab.chart(rows, query) : null), [tab, rows, query]);
  const columns = tab.columns(query);
  const empty = !q.isFetching && rows.length === 0;
  return (
    <Spin spinning={q.isFetching}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {tab.note && <Typography.Text type="secondary">{tab.note}</Typography.Text>}
        {tab.stats && (
          <Space size={48} wrap data-testid={`report-stats-${tab.key}`}>
            {tab.stats(rows).map((s) => (
              <Statistic key={s.title} title={s.title} value={s.value as string} />
            ))}
          </Space>
        )}
        {option &&
          (empty ? <Empty description="所选日期内没有数据" /> : <EChart option={option} height={300} testId={`report-chart-${tab.key}`} />)}
        <Table<Row>
          size="small"
          rowKey={tab.rowKey}
          dataSource={rows}
          columns={columns}
          locale={{ emptyText: q.isFetching ? '加载中…' : '所选条件下没有数据' }}
          scroll={{ x: 'max-content' }}
          pagination={
            tab.paged
              ? {
                  current: paging.current,
                  pageSize: paging.size,
                  total,
                  showSizeChanger: true,
                  showTotal: (n) => `共 ${n}${capped ? '+' : ''} 条`,
                  onChange: (current, size) => setPaging({ current, size }),
                }
              : { pageSize: 15, showSizeChanger: false, hideOnSinglePage: true }
          }
          summary={tab.totals && rows.length ? () => <TotalsRow rows={rows} columns={columns} totals={tab.totals!} /> : undefined}
          data-testid={`report-table-${tab.key}`}
        />
      </Space>
    </Spin>
  );
}

/** One report page: filters, a tab per report, and the export of the tab shown. */
export function ReportShell({
  pageKey,
  perm,
  tabs,
  dims,
  initialTab,
  header,
  actions,
}: {
  pageKey: ReportPageKey;
  perm: string;
  tabs: ReportTab[];
  dims: Dim[];
  initialTab?: string;
  header?: (q: ReportQuery) => ReactNode;
  /** More buttons after the export, given the filters. */
  actions?: (q: ReportQuery) => ReactNode;
}) {
  const { message } = App.useApp();
  const canExport = useCan(`${perm}_export`);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(chinaToday(-29)), dayjs(chinaToday())]);
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const [productId, setProductId] = useState<string>();
  const [poiId, setPoiId] = useState<string>();
  const [channel, setChannel] = useState<string>();
  const [tabKey, setTabKey] = useState(initialTab ?? tabs[0]!.key);
  const base = { startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD'), period };
  const query: ReportQuery = {
    ...base,
    ...(productId && { productId }),
    ...(poiId && { poiId }),
    ...(channel && { channel }),
  };
  const options = useQueryOf('report-options', [base.startDate, base.endDate], () => reports.options(base));
  const tab = tabs.find((t) => t.key === tabKey) ?? tabs[0]!;
  const [exporting, setExporting] = useState(false);
  const doExport = async () => {
    if (!tab.sheet) return;
    setExporting(true);
    try {
      saveExport(
        await exportReport(pageKey, { ...query, report: tab.sheet }),
        `${tab.label}_${query.startDate}_${query.endDate}.xlsx`,
        message,
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card>
      <Space wrap style={{ marginBottom: 8 }} data-testid="report-filters">
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          presets={[
            { label: '近7天', value: [dayjs(chinaToday(-6)), dayjs(chinaToday())] },
            { label: '近30天', value: [dayjs(chinaToday(-29)), dayjs(chinaToday())] },
            { label: '近90天', value: [dayjs(chinaToday(-89)), dayjs(chinaToday())] },
          ]}
          disabledDate={(d, info) => {
            const from = info?.from;
            return d.isAfter(dayjs(chinaToday()), 'day') || (!!from && Math.abs(d.diff(from, 'day')) > 365);
          }}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          data-testid="report-range"
        />
        {dims.includes('period') && (
          <Segmented
            value={period}
            onChange={(v) => setPeriod(v as ReportPeriod)}
            options={Object.entries(REPORT_PERIODS).map(([value, label]) => ({ value, label }))}
            data-testid="report-period"
          />
        )}
        {dims.includes('product') && (
          <Select
            placeholder="全部产品"
            aria-label="产品"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 200 }}
            value={productId}
            onChange={setProductId}
            options={options.data?.products ?? []}
            data-testid="report-product"
          />
        )}
        {dims.includes('poi') && (
          <Select
            placeholder="全部景区"
            aria-label="景区"
            allowClear
            style={{ width: 180 }}
            value={poiId}
            onChange={setPoiId}
            options={options.data?.pois ?? []}
            data-testid="report-poi"
          />
        )}
        {dims.includes('channel') && (
          <Select
            placeholder="全部渠道"
            aria-label="渠道"
            allowClear
            style={{ width: 150 }}
            value={channel}
            onChange={setChannel}
            options={options.data?.channels ?? []}
            data-testid="report-channel"
          />
        )}
        {canExport && tab.sheet && (
          <Button loading={exporting} onClick={() => void doExport()} data-testid="report-export">
            导出
          </Button>
        )}
        {actions?.(query)}
      </Space>
      {header?.(query)}
      <Tabs
        activeKey={tab.key}
        onChange={setTabKey}
        destroyOnHidden
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: <TabPane tab={t} query={query} pageKey={pageKey} /> }))}
      />
    </Card>
  );
}

/** The sales figures of a row group, as statistics above a chart. */
export const saleStats = (rows: Row[]) => [
  { title: '支付订单', value: sum(rows, 'paidOrders') },
  { title: '支付金额', value: yuanText(sum(rows, 'paidMoney')) },
  { title: '退款金额', value: yuanText(sum(rows, 'refundMoney')) },
  { title: '净收入', value: yuanText(sum(rows, 'netMoney')) },
];

export type { SaleRow };
