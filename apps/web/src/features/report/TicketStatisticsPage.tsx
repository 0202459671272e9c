import { percent, periodTitle, ReportShell, seriesChart, sum, type ReportTab } from './ReportKit.tsx';
import { reports } from './api.ts';

const TABS: ReportTab[] = [
  {
    key: 'statistics',
    label: '检票统计',
    sheet: 'ticketStatistics',
    read: (q) => reports.ticketStatistics(q),
    stats: (rows) => [{ title: '检票人数', value: sum(rows, 'checked') }],
    chart: (rows) => {
      const by = new Map<string, number>();
      for (const r of rows) by.set(r.period, (by.get(r.period) ?? 0) + r.checked);
      return seriesChart(
        [...by].map(([period, checked]) => ({ period, checked })),
        (r) => String(r.period).slice(5),
        [{ name: '检票人数', key: 'checked', type: 'bar' }],
      );
    },
    columns: (q) => [
      { title: periodTitle(q.period), dataIndex: 'period' },
      { title: '产品', dataIndex: 'productName' },
      { title: '景区', dataIndex: 'poiName' },
      { title: '检票人数', dataIndex: 'checked', align: 'right' },
    ],
    rowKey: (r) => `${r.period}-${r.orderKind}-${r.productId}-${r.poiId}`,
    totals: { label: '合计', keys: ['checked'] },
  },
  {
    key: 'hours',
    label: '分时检票',
    sheet: 'verifyHours',
    read: (q) => reports.verifyReportPage(q),
    chart: (rows) => seriesChart(rows, (r) => `${r.hour}时`, [{ name: '检票人数', key: 'checked', type: 'bar' }]),
    columns: () => [
      { title: '时段', dataIndex: 'hour', render: (h: number) => `${String(h).padStart(2, '0')}:00-${String(h + 1).padStart(2, '0')}:00` },
      { title: '检票人数', dataIndex: 'checked', align: 'right' },
    ],
    rowKey: (r) => String(r.hour),
    totals: { label: '合计', keys: ['checked'] },
  },
  {
    key: 'compare',
    label: '检票对比',
    note: '所选日期与之前同样天数的对比,按景区。',
    read: (q) => reports.verifyCompare(q),
    chart: (rows) =>
      seriesChart(rows, (r) => r.name, [
        { name: '本期', key: 'current', type: 'bar' },
        { name: '上期', key: 'previous', type: 'bar' },
      ]),
    columns: () => [
      { title: '景区', dataIndex: 'name' },
      { title: '本期', dataIndex: 'current', align: 'right' },
      { title: '上期', dataIndex: 'previous', align: 'right' },
      { title: '变化', dataIndex: 'change', align: 'right', render: percent },
    ],
    rowKey: (r) => r.key,
    totals: { label: '合计', keys: ['current', 'previous'] },
  },
];

/** 检票统计: checked guests by day and product, by hour of the day, and against the range before. */
export default function TicketStatisticsPage() {
  return <ReportShell pageKey="ticket" perm="ticket_statistics" tabs={TABS} dims={['period', 'product', 'poi']} />;
}
