import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, DatePicker, Descriptions, Drawer, Form, Input, Modal, Radio, Select, Space, Table, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { ORDER_STATUS, ORDER_STATUS_LABELS, PAGE_SIZES, centsToYuan } from '@yym/contract';
import { Money, OrderStatusTag, saveBlob, useCan } from '../../components/index.ts';
import { TICKET_STATUS, orderApi, type LogKind, type OrderInfo, type OrderRow } from './api.ts';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([k, v]) => ({ value: Number(k), label: v.zh }));

/** Scenic orders: search by number, contact, phone, product, status and dates; detail with logs; refunds and their audit. */
export default function ScenicOrderPage() {
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [openId, setOpenId] = useState<string | null>(null);
  const { message } = App.useApp();
  const canExport = useCan('order_scenic_export');
  const list = useQuery({ queryKey: ['scenic-orders', filters, paging], queryFn: () => orderApi.page({ ...filters, ...paging }) });

  const search = (v: Record<string, any>) => {
    const [start, end] = (v.dates ?? []) as Dayjs[];
    setFilters({ orderNo: v.orderNo, contactName: v.contactName, contactPhone: v.contactPhone, productName: v.productName, orderStatus: v.orderStatus,
      startDate: start?.format('YYYY-MM-DD'), endDate: end?.format('YYYY-MM-DD') });
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const exportXlsx = async () => {
    const blob = await orderApi.exportFile(filters);
    saveBlob(blob, '景区订单.xlsx');
    void message.success('导出成功');
  };

  return (
    <Card>
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item name="orderNo" label="订单号"><Input allowClear placeholder="订单号" /></Form.Item>
        <Form.Item name="contactName" label="联系人"><Input allowClear placeholder="联系人" /></Form.Item>
        <Form.Item name="contactPhone" label="手机号"><Input allowClear placeholder="手机号" data-testid="search-phone" /></Form.Item>
        <Form.Item name="productName" label="商品"><Input allowClear placeholder="商品名称" /></Form.Item>
        <Form.Item name="orderStatus" label="状态"><Select allowClear style={{ width: 140 }} options={STATUS_OPTIONS} placeholder="全部" /></Form.Item>
        <Form.Item name="dates" label="下单日期"><DatePicker.RangePicker /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">搜索</Button>
          <Button onClick={() => { form.resetFields(); search({}); }}>清空</Button>
          {canExport && <Button onClick={() => void exportXlsx()}>导出</Button>}
        </Space>
      </Form>
      <Table<OrderRow>
        rowKey="id" size="middle" loading={list.isLoading} dataSource={list.data?.records ?? []} scroll={{ x: 1200 }}
        pagination={{ current: paging.current, pageSize: paging.size, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true,
          showTotal: (n) => `共 ${list.data?.totalCapped ? '10000+' : n} 条`, onChange: (current, size) => setPaging({ current, size }) }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 190 },
          { title: '商品', dataIndex: 'productName', render: (v, r) => `${v} / ${r.skuName}` },
          { title: '游玩日期', dataIndex: 'playDate', width: 110 },
          { title: '数量', dataIndex: 'quantity', width: 60 },
          { title: '金额', dataIndex: 'totalMoney', width: 100, render: (v) => <Money cents={v} /> },
          { title: '联系人', dataIndex: 'contactName', width: 90 },
          { title: '手机号', dataIndex: 'contactPhone', width: 120 },
          { title: '状态', dataIndex: 'orderStatus', width: 100, render: (v, r) => <Space size={4}><OrderStatusTag code={v} />{r.isUnusual === 1 && <Tag color="red">异常</Tag>}</Space> },
          { title: '下单时间', dataIndex: 'createTime', width: 170 },
          { title: '操作', key: 'op', width: 80, fixed: 'right', render: (_, r) => <Button type="link" onClick={() => setOpenId(r.id)}>详情</Button> },
        ]}
      />
      {openId && <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />}
    </Card>
  );
}

function OrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const info = useQuery({ queryKey: ['scenic-order', orderId], queryFn: () => orderApi.info(orderId) });
  const [logKind, setLogKind] = useState<LogKind>('order-process');
  const logs = useQuery({ queryKey: ['scenic-order-log', orderId, logKind], queryFn: () => orderApi.log(orderId, logKind) });
  const [refunding, setRefunding] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const canReschedule = useCan('order_scenic_reschedule');
  const canRefund = useCan('order_scenic_part_refund');
  const canForced = useCan('order_scenic_forced_refund');
  const canAudit = useCan('order_scenic_audit');
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['scenic-order', orderId] });
    void qc.invalidateQueries({ queryKey: ['scenic-order-log', orderId] });
    void qc.invalidateQueries({ queryKey: ['scenic-orders'] });
  };
  const audit = async (refundId: string, pass: boolean) => {
    await orderApi.audit(refundId, pass);
    void message.success(pass ? '审核通过' : '已驳回');
    refresh();
  };
  const o = info.data;
  return (
    <Drawer open width={820} title="订单详情" onClose={onClose} destroyOnClose
      extra={o && (
        <Space>
          {canReschedule && (o.orderStatus === ORDER_STATUS.CONFIRMING || o.orderStatus === ORDER_STATUS.TO_BE_USED) && <Button onClick={() => setRescheduling(true)}>改期</Button>}
          {(canRefund || canForced) && <Button danger onClick={() => setRefunding(true)}>退款</Button>}
        </Space>
      )}>
      {o && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
            <Descriptions.Item label="状态"><span data-testid="drawer-status"><OrderStatusTag code={o.orderStatus} /></span></Descriptions.Item>
            <Descriptions.Item label="商品">{o.productName} / {o.skuName}</Descriptions.Item>
            <Descriptions.Item label="景区">{o.poiName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="游玩日期">{o.playDate}</Descriptions.Item>
            <Descriptions.Item label="数量">{o.quantity}</Descriptions.Item>
            <Descriptions.Item label="订单金额"><Money cents={o.totalMoney} /></Descriptions.Item>
            <Descriptions.Item label="已付 / 已退"><Money cents={o.paidMoney} /> / <Money cents={o.refundMoney} /></Descriptions.Item>
            <Descriptions.Item label="联系人">{o.contactName} {o.contactPhone}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{o.createTime}</Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>游客(子订单)</h4>
          <Table size="small" rowKey="id" pagination={false} dataSource={o.guests} columns={[
            { title: '姓名', dataIndex: 'guestName' }, { title: '证件号', dataIndex: 'cardNum' }, { title: '手机号', dataIndex: 'phone' },
            { title: '票价', dataIndex: 'price', render: (v) => <Money cents={v} /> },
            { title: '状态', dataIndex: 'ticketStatus', render: (v) => <Tag>{TICKET_STATUS[v]}</Tag> }, { title: '核销时间', dataIndex: 'checkTime' },
          ]} />
          {o.refunds.length > 0 && (
            <>
              <h4 style={{ marginTop: 16 }}>退款单</h4>
              <Table size="small" rowKey="id" pagination={false} dataSource={o.refunds} columns={[
                { title: '退款单号', dataIndex: 'refundNo' }, { title: '类型', dataIndex: 'refundTypeText' }, { title: '张数', dataIndex: 'refundNum' },
                { title: '金额', dataIndex: 'amount', render: (v) => <Money cents={v} /> }, { title: '原因', dataIndex: 'reason', render: (v, r) => [v, r.refundText].filter(Boolean).join(' / ') },
                { title: '状态', dataIndex: 'refundStatusText' },
                { title: '审核', key: 'op', render: (_, r) => r.refundStatus === 10 && canAudit && (
                  <Space><Button size="small" type="link" onClick={() => void audit(r.id, true)}>通过</Button>
                    <Button size="small" type="link" danger onClick={() => void audit(r.id, false)}>驳回</Button></Space>) },
              ]} />
            </>
          )}
          <Tabs style={{ marginTop: 16 }} activeKey={logKind} onChange={(k) => setLogKind(k as typeof logKind)}
            items={[{ key: 'order-process', label: '订单流程' }, { key: 'operate-log', label: '操作日志' }, { key: 'refund-log', label: '退款日志' }, { key: 'reschedule-log', label: '改期日志' }]} />
          <Table size="small" rowKey="id" pagination={false} dataSource={logs.data ?? []} columns={[
            { title: '时间', dataIndex: 'createTime', width: 170 }, { title: '操作人', dataIndex: 'userName', width: 90 },
            { title: '变更', key: 'ch', render: (_, l) => (l.fromStatusText || l.toStatusText ? `${l.fromStatusText || '-'} → ${l.toStatusText}` : '') },
            { title: '内容', dataIndex: 'content' },
          ]} />
          {rescheduling && <RescheduleDialog order={o} onClose={() => setRescheduling(false)} onDone={() => { setRescheduling(false); refresh(); }} />}
          {refunding && <RefundDialog order={o} forcedOnly={!canRefund} onClose={() => setRefunding(false)} onDone={() => { setRefunding(false); refresh(); }} />}
        </>
      )}
    </Drawer>
  );
}

/** Refund chosen guests: an application that waits for audit, or a forced refund that is paid at once. */
function RefundDialog({ order, forcedOnly, onClose, onDone }: { order: OrderInfo; forcedOnly: boolean; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const forcedAllowed = useCan('order_scenic_forced_refund');
  const choosable = order.guests.filter((g) => g.ticketStatus === 0 || g.ticketStatus === 3 || (g.ticketStatus === 1 && forcedAllowed));
  const [ids, setIds] = useState<string[]>([]);
  const [mode, setMode] = useState<'part' | 'forced'>(forcedOnly ? 'forced' : 'part');
  const [reason, setReason] = useState('');
  const money = order.guests.filter((g) => ids.includes(g.id)).reduce((s, g) => s + Number(g.price), 0);
  const submit = async () => {
    if (!ids.length) return void message.warning('请选择至少一条数据');
    if (mode === 'part') await orderApi.partRefund(order.id, ids, reason);
    else await orderApi.forcedRefund(order.id, ids, reason);
    void message.success('退款已提交');
    onDone();
  };
  return (
    <Modal open title="退款" onCancel={onClose} onOk={() => void submit()} okText="确定退款">
      <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} style={{ marginBottom: 12 }}>
        {!forcedOnly && <Radio value="part">退款(待审核)</Radio>}
        {forcedAllowed && <Radio value="forced">强制退款</Radio>}
      </Radio.Group>
      <Checkbox.Group value={ids} onChange={(v) => setIds(v as string[])} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {choosable.map((g) => (
          <Checkbox key={g.id} value={g.id} data-testid={`refund-guest-${g.id}`} disabled={mode === 'part' && g.ticketStatus === 1}>
            {g.guestName ?? '游客'} {g.cardNum ?? ''} ¥{centsToYuan(g.price)} ({TICKET_STATUS[g.ticketStatus]})
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Input.TextArea style={{ marginTop: 12 }} maxLength={100} rows={2} placeholder="退款原因" value={reason} onChange={(e) => setReason(e.target.value)} />
      <p style={{ marginTop: 8 }}>退款金额:<Money cents={money} /></p>
    </Modal>
  );
}

/** Move the order's unused tickets to another play date; the server checks the date rules and stock. */
function RescheduleDialog({ order, onClose, onDone }: { order: OrderInfo; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [date, setDate] = useState<Dayjs | null>(null);
  const submit = async () => {
    if (!date) return void message.warning('请选择新的游玩日期');
    await orderApi.reschedule(order.id, date.format('YYYY-MM-DD'));
    void message.success('改期成功');
    onDone();
  };
  return (
    <Modal open title="改期" onCancel={onClose} onOk={() => void submit()} okText="确定改期">
      <p>原游玩日期:{order.playDate}</p>
      <DatePicker value={date} onChange={setDate} placeholder="新的游玩日期" style={{ width: '100%' }} />
    </Modal>
  );
}
