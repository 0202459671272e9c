import { App, Button, Card, Col, Row as Grid, Statistic } from 'antd';
import { useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { saveExport, useCan } from '../../components/index.ts';
import { periodTitle, rankChart, ReportShell, SALE_COLUMNS, seriesChart, yuanText, type ReportTab } from './ReportKit.tsx';
import { exportScenicOrders, reports, type ReportQuery } from './api.ts';

const TOTAL = ['placedOrders', 'paidOrders', 'paidQty', 'paidMoney', 'refundCount', 'refundMoney', 'netMoney', 'checked'];

const TABS: ReportTab[] = [
  {
    key: 'page',
    label: '景区运营',
    sheet: 'scenicOperate',
    paged: true,
    read: (q, p) => reports.scenicOperatePage({ ...q, ...p }),
    chart: (rows) =>
      rankChart(rows, (r) => r.poiName, [
        { name: '支付金额(元)', key: 'paidMoney' },
        { name: '检票人数', key: 'checked' },
      ]),
    columns: () => [{ title: '景区', dataIndex: 'poiName' }, ...SALE_COLUMNS, { title: '检票人数', dataIndex: 'checked', align: 'right' }],
    rowKey: (r) => r.poiId,
    totals: { label: '本页合计', keys: TOTAL },
  },
  {
    key: 'details',
    label: '运营明细',
    sheet: 'scenicOperateDetails',
    note: '按日期与产品列出;选择景区只看该景区。',
    read: (q) => reports.scenicOperateDetails(q),
    chart: (rows) => {
      const by = new Map<string, number>();
      for (const r of rows) by.set(r.period, (by.get(r.period) ?? 0) + r.paidMoney);
      const series = [...by].map(([period, paidMoney]) => ({ period, paidMoney }));
      return seriesChart(series, (r) => String(r.period).slice(5), [{ name: '支付金额(元)', key: 'paidMoney', type: 'bar' }]);
    },
    columns: (q) => [{ title: periodTitle(q.period), dataIndex: 'period' }, { title: '产品', dataIndex: 'productName' }, ...SALE_COLUMNS],
    rowKey: (r) => `${r.period}-${r.orderKind}-${r.productId}`,
    totals: { label: '合计', keys: TOTAL },
  },
];

function Totals({ query }: { query: ReportQuery }) {
  const s = useQueryOf('report-scenic', ['statistics', query], () => reports.scenicOperateStatistics(query));
  const v = s.data;
  const items = [
    ['支付订单', v?.paidOrders ?? '-'],
    ['支付票数', v?.paidQty ?? '-'],
    ['支付金额', v ? yuanText(v.paidMoney) : '-'],
    ['退款金额', v ? yuanText(v.refundMoney) : '-'],
    ['净收入', v ? yuanText(v.netMoney) : '-'],
    ['检票人数', v?.checked ?? '-'],
  ] as const;
  return (
    <Grid gutter={12} style={{ marginBottom: 8 }} data-testid="scenic-statistics">
      {items.map(([title, value]) => (
        <Col key={title} xs={12} md={4}>
          <Card size="small" loading={s.isFetching && !v}>
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Grid>
  );
}

/** The orders placed in the range under the filters, one row each (the scenic order export). */
function OrderExport({ query }: { query: ReportQuery }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!useCan('scenic_operation_export')) return null;
  const run = async () => {
    setBusy(true);
    try {
      saveExport(await exportScenicOrders(query), `景区订单明细_${query.startDate}_${query.endDate}.xlsx`, message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void run()} data-testid="scenic-order-export">
      导出订单明细
    </Button>
  );
}

/** 景区运营: each scenic spot's sales and checked guests, the totals above, and the day-by-day details. */
export default function ScenicOperationPage() {
  return (
    <ReportShell
      pageKey="scenic"
      perm="scenic_operation"
      tabs={TABS}
      dims={['period', 'product', 'poi', 'channel']}
      header={(q) => <Totals query={q} />}
      actions={(q) => <OrderExport query={q} />}
    />
  );
}
