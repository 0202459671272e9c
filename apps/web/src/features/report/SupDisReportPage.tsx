import {
  channelTrend,
  money,
  pieChart,
  rankChart,
  ReportShell,
  SALE_COLUMNS,
  saleStats,
  seriesChart,
  type ReportTab,
} from './ReportKit.tsx';
import { reports } from './api.ts';

const TOTAL = ['placedOrders', 'paidOrders', 'paidQty', 'paidMoney', 'refundCount', 'refundMoney', 'netMoney'];

const TABS: ReportTab[] = [
  {
    key: 'supplier',
    label: '供应商汇总',
    sheet: 'supplierCollect',
    note: '供应商即产品所属景区。',
    read: (q) => reports.supplierCollect(q),
    stats: saleStats,
    chart: (rows) => rankChart(rows, (r) => r.poiName, [{ name: '支付金额(元)', key: 'paidMoney' }]),
    columns: () => [{ title: '供应商(景区)', dataIndex: 'poiName' }, ...SALE_COLUMNS],
    rowKey: (r) => r.poiId,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'distributor',
    label: '分销商汇总',
    sheet: 'distributorCollect',
    note: '分销商即订单的售卖渠道。',
    read: (q) => reports.distributorCollect(q),
    chart: (rows) =>
      pieChart(
        rows.map((r) => ({ name: r.channelName, value: r.paidMoney })),
        true,
      ),
    columns: () => [{ title: '分销渠道', dataIndex: 'channelName' }, ...SALE_COLUMNS],
    rowKey: (r) => r.channel,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'sales',
    label: '销售统计',
    read: (q) => reports.saleStatistics(q),
    chart: (rows) => (rows.length ? channelTrend(rows) : seriesChart([], () => '', [])),
    columns: () => [{ title: '日期', dataIndex: 'period' }, { title: '渠道', dataIndex: 'channelName' }, ...SALE_COLUMNS],
    rowKey: (r) => `${r.period}-${r.channel}`,
    totals: { label: '合计', keys: TOTAL },
  },
  {
    key: 'settlement',
    label: '供应商结算',
    sheet: 'supplierSettlement',
    note: '应结算金额 = 支付金额 - 退款金额。',
    read: (q) => reports.supplierSettlement(q),
    columns: () => [
      { title: '供应商(景区)', dataIndex: 'poiName' },
      { title: '支付订单', dataIndex: 'paidOrders', align: 'right' },
      { title: '支付金额', dataIndex: 'paidMoney', align: 'right', render: money },
      { title: '退款金额', dataIndex: 'refundMoney', align: 'right', render: money },
      { title: '应结算金额', dataIndex: 'netMoney', align: 'right', render: money },
    ],
    rowKey: (r) => r.poiId,
    totals: { label: '合计', keys: ['paidOrders', 'paidMoney', 'refundMoney', 'netMoney'] },
  },
];

/** 供应分销报表: suppliers' (scenic spots') and distributors' (channels') collections, sales and settlement. */
export default function SupDisReportPage() {
  return <ReportShell pageKey="supDis" perm="sup_dis_report" tabs={TABS} dims={['period', 'product', 'poi', 'channel']} />;
}
