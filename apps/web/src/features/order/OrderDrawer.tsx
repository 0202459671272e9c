import { useState } from 'react';
import { rowsOf, useDetail, useList, useRefresh } from '../../app/data.ts';
import { App, Button, Descriptions, Drawer, Space, Tabs, Tag } from 'antd';
import { ORDER_STATUS } from '@yym/contract';
import { Money, OrderStatusTag, SmallTable, useCan } from '../../components/index.ts';
import { TICKET_STATUS_TEXT, orderActions, orderLogs, scenicOrders, type OrderInfo, type OrderLogPath } from './api.ts';
import { RefundDialog, RescheduleDialog } from './OrderDialogs.tsx';

export function OrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const info = useDetail(scenicOrders, orderId);
  const [logKind, setLogKind] = useState<OrderLogPath>('order-process');
  const logs = useList(orderLogs, { orderId, kind: logKind });
  const refreshOrders = useRefresh(scenicOrders);
  const refreshLogs = useRefresh(orderLogs);
  const [refunding, setRefunding] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const canReschedule = useCan('order_scenic_reschedule');
  const canRefund = useCan('order_scenic_part_refund');
  const canForced = useCan('order_scenic_forced_refund');
  const canAudit = useCan('order_scenic_audit');
  const refresh = () => {
    void refreshOrders();
    void refreshLogs();
  };
  const audit = async (refundId: string, pass: boolean) => {
    await orderActions.audit(refundId, pass);
    void message.success(pass ? '审核通过' : '已驳回');
    refresh();
  };
  const o = info.data as OrderInfo | undefined;
  return (
    <Drawer
      open
      width={820}
      title="订单详情"
      onClose={onClose}
      destroyOnClose
      extra={
        o && (
          <Space>
            {canReschedule && (o.orderStatus === ORDER_STATUS.CONFIRMING || o.orderStatus === ORDER_STATUS.TO_BE_USED) && (
              <Button onClick={() => setRescheduling(true)}>改期</Button>
            )}
            {(canRefund || canForced) && (
              <Button danger onClick={() => setRefunding(true)}>
                退款
              </Button>
            )}
          </Space>
        )
      }
    >
      {o && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <span data-testid="drawer-status">
                <OrderStatusTag code={o.orderStatus} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label="商品">
              {o.productName} / {o.skuName}
            </Descriptions.Item>
            <Descriptions.Item label="景区">{o.poiName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="游玩日期">{o.playDate}</Descriptions.Item>
            <Descriptions.Item label="数量">{o.quantity}</Descriptions.Item>
            <Descriptions.Item label="订单金额">
              <Money cents={o.totalMoney} />
              {Number(o.couponDiscount) > 0 && (
                <span style={{ color: 'var(--yym-muted)', marginLeft: 8 }} data-testid="order-coupon">
                  优惠券 -<Money cents={o.couponDiscount} />
                </span>
              )}
              {Number(o.memberDiscount) > 0 && (
                <span style={{ color: 'var(--yym-muted)', marginLeft: 8 }}>
                  {o.memberLevel ?? '会员'}优惠 -<Money cents={o.memberDiscount} />
                </span>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="已付 / 已退">
              <Money cents={o.paidMoney} /> / <Money cents={o.refundMoney} />
            </Descriptions.Item>
            <Descriptions.Item label="联系人">
              {o.contactName} {o.contactPhone}
            </Descriptions.Item>
            <Descriptions.Item label="下单时间">{o.createTime}</Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>游客(子订单)</h4>
          <SmallTable
            dataSource={o.guests}
            columns={[
              { title: '姓名', dataIndex: 'guestName' },
              { title: '证件号', dataIndex: 'cardNum' },
              { title: '手机号', dataIndex: 'phone' },
              { title: '票价', dataIndex: 'price', render: (v) => <Money cents={v} /> },
              { title: '状态', dataIndex: 'ticketStatus', render: (v) => <Tag>{TICKET_STATUS_TEXT[v]}</Tag> },
              { title: '核销时间', dataIndex: 'checkTime' },
            ]}
          />
          {o.refunds.length > 0 && (
            <>
              <h4 style={{ marginTop: 16 }}>退款单</h4>
              <SmallTable
                dataSource={o.refunds}
                columns={[
                  { title: '退款单号', dataIndex: 'refundNo' },
                  { title: '类型', dataIndex: 'refundTypeText' },
                  { title: '张数', dataIndex: 'refundNum' },
                  { title: '金额', dataIndex: 'amount', render: (v) => <Money cents={v} /> },
                  { title: '原因', dataIndex: 'reason', render: (v, r) => [v, r.refundText].filter(Boolean).join(' / ') },
                  { title: '状态', dataIndex: 'refundStatusText' },
                  {
                    title: '审核',
                    key: 'op',
                    render: (_, r) =>
                      r.refundStatus === 10 &&
                      canAudit && (
                        <Space>
                          <Button size="small" type="link" onClick={() => void audit(r.id, true)}>
                            通过
                          </Button>
                          <Button size="small" type="link" danger onClick={() => void audit(r.id, false)}>
                            驳回
                          </Button>
                        </Space>
                      ),
                  },
                ]}
              />
            </>
          )}
          <Tabs
            style={{ marginTop: 16 }}
            activeKey={logKind}
            onChange={(k) => setLogKind(k as typeof logKind)}
            items={[
              { key: 'order-process', label: '订单流程' },
              { key: 'operate-log', label: '操作日志' },
              { key: 'refund-log', label: '退款日志' },
              { key: 'reschedule-log', label: '改期日志' },
            ]}
          />
          <SmallTable
            dataSource={rowsOf(logs.data)}
            columns={[
              { title: '时间', dataIndex: 'createTime', width: 170 },
              { title: '操作人', dataIndex: 'userName', width: 90 },
              {
                title: '变更',
                key: 'ch',
                render: (_, l) => (l.fromStatusText || l.toStatusText ? `${l.fromStatusText || '-'} → ${l.toStatusText}` : ''),
              },
              { title: '内容', dataIndex: 'content' },
            ]}
          />
          {rescheduling && (
            <RescheduleDialog
              order={o}
              onClose={() => setRescheduling(false)}
              onDone={() => {
                setRescheduling(false);
                refresh();
              }}
            />
          )}
          {refunding && (
            <RefundDialog
              order={o}
              forcedOnly={!canRefund}
              onClose={() => setRefunding(false)}
              onDone={() => {
                setRefunding(false);
                refresh();
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
