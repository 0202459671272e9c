import { DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { ORDER_STATUS_LABELS } from '@yym/contract';
import { Money, OrderList, OrderStatusTag, type OrderColumn, type OrderSearch } from '../../components/index.ts';
import { scenicOrders, type OrderRow } from './api.ts';
import { OrderDrawer } from './OrderDrawer.tsx';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([k, v]) => ({ value: Number(k), label: v.zh }));

const search: OrderSearch = {
  fields: (
    <>
      <Form.Item name="orderNo" label="订单号">
        <Input allowClear placeholder="订单号" />
      </Form.Item>
      <Form.Item name="contactName" label="联系人">
        <Input allowClear placeholder="联系人" />
      </Form.Item>
      <Form.Item name="contactPhone" label="手机号">
        <Input allowClear placeholder="手机号" data-testid="search-phone" />
      </Form.Item>
      <Form.Item name="productName" label="商品">
        <Input allowClear placeholder="商品名称" />
      </Form.Item>
      <Form.Item name="orderStatus" label="状态">
        <Select allowClear style={{ width: 140 }} options={STATUS_OPTIONS} placeholder="全部" />
      </Form.Item>
      <Form.Item name="dates" label="下单日期">
        <DatePicker.RangePicker />
      </Form.Item>
    </>
  ),
  toFilters: (v) => {
    const [start, end] = (v.dates ?? []) as Dayjs[];
    return {
      orderNo: v.orderNo,
      contactName: v.contactName,
      contactPhone: v.contactPhone,
      productName: v.productName,
      orderStatus: v.orderStatus,
      startDate: start?.format('YYYY-MM-DD'),
      endDate: end?.format('YYYY-MM-DD'),
    };
  },
};

const columns: OrderColumn<OrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 190, ellipsis: true },
  { title: '商品', dataIndex: 'productName', ellipsis: true, render: (v, r) => `${v} / ${r.skuName}` },
  { title: '游玩日期', dataIndex: 'playDate', width: 100 },
  { title: '数量', dataIndex: 'quantity', width: 56 },
  { title: '金额', dataIndex: 'totalMoney', width: 96, render: (v) => <Money cents={v} /> },
  {
    title: '联系人',
    dataIndex: 'contactName',
    width: 120,
    // name above phone: both readable in a narrow column
    render: (v, r) => (
      <div title={`${v ?? ''} ${r.contactPhone ?? ''}`}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{v}</div>
        <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>{r.contactPhone}</div>
      </div>
    ),
  },
  {
    title: '状态',
    dataIndex: 'orderStatus',
    width: 128,
    render: (v, r) => (
      <Space size={4} wrap>
        <OrderStatusTag code={v} />
        {r.isUnusual === 1 && (
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            异常
          </Tag>
        )}
      </Space>
    ),
  },
  { title: '下单时间', dataIndex: 'createTime', width: 165, ellipsis: true },
];

/** Scenic orders: search by number, contact, phone, product, status and dates; detail with logs; refunds and their audit. */
export default function ScenicOrderPage() {
  return (
    <OrderList<OrderRow>
      resource={scenicOrders}
      columns={columns}
      search={search}
      exportPerm="order_scenic_export"
      exportName="景区订单"
      // fits a 1366 px screen; narrower ones scroll sideways
      scrollX={1040}
      actionWidth={70}
      detail={(id, close) => <OrderDrawer orderId={id} onClose={close} />}
    />
  );
}
