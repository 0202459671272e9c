import { useState } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { BLINDBOX_PERMS as P, ORDER_STATUS_LABELS } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { Money, OrderList, OrderStatusTag, type OrderColumn, type OrderSearch } from '../../components/index.ts';
import { boxOrderActions as A, boxOrders, type BlindBoxOrderRow } from './api.ts';
import { BoxOrderDrawer } from './BoxOrderDrawer.tsx';

const search: OrderSearch = {
  fields: (
    <>
      <Form.Item name="orderNo" label="订单号">
        <Input allowClear placeholder="订单号" data-testid="bb-search-no" />
      </Form.Item>
      <Form.Item name="contactPhone" label="手机号">
        <Input allowClear placeholder="手机号" />
      </Form.Item>
      <Form.Item name="orderStatus" label="状态">
        <Select
          allowClear
          style={{ width: 120 }}
          options={Object.entries(ORDER_STATUS_LABELS).map(([v, l]) => ({ value: Number(v), label: l.zh }))}
        />
      </Form.Item>
      <Form.Item name="created" label="下单日期">
        <DatePicker.RangePicker />
      </Form.Item>
    </>
  ),
  toFilters: (v) => {
    const [a, b] = (v.created ?? []) as Dayjs[];
    return {
      orderNo: v.orderNo,
      contactPhone: v.contactPhone,
      orderStatus: v.orderStatus,
      start: a?.format('YYYY-MM-DD'),
      end: b?.format('YYYY-MM-DD'),
    };
  },
};

const columns: OrderColumn<BlindBoxOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '盲盒', dataIndex: 'boxName', width: 140 },
  { title: '数量', dataIndex: 'quantity', width: 60 },
  { title: '抽中奖品', dataIndex: 'prizes', render: (v) => v || '—' },
  { title: '联系人', dataIndex: 'contactName', width: 170, render: (_, r) => `${r.contactName} ${r.contactPhone}` },
  { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '状态', dataIndex: 'orderStatus', width: 90, render: (v) => <OrderStatusTag code={v} /> },
  { title: '下单时间', dataIndex: 'createTime', width: 170 },
];

/** 盲盒订单 (a tab of 盲盒管理): status tabs with counts, search, export, and the detail with draws, after-sale and logs. */
export function BlindBoxOrders() {
  const [tick, setTick] = useState(0);
  const counts = useQueryOf(boxOrders, ['counts', tick], () => A.counts());
  return (
    <OrderList<BlindBoxOrderRow>
      resource={boxOrders}
      columns={columns}
      search={search}
      statusTabs={{ counts: counts.data, hideEmpty: true }}
      exportPerm={P.exportFile}
      exportName="盲盒订单"
      scrollX={1200}
      actionWidth={80}
      openOnDoubleClick
      emptyText="暂无盲盒订单"
      detailTestId={(r) => `bb-detail-${r.orderNo}`}
      detail={(id, close) => (
        <BoxOrderDrawer
          orderId={id}
          onClose={() => {
            close();
            setTick((n) => n + 1);
          }}
        />
      )}
    />
  );
}
