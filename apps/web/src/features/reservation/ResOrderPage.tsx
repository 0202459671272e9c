import { App, Button, DatePicker, Drawer, Form, Input, Popconfirm, Select, Tag, Timeline } from 'antd';
import type { Dayjs } from 'dayjs';
import { ORDER_STATUS, RES_AUDIT_TEXT } from '@yym/contract';
import { rowsOf, useQueryOf, useRefresh } from '../../app/data.ts';
import { Facts, Money, OrderList, OrderStatusTag, useCan, type OrderColumn, type OrderSearch } from '../../components/index.ts';
import { reservationActions, reservations, resOrders, type ResOrderRow } from './api.ts';

const AUDIT_COLOR: Record<number, string | undefined> = { 1: 'orange', 2: 'green', 3: 'red' };
const REFUNDABLE: number[] = [ORDER_STATUS.CONFIRMING, ORDER_STATUS.TO_BE_USED, ORDER_STATUS.EXPIRED];

const columns: OrderColumn<ResOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '活动', dataIndex: 'productName', width: 150 },
  { title: '预约时段', dataIndex: 'slotDate', width: 175, render: (_, r) => `${r.slotDate} ${r.startTime}-${r.endTime}` },
  { title: '人数', dataIndex: 'quantity', width: 70 },
  { title: '联系人', dataIndex: 'contactName', width: 170, render: (_, r) => `${r.contactName} ${r.contactPhone}` },
  { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '订单状态', dataIndex: 'orderStatus', width: 100, render: (v) => <OrderStatusTag code={v} /> },
  { title: '审核', dataIndex: 'auditStatus', width: 100, render: (v, r) => <Tag color={AUDIT_COLOR[v]}>{r.auditStatusText}</Tag> },
  { title: '下单时间', dataIndex: 'createTime', width: 160 },
];

/** 预约商品订单: status tabs with counts, filters (product, date, phone), detail with audit and refund, export. */
export default function ResOrderPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(resOrders);
  const counts = useQueryOf(resOrders, ['counts'], () => reservationActions.counts());
  const products = useQueryOf(reservations, ['options'], () => reservationActions.options());
  const canAudit = useCan('order_book_goods_audit');
  const canRefund = useCan('order_book_goods_refund');
  const act = async (p: Promise<unknown>, done: string) => {
    await p;
    message.success(done);
    refresh();
    void counts.refetch();
  };
  const actions = (r: ResOrderRow) => (
    <>
      {canAudit && r.auditStatus <= 1 && r.orderStatus === ORDER_STATUS.CONFIRMING && (
        <>
          <Popconfirm title="确定审核通过该预约?" onConfirm={() => act(reservationActions.audit(r.id, true), '审核通过')}>
            <Button type="link" size="small">
              通过
            </Button>
          </Popconfirm>
          <Popconfirm title="驳回后将退款并释放名额,确定驳回?" onConfirm={() => act(reservationActions.audit(r.id, false), '已驳回')}>
            <Button type="link" size="small" danger>
              驳回
            </Button>
          </Popconfirm>
        </>
      )}
      {canRefund && REFUNDABLE.includes(r.orderStatus) && (
        <Popconfirm title="退款后名额将释放,确定退款?" onConfirm={() => act(reservationActions.refund(r.id), '退款成功')}>
          <Button type="link" size="small" danger>
            退款
          </Button>
        </Popconfirm>
      )}
    </>
  );
  const search: OrderSearch = {
    fields: (
      <>
        <Form.Item name="orderNo" label="订单号">
          <Input allowClear placeholder="订单号" />
        </Form.Item>
        <Form.Item name="phone" label="手机号">
          <Input allowClear placeholder="手机号" />
        </Form.Item>
        <Form.Item name="productId" label="活动">
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder="请选择活动"
            options={rowsOf(products.data).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="slotDate" label="预约日期">
          <DatePicker />
        </Form.Item>
        <Form.Item name="auditStatus" label="审核">
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder="审核状态"
            options={[1, 2, 3].map((v) => ({ value: v, label: RES_AUDIT_TEXT[v] }))}
          />
        </Form.Item>
      </>
    ),
    toFilters: (v) => ({
      orderNo: v.orderNo || undefined,
      phone: v.phone || undefined,
      productId: v.productId || undefined,
      auditStatus: v.auditStatus,
      slotDate: (v.slotDate as Dayjs | undefined)?.format('YYYY-MM-DD'),
    }),
  };
  return (
    <OrderList<ResOrderRow>
      resource={resOrders}
      columns={columns}
      search={search}
      statusTabs={{ counts: counts.data?.map((c) => ({ status: c.status, label: c.text, count: c.count })), hideEmpty: true }}
      exportPerm="order_book_goods_export"
      exportName="预约商品订单"
      emptyText="暂无预约订单"
      scrollX={1320}
      actionWidth={200}
      detailTestId={(r) => `res-order-detail-${r.orderNo}`}
      actions={actions}
      detail={(id, close) => <OrderDrawer id={id} onClose={close} />}
    />
  );
}

function OrderDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const d = useQueryOf(resOrders, ['detail', id], () => reservationActions.orderDetail(id));
  const o = d.data;
  return (
    <Drawer open width={560} title="预约订单详情" onClose={onClose} loading={d.isLoading}>
      {o && (
        <>
          <Facts
            column={1}
            items={{
              订单号: o.orderNo,
              活动: o.productName,
              预约时段: `${o.slotDate} ${o.startTime}-${o.endTime}`,
              人数: o.quantity,
              联系人: `${o.contactName} ${o.contactPhone}`,
              金额: <Money cents={o.totalMoney} />,
              订单状态: <OrderStatusTag code={o.orderStatus} />,
              审核: `${o.auditStatusText}${o.auditRemark ? `(${o.auditRemark})` : ''}`,
              下单时间: o.createTime,
            }}
          />
          <h4 style={{ margin: '16px 0 8px' }}>操作记录</h4>
          <Timeline items={o.logs.map((l) => ({ children: `${l.createTime} ${l.content}` }))} />
        </>
      )}
    </Drawer>
  );
}
