import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Table, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { BREAKFAST_TEXT, HOTEL_EMAIL_STATUS } from '@yym/contract';
import { rowsOf, useList, usePaging, useQueryOf } from '../../app/data.ts';
import { Money, OrderStatusTag, SearchButtons, saveExport, useCan } from '../../components/index.ts';
import { hotelOrders, orderActions, type HotelOrderRow } from './api.ts';
import { HotelSelect } from './shared.tsx';
import { HotelOrderDrawer } from './HotelOrderDrawer.tsx';

/** 酒店订单: status tabs with counts, search, the stay of each order, detail with its actions and logs, export. */
export default function HotelOrderPage() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [tab, setTab] = useState('all');
  const { paging, firstPage, tablePaging } = usePaging();
  const [openId, setOpenId] = useState<string | null>(null);
  const canExport = useCan('order_hotel_export');
  const query = { ...filters, ...(tab === 'all' ? {} : { orderStatus: Number(tab) }), ...paging };
  const list = useList(hotelOrders, query);
  const counts = useQueryOf(hotelOrders, ['counts'], () => orderActions.counts());
  const total = (counts.data ?? []).reduce((s, c) => s + c.count, 0);

  const search = (v: Record<string, any>) => {
    const [a, b] = (v.checkIn ?? []) as Dayjs[];
    setFilters({
      orderNo: v.orderNo,
      contactName: v.contactName,
      contactPhone: v.contactPhone,
      hotelId: v.hotelId || undefined,
      checkInStart: a?.format('YYYY-MM-DD'),
      checkInEnd: b?.format('YYYY-MM-DD'),
    });
    firstPage();
  };
  return (
    <Card>
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 12, marginBottom: 12 }}>
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
        <Form.Item name="checkIn" label="入住日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <SearchButtons form={form} onClear={() => search({})}>
          {canExport && (
            <Button onClick={() => void hotelOrders.exportFile!(query).then((b) => saveExport(b, '酒店订单.xlsx', message))}>导出</Button>
          )}
        </SearchButtons>
      </Form>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          firstPage();
        }}
        items={[
          { key: 'all', label: `全部 ${total}` },
          ...(counts.data ?? []).map((c) => ({ key: String(c.orderStatus), label: `${c.name} ${c.count}` })),
        ]}
      />
      <Table<HotelOrderRow>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={rowsOf(list.data)}
        scroll={{ x: 1300 }}
        pagination={tablePaging(list.data)}
        onRow={(r) => ({ onDoubleClick: () => setOpenId(r.id) })}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 200 },
          {
            title: '酒店 / 房型',
            dataIndex: 'hotelName',
            render: (_, r) => (
              <div>
                <div>{r.hotelName}</div>
                <div style={{ color: '#888', fontSize: 12 }}>
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
                <div style={{ color: '#888', fontSize: 12 }}>
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
          {
            title: '操作',
            key: 'op',
            width: 80,
            fixed: 'right',
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setOpenId(r.id)} data-testid={`ho-detail-${r.orderNo}`}>
                详情
              </Button>
            ),
          },
        ]}
      />
      {openId && <HotelOrderDrawer orderId={openId} onClose={() => setOpenId(null)} />}
    </Card>
  );
}
