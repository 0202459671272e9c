import { periodTitle, pieChart, rankChart, ReportShell, SALE_COLUMNS, saleStats, seriesChart, type ReportTab } from './ReportKit.tsx';
import { reports } from './api.ts';

const TOTAL = ['placedOrders', 'paidOrders', 'paidQty', 'paidMoney', 'refundCount', 'refundMoney', 'netMoney'];

const TABS: ReportTab[] = [
  {
    key: 'gather',
    label: '订单汇总',
    sheet: 'orderGather',
    read: (q) => reports.orderGather(q),
    stats: saleStats,
    chart: (rows) =>
      seriesChart(rows, (r) => String(r.period).slice(5), [
        { name: '支付金额(元)', key: 'paidMoney', type: 'line' },
        { name: '退款金额(元)', key: 'refundMoney', type: 'bar' },
      ]),
    columns: (q) => [{ title: periodTitle(q.period), dataIndex: 'period' }, ...SALE_COLUMNS],
    rowKey: (r) => r.period,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'ranking',
    label: '销售排行',
    sheet: 'salesRanking',
    read: (q) => reports.salesRanking(q),
    chart: (rows) => rankChart(rows, (r) => r.productName, [{ name: '支付金额(元)', key: 'paidMoney' }]),
    columns: () => [{ title: '产品', dataIndex: 'productName' }, ...SALE_COLUMNS],
    rowKey: (r) => `${r.orderKind}-${r.productId}`,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'ratio',
    label: '渠道占比',
    read: (q) => reports.orderRatio(q),
    chart: (rows) =>
      pieChart(
        rows.map((r) => ({ name: r.name, value: r.value })),
        true,
      ),
    columns: () => [
      { title: '渠道', dataIndex: 'name' },
      { title: '支付金额', dataIndex: 'value', align: 'right', render: (v: number) => `¥${(v / 100).toFixed(2)}` },
      { title: '占比', dataIndex: 'ratio', align: 'right', render: (v: number) => `${(v * 100).toFixed(1)}%` },
    ],
    rowKey: (r) => r.key,
  },
  {
    key: 'types',
    label: '订单类型',
    sheet: 'orderTypes',
    read: (q) => reports.orderTypesCollect(q),
    chart: (rows) =>
      pieChart(
        rows.map((r) => ({ name: r.orderKindName, value: r.paidMoney })),
        true,
      ),
    columns: () => [{ title: '订单类型', dataIndex: 'orderKindName' }, ...SALE_COLUMNS],
    rowKey: (r) => r.orderKind,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'detail',
    label: '明细',
    sheet: 'orderDetail',
    paged: true,
    read: (q, p) => reports.orderDetail({ ...q, ...p }),
    columns: (q) => [
      { title: periodTitle(q.period), dataIndex: 'period' },
      { title: '产品', dataIndex: 'productName' },
      { title: '渠道', dataIndex: 'channelName' },
      ...SALE_COLUMNS,
    ],
    rowKey: (r) => `${r.period}-${r.productId}-${r.channel}`,
    totals: { label: '本页合计', keys: TOTAL },
  },
];

/** 订单报表: order gather, sales ranking, channel ratio, order types and the detail, over a range. */
export default function OrderReportPage() {
  return <ReportShell pageKey="order" perm="order_report" tabs={TABS} dims={['period', 'product', 'poi', 'channel']} />;
}
