import { channelTrend, percent, ReportShell, SALE_COLUMNS, saleStats, seriesChart, type ReportTab } from './ReportKit.tsx';
import { reports } from './api.ts';

const TOTAL = ['placedOrders', 'paidOrders', 'paidQty', 'paidMoney', 'refundCount', 'refundMoney', 'netMoney'];

const TABS: ReportTab[] = [
  {
    key: 'ota',
    label: '渠道统计',
    sheet: 'otaStatistics',
    read: (q) => reports.otaStatistics(q),
    stats: saleStats,
    chart: (rows) => channelTrend(rows),
    columns: () => [{ title: '日期', dataIndex: 'period' }, { title: '渠道', dataIndex: 'channelName' }, ...SALE_COLUMNS],
    rowKey: (r) => `${r.period}-${r.channel}`,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'detail',
    label: '渠道明细',
    sheet: 'otaDetail',
    paged: true,
    read: (q, p) => reports.otaDetail({ ...q, ...p }),
    columns: () => [{ title: '渠道', dataIndex: 'channelName' }, { title: '产品', dataIndex: 'productName' }, ...SALE_COLUMNS],
    rowKey: (r) => `${r.channel}-${r.orderKind}-${r.productId}`,
    totals: { label: '本页合计', keys: TOTAL },
  },
  {
    key: 'compare',
    label: '类型对比',
    note: '各订单类型(门票、团队、酒店…)的支付金额,所选日期与之前同样天数对比。',
    read: (q) => reports.teamCompare(q),
    chart: (rows) =>
      seriesChart(rows, (r) => r.name, [
        { name: '本期(元)', key: 'current', type: 'bar' },
        { name: '上期(元)', key: 'previous', type: 'bar' },
      ]),
    columns: () => [
      { title: '订单类型', dataIndex: 'name' },
      { title: '本期', dataIndex: 'current', align: 'right', render: (v: number) => `¥${(v / 100).toFixed(2)}` },
      { title: '上期', dataIndex: 'previous', align: 'right', render: (v: number) => `¥${(v / 100).toFixed(2)}` },
      { title: '变化', dataIndex: 'change', align: 'right', render: percent },
    ],
    rowKey: (r) => r.key,
  },
];

/** 供应市场报表: sales by channel over time, by channel and product, and order kinds against the range before. */
export default function SupplyMarketReportPage() {
  return <ReportShell pageKey="market" perm="supply_market_report" tabs={TABS} dims={['period', 'product', 'poi', 'channel']} />;
}
