import { useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { Button, Card, Descriptions, Modal, Spin, Table, Tag } from 'antd';
import { FISSION_LEDGER_TEXT, FISSION_ORDER_TEXT } from '@yym/contract';
import { EChart, ListPage, escGuard, type CrudColumn } from '../../components/index.ts';
import { fissionDaily, fissionOrders, kickbackDetail, type FissionLedgerRow, type FissionOrderRow } from './api.ts';

import { ORDER_COLOR, kickText, options, yuan } from './shared.tsx';

// ---------------------------------------------------------------- 分销订单

function DailyChart() {
  const q = useQueryOf('fission-daily', [], () => fissionDaily(30));
  const rows = q.data ?? [];
  if (q.isLoading) return <Spin />;
  return (
    <Card size="small" title="近30天分销订单与佣金" style={{ marginBottom: 12 }}>
      {rows.length ? (
        <EChart
          testId="fission-daily"
          height={220}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { data: ['佣金(元)', '订单数'] },
            grid: { left: 48, right: 48, top: 36, bottom: 28 },
            xAxis: { type: 'category', data: rows.map((r) => r.day.slice(5)) },
            yAxis: [
              { type: 'value', name: '元' },
              { type: 'value', name: '单', minInterval: 1 },
            ],
            series: [
              { name: '佣金(元)', type: 'bar', data: rows.map((r) => r.kickback / 100), itemStyle: { color: '#ad4e00' } },
              { name: '订单数', type: 'line', yAxisIndex: 1, data: rows.map((r) => r.orders) },
            ],
          }}
        />
      ) : (
        <div style={{ color: 'var(--yym-muted)', padding: 24, textAlign: 'center' }}>近30天暂无分销订单</div>
      )}
    </Card>
  );
}

function KickbackDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const q = useQueryOf('fission-kickback', [orderId], () => kickbackDetail(orderId));
  const o = q.data?.order;
  return (
    <Modal modalRender={escGuard} open width={760} title="佣金明细" footer={null} onCancel={onClose}>
      {!o ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
            <Descriptions.Item label="商品">
              {o.productName} × {o.quantity}
            </Descriptions.Item>
            <Descriptions.Item label="推广员">{o.promoterName}</Descriptions.Item>
            <Descriptions.Item label="方案">{o.planName ?? '特殊分销商佣金'}</Descriptions.Item>
            <Descriptions.Item label="佣金规则">{kickText(o)}</Descriptions.Item>
            <Descriptions.Item label="订单金额">{yuan(o.totalMoney)}</Descriptions.Item>
            <Descriptions.Item label="佣金">{yuan(o.kickback)}</Descriptions.Item>
            <Descriptions.Item label="已冲回">{yuan(o.reversed)}</Descriptions.Item>
          </Descriptions>
          <Table<FissionLedgerRow>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={q.data!.ledger}
            columns={[
              { title: '时间', dataIndex: 'createTime', width: 170 },
              { title: '类型', dataIndex: 'kind', render: (v) => FISSION_LEDGER_TEXT[v] },
              { title: '金额', dataIndex: 'amount', render: (v: number) => `${v > 0 ? '+' : ''}${(v / 100).toFixed(2)}` },
              { title: '状态', dataIndex: 'settled', render: (v) => (v ? '已结算' : '结算中') },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

export function OrdersTab() {
  const [viewing, setViewing] = useState<string | null>(null);
  const columns: CrudColumn<FissionOrderRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 180, search: true },
    { title: '商品', dataIndex: 'productName' },
    { title: '数量', dataIndex: 'quantity', width: 60 },
    { title: '下单手机', dataIndex: 'contactPhone', width: 115 },
    { title: '推广员', dataIndex: 'promoterName', width: 110, search: true },
    { title: '订单金额', dataIndex: 'totalMoney', width: 100, render: (v) => yuan(v) },
    { title: '佣金', dataIndex: 'kickback', width: 90, render: (v) => yuan(v) },
    { title: '已冲回', dataIndex: 'reversed', width: 80, render: (v) => (v ? yuan(v) : '—') },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      search: true,
      options: options(FISSION_ORDER_TEXT),
      render: (v) => <Tag color={ORDER_COLOR[v]}>{FISSION_ORDER_TEXT[v]}</Tag>,
    },
    { title: '下单时间', dataIndex: 'createTime', width: 170 },
  ];
  return (
    <>
      <DailyChart />
      <ListPage<FissionOrderRow & { id: string }>
        resource={fissionOrders}
        columns={columns as CrudColumn<FissionOrderRow & { id: string }>[]}
        exportPerm={false}
        actionWidth={150}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setViewing(r.orderId)}>
            佣金明细
          </Button>
        )}
      />
      {viewing && <KickbackDialog orderId={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
