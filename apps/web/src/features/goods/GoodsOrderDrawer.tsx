import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Timeline } from 'antd';
import { BUNDLE_PART_TEXT, EXPRESS_COMPANIES, GOODS_PERMS, ORDER_STATUS, SALE_KIND_TEXT } from '@yym/contract';
import { Facts, Money, SmallTable, useBusy, useCan } from '../../components/index.ts';
import { escGuard } from '../../components/EscGuard.tsx';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { goodsOrders, orderActions, type GoodsOrderDetail } from './api.ts';

const P = GOODS_PERMS.order;
const COMPANIES = Object.entries(EXPRESS_COMPANIES).map(([value, label]) => ({ value, label }));

function ShipDialog({ order, onClose, onDone }: { order: GoodsOrderDetail; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const { busy, attempt } = useBusy();
  const [form] = Form.useForm<{ expressCode: string; trackingNo: string }>();
  const save = () =>
    attempt(async () => {
      const v = await form.validateFields();
      const r = await orderActions.ship([{ orderNo: order.orderNo, ...v }]);
      if (r.failed.length) {
        message.error(r.failed[0]!.message);
        return;
      }
      message.success(order.trackingNo ? '物流已更新' : '已发货');
      onDone();
    });
  return (
    <Modal
      modalRender={escGuard}
      open
      title={order.trackingNo ? '修改物流' : '发货'}
      onCancel={onClose}
      onOk={save}
      confirmLoading={busy}
      okButtonProps={{ id: 'go-ship-ok' }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ expressCode: order.expressCode ?? undefined, trackingNo: order.trackingNo ?? '' }}
      >
        <Form.Item name="expressCode" label="快递公司" rules={[{ required: true, message: '请选择快递公司' }]}>
          <Select options={COMPANIES} data-testid="go-ship-company" showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="trackingNo" label="快递单号" rules={[{ required: true, message: '请输入快递单号' }]}>
          <Input data-testid="go-ship-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One order: its facts, lines (part refunds pick them), tracking, refunds and logs, with the actions it allows. */
export function OrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefresh(goodsOrders);
  const d = useQueryOf(goodsOrders, ['detail', orderId], () => orderActions.detail(orderId));
  const logs = useQueryOf(goodsOrders, ['logs', orderId], () => orderActions.logs(orderId));
  const { busy, attempt } = useBusy();
  const [shipping, setShipping] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [remark, setRemark] = useState<string | null>(null);
  const can = {
    ship: useCan(P.express),
    refund: useCan(P.refund),
    part: useCan(P.partRefund),
    close: useCan(P.close),
    remark: useCan(P.remark),
  };
  const o = d.data;
  const reload = () => {
    refresh();
    void d.refetch();
    void logs.refetch();
  };
  const act = (fn: () => Promise<unknown>, done: string) =>
    attempt(async () => {
      await fn();
      message.success(done);
      reload();
    });
  return (
    <Drawer open width={860} title={o ? `订单 ${o.orderNo}` : '订单详情'} onClose={onClose} loading={d.isLoading}>
      {o && (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            {o.can.ship && can.ship && (
              <Button type="primary" onClick={() => setShipping(true)} data-testid="go-ship">
                {o.trackingNo ? '修改物流' : '发货'}
              </Button>
            )}
            {o.can.close && can.close && (
              <Popconfirm title="确定关闭该订单?库存将退回" onConfirm={() => act(() => orderActions.close(o.id), '订单已关闭')}>
                <Button disabled={busy}>关闭订单</Button>
              </Popconfirm>
            )}
            {o.can.refund && can.refund && (
              <Popconfirm title="确定全额退款(含运费)?款项将原路退回" onConfirm={() => act(() => orderActions.refund(o.id), '退款成功')}>
                <Button danger disabled={busy} data-testid="go-refund">
                  全额退款
                </Button>
              </Popconfirm>
            )}
            {o.can.refund && can.part && picked.length > 0 && (
              <Popconfirm
                title={`确定退款所选${picked.length}项?`}
                onConfirm={() => act(() => orderActions.refund(o.id, picked), '部分退款成功')}
              >
                <Button danger disabled={busy}>
                  退所选({picked.length})
                </Button>
              </Popconfirm>
            )}
            {can.remark && <Button onClick={() => setRemark(o.remark ?? '')}>备注</Button>}
          </Space>
          <Facts
            items={{
              类型: SALE_KIND_TEXT[o.saleKind],
              状态: o.saleKind === 'goods' && o.orderStatus === 8821 ? o.deliveryStatusText : o.orderStatusText,
              商品: `${o.productName} · ${o.skuName} × ${o.quantity}`,
              订单金额: <Money cents={o.totalMoney} />,
              运费: <Money cents={o.freight} />,
              已付: <Money cents={o.paidMoney} />,
              已退: <Money cents={o.refundMoney} />,
              联系人: `${o.contactName} ${o.contactPhone}`,
              ...(o.receiverName ? { 收货地址: `${o.receiverName} ${o.receiverPhone} ${o.regionName}${o.address}` } : {}),
              ...(o.playDate && o.saleKind === 'line' ? { 出发日期: o.playDate } : {}),
              ...(o.saleKind === 'bundle' && o.parts.some((p) => p.day) ? { 使用日期: o.playDate } : {}),
              ...(o.trackingNo ? { 物流: `${o.expressName} ${o.trackingNo}` } : {}),
              下单时间: o.createTime,
              备注: o.remark || '—',
            }}
          />
          <h4 style={{ marginTop: 16 }}>订单明细</h4>
          <SmallTable
            dataSource={o.lines}
            rowSelection={
              can.part && o.can.refund
                ? {
                    selectedRowKeys: picked,
                    onChange: (k) => setPicked(k as string[]),
                    getCheckboxProps: (l) => ({ disabled: l.ticketStatus === 2 || l.ticketStatus === 4 }),
                  }
                : undefined
            }
            columns={[
              {
                title: '项目',
                dataIndex: 'guestName',
                render: (v, l) => (l.isFreight ? '运费' : `${o.productName}${v && v !== o.contactName ? ` (${v})` : ''}`),
              },
              { title: '金额', dataIndex: 'price', width: 110, render: (v) => <Money cents={v} /> },
              {
                title: '状态',
                dataIndex: 'ticketStatusText',
                width: 100,
                // a parcel's units read as the parcel does (to ship, shipped, received) until refunded
                render: (v, l) => {
                  const parcel = o.orderStatus === ORDER_STATUS.TO_BE_USED || o.orderStatus === ORDER_STATUS.COMPLETED;
                  return o.saleKind === 'goods' && parcel && (l.ticketStatus === 0 || l.ticketStatus === 1) ? o.deliveryStatusText : v;
                },
              },
            ]}
          />
          {o.parts.length > 0 && (
            <>
              <h4 style={{ marginTop: 16 }}>组合内容(每份)</h4>
              <SmallTable
                rowKey={(p) => `${p.partKind}:${p.partId}`}
                dataSource={o.parts}
                columns={[
                  { title: '类型', dataIndex: 'partKind', width: 80, render: (v) => BUNDLE_PART_TEXT[v] },
                  { title: '项目', dataIndex: 'name' },
                  { title: '数量', dataIndex: 'qty', width: 70 },
                  { title: '日期', dataIndex: 'day', width: 110, render: (v) => v ?? '—' },
                ]}
              />
            </>
          )}
          {o.track.length > 0 && (
            <>
              <h4 style={{ marginTop: 16 }}>物流跟踪</h4>
              <Timeline items={o.track.map((s) => ({ children: `${s.time} ${s.text}` }))} />
            </>
          )}
          {o.refunds.length > 0 && (
            <>
              <h4 style={{ marginTop: 16 }}>退款记录</h4>
              <SmallTable
                rowKey="refundNo"
                dataSource={o.refunds}
                columns={[
                  { title: '退款单号', dataIndex: 'refundNo' },
                  { title: '金额', dataIndex: 'amount', render: (v) => <Money cents={v} /> },
                  { title: '类型', dataIndex: 'refundTypeText' },
                  { title: '状态', dataIndex: 'refundStatusText' },
                  { title: '时间', dataIndex: 'createTime' },
                ]}
              />
            </>
          )}
          <h4 style={{ marginTop: 16 }}>订单日志</h4>
          <SmallTable
            loading={logs.isLoading}
            dataSource={logs.data ?? []}
            columns={[
              { title: '时间', dataIndex: 'createTime', width: 170 },
              { title: '操作人', dataIndex: 'createBy', width: 90 },
              { title: '内容', dataIndex: 'content' },
            ]}
          />
          {shipping && (
            <ShipDialog
              order={o}
              onClose={() => setShipping(false)}
              onDone={() => {
                setShipping(false);
                reload();
              }}
            />
          )}
          {remark !== null && (
            <Modal
              modalRender={escGuard}
              open
              title="备注"
              onCancel={() => setRemark(null)}
              confirmLoading={busy}
              onOk={() =>
                act(async () => {
                  await orderActions.remark(o.id, remark);
                  setRemark(null);
                }, '备注已保存')
              }
            >
              <Input.TextArea rows={4} maxLength={500} value={remark} onChange={(e) => setRemark(e.target.value)} />
            </Modal>
          )}
        </>
      )}
    </Drawer>
  );
}
