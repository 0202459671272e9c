import { useMemo, useState } from 'react';
import { App, Button, Card, Col, Input, Radio, Row, Space, Statistic, Table } from 'antd';
import { PAY_METHOD_TEXT, type WinPayMethod, WINDOW_PERMS as P, centsToYuan, chinaToday } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { CrudPage, type CrudColumn, EChart, Money, saveExport, useCan } from '../../components/index.ts';
import { type ReportSummary, type WindowSaleRow, reportExport, reportSummary, sales } from './api.ts';

type By = 'day' | 'seller' | 'window' | 'method';
const BY: { value: By; label: string }[] = [
  { value: 'day', label: '按日期' },
  { value: 'seller', label: '按售票员' },
  { value: 'window', label: '按窗口' },
  { value: 'method', label: '按支付方式' },
];

function Chart({ data, by }: { data: ReportSummary; by: By }) {
  const option = useMemo(
    () =>
      by === 'method'
        ? {
            tooltip: { trigger: 'item' as const },
            legend: { bottom: 0 },
            series: [
              { type: 'pie' as const, radius: ['40%', '70%'], data: data.rows.map((r) => ({ name: r.label, value: r.netMoney / 100 })) },
            ],
          }
        : {
            tooltip: { trigger: 'axis' as const },
            legend: { top: 0, data: ['销售金额', '退款金额'] },
            grid: { left: 60, right: 20, top: 36, bottom: 30 },
            xAxis: { type: 'category' as const, data: data.rows.map((r) => r.label) },
            yAxis: { type: 'value' as const, name: '元' },
            series: [
              { name: '销售金额', type: 'bar' as const, barMaxWidth: 48, data: data.rows.map((r) => r.salesMoney / 100) },
              { name: '退款金额', type: 'bar' as const, barMaxWidth: 48, data: data.rows.map((r) => r.refundMoney / 100) },
            ],
          },
    [data, by],
  );
  return <EChart option={option} height={280} testId="window-report-chart" />;
}

const saleColumns: CrudColumn<WindowSaleRow>[] = [
  { title: '销售单号', dataIndex: 'keyword', hideInTable: true, search: true },
  { title: '时间', dataIndex: 'createTime', width: 170 },
  { title: '销售单号', dataIndex: 'saleNo', width: 200 },
  { title: '窗口', dataIndex: 'windowName', width: 120 },
  { title: '售票员', dataIndex: 'sellerName', width: 100 },
  { title: '支付方式', dataIndex: 'payMethod', width: 90, render: (v: WinPayMethod) => PAY_METHOD_TEXT[v] },
  { title: '金额', dataIndex: 'total', width: 100, render: (v) => <Money cents={v} /> },
  { title: '实收', dataIndex: 'received', width: 100, render: (v) => <Money cents={v} /> },
  { title: '找零', dataIndex: 'changeGiven', width: 90, render: (v) => <Money cents={v} /> },
  { title: '窗口客户', dataIndex: 'customerName', render: (v) => v ?? '-' },
  { title: '状态', dataIndex: 'saleStatus', width: 90, render: (v: number) => (v === 2 ? '已收款' : '待支付') },
];

/** 售票报表: paid sales less window refunds by day, seller, window or pay method (chart, table, export); the sales list. */
export default function ReportPage() {
  const { message } = App.useApp();
  const canExport = useCan(P.reportExport);
  const [by, setBy] = useState<By>('day');
  const [startDate, setStart] = useState(chinaToday(-6));
  const [endDate, setEnd] = useState(chinaToday());
  const q = { by, startDate, endDate };
  const data = useQueryOf('window-report', [by, startDate, endDate], () => reportSummary(q));
  const total = data.data?.total;
  return (
    <Card title="售票报表">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input type="date" aria-label="开始日期" value={startDate} onChange={(e) => e.target.value && setStart(e.target.value)} />
        <Input type="date" aria-label="结束日期" value={endDate} onChange={(e) => e.target.value && setEnd(e.target.value)} />
        <Radio.Group optionType="button" value={by} onChange={(e) => setBy(e.target.value)} options={BY} />
        {canExport && (
          <Button onClick={() => void reportExport(q).then((b) => saveExport(b, `窗口售票报表${startDate}_${endDate}.xlsx`, message))}>
            导出
          </Button>
        )}
      </Space>
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col span={6}>
          <Statistic title="销售笔数" value={total?.sales ?? '-'} loading={data.isLoading} />
        </Col>
        <Col span={6}>
          <Statistic title="售出票数" value={total?.tickets ?? '-'} loading={data.isLoading} />
        </Col>
        <Col span={6}>
          <Statistic title="退款金额(元)" value={total ? centsToYuan(total.refundMoney) : '-'} loading={data.isLoading} />
        </Col>
        <Col span={6}>
          <Statistic title="净收入(元)" value={total ? centsToYuan(total.netMoney) : '-'} loading={data.isLoading} />
        </Col>
      </Row>
      {data.data && data.data.rows.length > 0 && <Chart data={data.data} by={by} />}
      <Table
        size="small"
        rowKey="key"
        loading={data.isLoading}
        pagination={false}
        dataSource={data.data?.rows ?? []}
        locale={{ emptyText: '所选日期没有销售' }}
        columns={[
          { title: BY.find((b) => b.value === by)!.label.slice(1), dataIndex: 'label' },
          { title: '销售笔数', dataIndex: 'sales' },
          { title: '售出票数', dataIndex: 'tickets' },
          { title: '销售金额', dataIndex: 'salesMoney', render: (v: number) => <Money cents={v} /> },
          { title: '退票笔数', dataIndex: 'refunds' },
          { title: '退款金额', dataIndex: 'refundMoney', render: (v: number) => <Money cents={v} /> },
          { title: '净收入', dataIndex: 'netMoney', render: (v: number) => <Money cents={v} /> },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>窗口销售记录</h4>
      <CrudPage<WindowSaleRow>
        resource={sales}
        columns={saleColumns}
        size="small"
        perms={{ add: false, edit: false, remove: false, view: false, export: P.reportExport }}
        exportName="窗口销售记录"
      />
    </Card>
  );
}
