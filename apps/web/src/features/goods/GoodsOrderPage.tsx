import { useState } from 'react';
import { Button, Form, Input, Segmented, Space, Tabs } from 'antd';
import { DELIVERY_STATUS_TEXT, EXPRESS_COMPANIES, GOODS_PERMS, SALE_KIND_TEXT } from '@yym/contract';
import { Money, OrderList, OrderStatusTag, useCan, type OrderColumn, type OrderSearch } from '../../components/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { goodsOrders, orderActions, type GoodsOrderRow } from './api.ts';
import { OrderDrawer } from './GoodsOrderDrawer.tsx';
import { ImportDialog } from './ExpressImport.tsx';

type Kind = 'goods' | 'bundle' | 'food' | 'line';
const P = GOODS_PERMS.order;
const _COMPANIES = Object.entries(EXPRESS_COMPANIES).map(([value, label]) => ({ value, label }));

const search: OrderSearch = {
  fields: (
    <>
      <Form.Item name="orderNo" label="订单号">
        <Input allowClear placeholder="订单号" data-testid="go-search-no" />
      </Form.Item>
      <Form.Item name="contactPhone" label="手机号">
        <Input allowClear placeholder="下单或收货手机号" />
      </Form.Item>
      <Form.Item name="productName" label="商品">
        <Input allowClear placeholder="商品名称" />
      </Form.Item>
      <Form.Item name="trackingNo" label="快递单号">
        <Input allowClear placeholder="快递单号" />
      </Form.Item>
    </>
  ),
  toFilters: (v) => ({ orderNo: v.orderNo, contactPhone: v.contactPhone, productName: v.productName, trackingNo: v.trackingNo }),
};

const columns: OrderColumn<GoodsOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  {
    title: '商品',
    dataIndex: 'productName',
    render: (_, r) => (
      <div>
        <div>{r.productName}</div>
        <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>
          {r.skuName} × {r.quantity}
        </div>
      </div>
    ),
  },
  {
    title: '收货 / 联系人',
    dataIndex: 'receiverName',
    width: 220,
    render: (_, r) =>
      r.receiverName ? (
        <div>
          <div>
            {r.receiverName} {r.receiverPhone}
          </div>
          <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>
            {r.regionName}
            {r.address}
          </div>
        </div>
      ) : (
        `${r.contactName} ${r.contactPhone}`
      ),
  },
  {
    title: '金额',
    dataIndex: 'totalMoney',
    width: 110,
    render: (v, r) => (
      <div>
        <Money cents={v} />
        {r.freight > 0 && (
          <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>
            含运费 <Money cents={r.freight} />
          </div>
        )}
      </div>
    ),
  },
  {
    title: '状态',
    dataIndex: 'orderStatus',
    width: 100,
    render: (v, r) => (r.saleKind === 'goods' && v === 8821 ? DELIVERY_STATUS_TEXT[r.deliveryStatus] : <OrderStatusTag code={v} />),
  },
  { title: '物流', dataIndex: 'trackingNo', width: 170, render: (v, r) => (v ? `${r.expressName} ${v}` : '—') },
  { title: '下单时间', dataIndex: 'createTime', width: 170 },
];

/** 商品订单: goods orders with parcels (ship, track, import), and bundle, food and line orders; tabs with counts. */
export default function GoodsOrderPage() {
  const [kind, setKind] = useState<Kind>('goods');
  const [status, setStatus] = useState('');
  const [importing, setImporting] = useState(false);
  const canShip = useCan(P.express);
  const counts = useQueryOf(goodsOrders, ['counts', kind], () => orderActions.counts({ kind }));
  const total = (counts.data ?? []).reduce((s, c) => s + c.count, 0);
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Segmented<Kind>
          value={kind}
          onChange={(v) => {
            setKind(v);
            setStatus('');
          }}
          options={(['goods', 'bundle', 'food', 'line'] as Kind[]).map((k) => ({ value: k, label: `${SALE_KIND_TEXT[k]}订单` }))}
          data-testid="go-kind"
        />
        {kind === 'goods' && canShip && (
          <Button onClick={() => setImporting(true)} data-testid="go-import">
            批量发货
          </Button>
        )}
      </Space>
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[
          { key: '', label: `全部 (${total})` },
          ...(counts.data ?? []).map((c) => ({ key: c.status, label: `${c.name} (${c.count})` })),
        ]}
      />
      <OrderList<GoodsOrderRow>
        resource={goodsOrders}
        columns={columns}
        search={search}
        params={{ kind, status: status || undefined }}
        exportPerm={P.export}
        exportName={`${SALE_KIND_TEXT[kind]}订单`}
        scrollX={1300}
        actionWidth={80}
        openOnDoubleClick
        detailTestId={(r) => `go-detail-${r.orderNo}`}
        detail={(id, close) => <OrderDrawer orderId={id} onClose={close} />}
      />
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </div>
  );
}
