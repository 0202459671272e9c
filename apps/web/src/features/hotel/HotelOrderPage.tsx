import { DatePicker, Form, Input, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { BREAKFAST_TEXT, HOTEL_EMAIL_STATUS } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { Money, OrderList, OrderStatusTag, type OrderColumn, type OrderSearch } from '../../components/index.ts';
import { hotelOrders, orderActions, type HotelOrderRow } from './api.ts';
import { HotelSelect, SupplierSelect } from './shared.tsx';
import { HotelOrderDrawer } from './HotelOrderDrawer.tsx';

const search: OrderSearch = {
  fields: (
    <>
      <Form.Item name="orderNo" label="订单号">
        <Input allowClear placeholder="订单号" data-testid="ho-search-no" />
      </Form.Item>
      <Form.Item name="contactName" label="联系人">
        <Input allowClear placeholder="联系人" />
      </Form.Item>
      <Form.Item name="contactPhone" label="手机号">
        <Input allowClear placeholder="手机号" />
      </Form.Item>
      <Form.Item name="hotelId" label="酒店">
        <HotelSelect allowClear width={180} />
      </Form.Item>
      <Form.Item name="supplierId" label="供应商">
        <SupplierSelect />
      </Form.Item>
      <Form.Item name="checkIn" label="入住日期">
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="created" label="下单日期">
        <DatePicker.RangePicker data-testid="ho-search-created" />
      </Form.Item>
    </>
  ),
  toFilters: (v) => {
    const day = (d: Dayjs | undefined) => d?.format('YYYY-MM-DD');
    const [a, b] = (v.checkIn ?? []) as Dayjs[];
    const [c, d] = (v.created ?? []) as Dayjs[];
    return {
      orderNo: v.orderNo,
      contactName: v.contactName,
      contactPhone: v.contactPhone,
      hotelId: v.hotelId || undefined,
      supplierId: v.supplierId || undefined,
      checkInStart: day(a),
      checkInEnd: day(b),
      startDate: day(c),
      endDate: day(d),
    };
  },
};

const columns: OrderColumn<HotelOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  {
    title: '酒店 / 房型',
    dataIndex: 'hotelName',
    render: (_, r) => (
      <div>
        <div>{r.hotelName}</div>
        <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>
          {r.roomTypeName} · {r.planName} · {BREAKFAST_TEXT(r.breakfast)}
        </div>
      </div>
    ),
  },
  {
    title: '入住 / 离店',
    dataIndex: 'checkIn',
    width: 190,
    render: (_, r) => (
      <div>
        <div>
          {r.checkIn} ~ {r.checkOut}
        </div>
        <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>
          {r.nights}晚 {r.rooms}间
        </div>
      </div>
    ),
  },
  { title: '联系人', dataIndex: 'contactName', width: 150, render: (_, r) => `${r.contactName} ${r.contactPhone}` },
  { title: '金额', dataIndex: 'totalMoney', width: 100, render: (v) => <Money cents={v} /> },
  { title: '状态', dataIndex: 'orderStatus', width: 100, render: (v) => <OrderStatusTag code={v} /> },
  {
    title: '邮件',
    dataIndex: 'emailStatus',
    width: 90,
    render: (v) => <Tag color={v === 1 ? 'green' : v === 2 ? 'red' : undefined}>{HOTEL_EMAIL_STATUS[v]}</Tag>,
  },
  { title: '下单时间', dataIndex: 'createTime', width: 170 },
];

/** 酒店订单: status tabs with counts, search, the stay of each order, detail with its actions and logs, export. */
export default function HotelOrderPage() {
  const counts = useQueryOf(hotelOrders, ['counts'], () => orderActions.counts());
  return (
    <OrderList<HotelOrderRow>
      resource={hotelOrders}
      columns={columns}
      search={search}
      statusTabs={{ counts: counts.data?.map((c) => ({ status: c.orderStatus, label: c.name, count: c.count })) }}
      exportPerm="order_hotel_export"
      exportName="酒店订单"
      scrollX={1300}
      actionWidth={80}
      openOnDoubleClick
      detailTestId={(r) => `ho-detail-${r.orderNo}`}
      detail={(id, close) => <HotelOrderDrawer orderId={id} onClose={close} />}
    />
  );
}
