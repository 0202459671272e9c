import { useMemo, useState } from 'react';
import { App, Button, Card, Col, DatePicker, Row, Space, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { centsToYuan, chinaToday, type HotelStatusCount } from '@yym/contract';
import { rowsOf, useList, usePaging, useQueryOf } from '../../app/data.ts';
import { EChart, Money, saveExport, useCan } from '../../components/index.ts';
import { hotelReport, reportActions, type HotelReportRow } from './api.ts';
import { HotelSelect } from './shared.tsx';

/** Orders by status as a bar chart. */
function StatusChart({ rows }: { rows: HotelStatusCount[] }) {
  const option = useMemo(
    () => ({
      grid: { left: 40, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis' as const },
      xAxis: { type: 'category' as const, data: rows.map((r) => r.name), axisLabel: { interval: 0 } },
      yAxis: { type: 'value' as const, minInterval: 1 },
      series: [
        {
          type: 'bar' as const,
          data: rows.map((r) => r.count),
          itemStyle: { color: '#1570f0', borderRadius: [4, 4, 0, 0] },
          barMaxWidth: 36,
          label: { show: true, position: 'top' as const },
        },
      ],
    }),
    [rows],
  );
  return <EChart option={option} height={260} testId="hotel-status-chart" />;
}

/** 酒店报表: totals, orders by status (chart), per hotel (page, export) and per supplier, for a create-date range. */
export default function HotelReportPage() {
  const { message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(chinaToday(-29)), dayjs(chinaToday())]);
  const [hotelId, setHotelId] = useState('');
  const canExport = useCan('hotel_report_export');
  const filters = { startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD'), ...(hotelId ? { hotelId } : {}) };
  const { paging, tablePaging } = usePaging();
  const page = useList(hotelReport, { ...filters, ...paging });
  const key = JSON.stringify(filters);
  const total = useQueryOf(hotelReport, ['total', key], () => reportActions.total(filters));
  const status = useQueryOf(hotelReport, ['status', key], () => reportActions.statusList(filters));
  const sup = useQueryOf(hotelReport, ['sup', key], () => reportActions.suppliers(filters));
  const t = total.data;
  const money = (v: number | undefined) => `¥${centsToYuan(v ?? 0)}`;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space wrap>
          <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v && setRange(v as [Dayjs, Dayjs])} />
          <HotelSelect value={hotelId} onChange={setHotelId} allowClear />
          {canExport && (
            <Button onClick={() => void hotelReport.exportFile!(filters).then((b) => saveExport(b, '酒店报表.xlsx', message))}>导出</Button>
          )}
        </Space>
      </Card>
      <Row gutter={16} data-testid="hotel-report-totals">
        <Col span={5}>
          <Card>
            <Statistic title="支付订单" value={t?.orders ?? 0} />
          </Card>
        </Col>
        <Col span={5}>
          <Card>
            <Statistic title="间夜数" value={t?.roomNights ?? 0} />
          </Card>
        </Col>
        <Col span={5}>
          <Card>
            <Statistic title="销售金额" value={money(t?.saleMoney)} />
          </Card>
        </Col>
        <Col span={4}>
          <Card>
            <Statistic title="退款金额" value={money(t?.refundMoney)} />
          </Card>
        </Col>
        <Col span={5}>
          <Card>
            <Statistic title="净收入" value={money(t?.netMoney)} valueStyle={{ color: '#3f8600' }} />
          </Card>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={14}>
          <Card title="订单状态分布">{status.data && <StatusChart rows={status.data} />}</Card>
        </Col>
        <Col span={10}>
          <Card title="供应商汇总">
            <Table
              size="small"
              rowKey={(r) => r.supplierId ?? 'self'}
              pagination={false}
              dataSource={sup.data ?? []}
              columns={[
                { title: '供应商', dataIndex: 'supplierName' },
                { title: '订单', dataIndex: 'orders', width: 60 },
                { title: '间夜', dataIndex: 'roomNights', width: 60 },
                { title: '销售额', dataIndex: 'saleMoney', render: (v) => <Money cents={v} /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card title="酒店明细">
        <Table<HotelReportRow>
          size="middle"
          rowKey="hotelId"
          loading={page.isLoading}
          dataSource={rowsOf(page.data)}
          pagination={tablePaging(page.data)}
          data-testid="hotel-report-table"
          columns={[
            { title: '酒店', dataIndex: 'hotelName' },
            { title: '支付订单', dataIndex: 'orders', width: 100 },
            { title: '间夜数', dataIndex: 'roomNights', width: 100 },
            { title: '销售金额', dataIndex: 'saleMoney', width: 140, render: (v) => <Money cents={v} /> },
            { title: '退款金额', dataIndex: 'refundMoney', width: 140, render: (v) => <Money cents={v} /> },
            { title: '净收入', dataIndex: 'netMoney', width: 140, render: (v) => <Money cents={v} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
