import { useMemo, useState } from 'react';
import { App, Button, Card, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { EChart, Money, SmallTable, saveExport } from '../../components/index.ts';
import { gpvReports, type GpvSaleDay } from './api.ts';

function SaleChart({ days }: { days: GpvSaleDay[] }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0, data: ['实收(元)', '人数'] },
      grid: { left: 50, right: 50, top: 40, bottom: 30 },
      xAxis: { type: 'category' as const, data: days.map((d) => d.day) },
      yAxis: [
        { type: 'value' as const, name: '元' },
        { type: 'value' as const, name: '人' },
      ],
      series: [
        { name: '实收(元)', type: 'bar' as const, data: days.map((d) => Number(centsToYuan(d.paid - d.refunded))) },
        { name: '人数', type: 'line' as const, yAxisIndex: 1, data: days.map((d) => d.people) },
      ],
    }),
    [days],
  );
  return <EChart option={option} height={280} testId="gpv-sale-chart" />;
}

/** 团购券报表: sales by day (chart), by voucher, and verifications by day and POI, each exportable. */
export function GpvReport() {
  const { message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const query = { start: range[0].format('YYYY-MM-DD'), end: range[1].format('YYYY-MM-DD') };
  const sale = useQueryOf('vc-gpv-report', ['sale', query.start, query.end], () => gpvReports.sale(query));
  const byGpv = useQueryOf('vc-gpv-report', ['byGpv', query.start, query.end], () => gpvReports.byGpv(query));
  const verify = useQueryOf('vc-gpv-report', ['verify', query.start, query.end], () => gpvReports.verify(query));
  const totals = (sale.data ?? []).reduce(
    (s, d) => ({ paid: s.paid + d.paid, refunded: s.refunded + d.refunded, people: s.people + d.people }),
    {
      paid: 0,
      refunded: 0,
      people: 0,
    },
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Space>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <span data-testid="gpv-report-total">
          实收 <Money cents={totals.paid - totals.refunded} />
          ,售出 {totals.people} 人
        </span>
      </Space>
      <Card size="small" title="销售趋势" loading={sale.isLoading}>
        <SaleChart days={sale.data ?? []} />
      </Card>
      <Card
        size="small"
        title="按团购券汇总"
        extra={<Button onClick={async () => saveExport(await gpvReports.exportByGpv(query), '团购券销售汇总.xlsx', message)}>导出</Button>}
      >
        <SmallTable
          rowKey="gpvId"
          loading={byGpv.isLoading}
          dataSource={byGpv.data ?? []}
          locale={{ emptyText: '所选日期内没有销售' }}
          columns={[
            { title: '团购券', dataIndex: 'gpvName' },
            { title: '订单数', dataIndex: 'orders', width: 80 },
            { title: '人数', dataIndex: 'people', width: 80 },
            { title: '实收', dataIndex: 'paid', width: 100, render: (v) => <Money cents={v} /> },
            { title: '退款', dataIndex: 'refunded', width: 100, render: (v) => <Money cents={v} /> },
            { title: '已核销', dataIndex: 'verified', width: 80 },
          ]}
        />
      </Card>
      <Card
        size="small"
        title="核销汇总"
        extra={<Button onClick={async () => saveExport(await gpvReports.exportVerify(query), '团购券核销汇总.xlsx', message)}>导出</Button>}
      >
        <SmallTable
          rowKey={(r) => `${r.day}-${r.poiName}-${r.gpvName}`}
          loading={verify.isLoading}
          dataSource={verify.data ?? []}
          locale={{ emptyText: '所选日期内没有核销' }}
          columns={[
            { title: '日期', dataIndex: 'day', width: 120 },
            { title: '核销地点', dataIndex: 'poiName' },
            { title: '团购券', dataIndex: 'gpvName' },
            { title: '核销人数', dataIndex: 'verified', width: 100 },
          ]}
        />
      </Card>
    </Space>
  );
}
