import { Tag } from 'antd';
import { REPORT_ORDER_KINDS } from '@yym/contract';
import { money, periodTitle, ReportShell, SALE_COLUMNS, saleStats, seriesChart, type ReportTab } from './ReportKit.tsx';
import { reports } from './api.ts';

const TOTAL = ['placedOrders', 'paidOrders', 'paidQty', 'paidMoney', 'refundCount', 'refundMoney', 'netMoney'];

const TABS: ReportTab[] = [
  {
    key: 'report',
    label: '财务报表',
    sheet: 'financeReport',
    read: (q) => reports.financeReport(q),
    stats: saleStats,
    chart: (rows) =>
      seriesChart(rows, (r) => String(r.period).slice(5), [
        { name: '支付金额(元)', key: 'paidMoney', type: 'bar' },
        { name: '退款金额(元)', key: 'refundMoney', type: 'bar' },
        { name: '净收入(元)', key: 'netMoney', type: 'line' },
      ]),
    columns: (q) => [{ title: periodTitle(q.period), dataIndex: 'period' }, ...SALE_COLUMNS],
    rowKey: (r) => r.period,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'detail',
    label: '报表明细',
    sheet: 'financeDetail',
    paged: true,
    read: (q, p) => reports.financeDetail({ ...q, ...p }),
    columns: (q) => [
      { title: periodTitle(q.period), dataIndex: 'period' },
      { title: '订单类型', dataIndex: 'orderKindName' },
      { title: '产品', dataIndex: 'productName' },
      ...SALE_COLUMNS,
    ],
    rowKey: (r) => `${r.period}-${r.orderKind}-${r.productId}`,
    totals: { label: '本页合计', keys: TOTAL },
  },
  {
    key: 'flow',
    label: '支付流水',
    paged: true,
    read: (q, p) => reports.paymentFlow({ ...q, ...p }),
    columns: () => [
      { title: '完成时间', dataIndex: 'finishTime' },
      {
        title: '类型',
        dataIndex: 'kind',
        render: (k: string) => (k === 'pay' ? <Tag color="green">收款</Tag> : <Tag color="orange">退款</Tag>),
      },
      { title: '金额', dataIndex: 'amount', align: 'right', render: money },
      { title: '订单号', dataIndex: 'orderNo' },
      { title: '订单类型', dataIndex: 'orderKind', render: (k: string) => REPORT_ORDER_KINDS[k] ?? k },
      { title: '产品', dataIndex: 'productName' },
      { title: '交易号', dataIndex: 'tradeNo' },
      { title: '支付通道', dataIndex: 'provider' },
    ],
    rowKey: (r) => r.id,
  },
];

/** 财务报表: paid, refunded and net by period, the detail by kind and product, and the payment flow. */
export function Finance({ tab }: { tab: 'report' | 'detail' }) {
  return (
    <ReportShell pageKey="finance" perm="finance_report" tabs={TABS} dims={['period', 'product', 'poi', 'channel']} initialTab={tab} />
  );
}
export default function FinancePage() {
  return <Finance tab="report" />;
}
