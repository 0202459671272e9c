import { useState } from 'react';
import { App, Button, Drawer, Popconfirm, Space, Tabs, Tag } from 'antd';
import { BREAKFAST_TEXT, CERTIFICATE_TYPES, HOTEL_EMAIL_STATUS, cancelRuleText } from '@yym/contract';
import { useDetail, useQueryOf, useRefresh } from '../../app/data.ts';
import { Facts, Money, OrderStatusTag, SmallTable, useCan } from '../../components/index.ts';
import { hotelOrders, orderActions, type HotelOrderDetail } from './api.ts';
import { HotelOrderDialog, type DialogKind } from './HotelOrderDialogs.tsx';

const LOG_TABS = [
  { key: 'process', label: '状态日志' },
  { key: 'refund', label: '退款日志' },
  { key: 'operate', label: '操作日志' },
  { key: 'outbox', label: '邮件/短信' },
] as const;

/** A hotel order: the stay, guests and nights; the actions its state allows (by the transition table); logs and the outbox. */
export function HotelOrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const info = useDetail(hotelOrders, orderId);
  const [tab, setTab] = useState<(typeof LOG_TABS)[number]['key']>('process');
  const logs = useQueryOf(
    hotelOrders,
    ['logs', orderId, tab],
    // biome-ignore lint/suspicious/noExplicitAny: one table for the process logs and the outbox, whose rows differ (read by column name)
    () => (tab === 'outbox' ? orderActions.outbox(orderId) : orderActions.logs(orderId, tab)) as Promise<any[]>,
  );
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const can = {
    confirm: useCan('order_hotel_confirm'),
    refund: useCan('order_hotel_refund'),
    audit: useCan('order_hotel_audit'),
    supplier: useCan('order_hotel_forced_refund'),
    reschedule: useCan('order_hotel_reschedule'),
    remark: useCan('order_hotel_remark'),
  };
  const refreshOrders = useRefresh(hotelOrders);
  const refresh = () => void refreshOrders();
  const act = async (p: Promise<unknown>, text: string) => {
    await p;
    void message.success(text);
    refresh();
  };
  const o = info.data as HotelOrderDetail | undefined;
  const allowed = (a: string) => !!o?.actions.includes(a);
  return (
    <Drawer open width={860} title="酒店订单详情" onClose={onClose} destroyOnHidden>
      {o && (
        <>
          <Space wrap style={{ marginBottom: 12 }} data-testid="ho-actions">
            {can.confirm && allowed('confirm') && (
              <Button type="primary" onClick={() => setDialog('confirm')} data-testid="ho-confirm">
                确认订单
              </Button>
            )}
            {can.confirm && allowed('notify') && (
              <>
                <Button onClick={() => setDialog('mail')} data-testid="ho-mail">
                  发送邮件
                </Button>
                <Button onClick={() => void act(orderActions.sendAck(o.id), '短信已发送')}>发送确认短信</Button>
              </>
            )}
            {can.reschedule && allowed('reschedule') && <Button onClick={() => setDialog('reschedule')}>改期</Button>}
            {can.refund && allowed('refund') && (
              <Button danger onClick={() => setDialog('refund')}>
                申请退款
              </Button>
            )}
            {can.audit && allowed('refundConfirm') && (
              <>
                <Popconfirm
                  title="确认退款?款项将原路退回,房量退回库存"
                  onConfirm={() => void act(orderActions.refundConfirm(o.id, true), '已退款')}
                >
                  <Button type="primary" danger>
                    确认退款
                  </Button>
                </Popconfirm>
                <Button onClick={() => void act(orderActions.refundConfirm(o.id, false), '已驳回')}>驳回退款</Button>
              </>
            )}
            {can.supplier && allowed('supplierRefund') && (
              <Button danger onClick={() => setDialog('supplierRefund')}>
                供应商退款
              </Button>
            )}
            {can.remark && <Button onClick={() => setDialog('remark')}>备注</Button>}
          </Space>
          <Facts
            column={2}
            items={{
              订单号: o.orderNo,
              状态: (
                <span data-testid="ho-status">
                  <OrderStatusTag code={o.orderStatus} />
                </span>
              ),
              酒店: o.hotelName,
              房型产品: `${o.roomTypeName} · ${o.planName} · ${BREAKFAST_TEXT(o.breakfast)}`,
              入住: `${o.checkIn} ~ ${o.checkOut}(${o.nights}晚 ${o.rooms}间)`,
              取消规则: cancelRuleText(o.cancelRule, o.cancelDays),
              联系人: `${o.contactName} ${o.contactPhone}`,
              确认号: o.confirmNo || '—',
              订单金额: <Money cents={o.totalMoney} />,
              '已付 / 已退': (
                <>
                  <Money cents={o.paidMoney} /> / <Money cents={o.refundMoney} />
                </>
              ),
              邮件: <Tag>{HOTEL_EMAIL_STATUS[o.emailStatus]}</Tag>,
              备注: o.remark || '—',
            }}
          />
          <Space align="start" size={16} style={{ marginTop: 16, width: '100%' }}>
            <SmallTable
              dataSource={o.guests}
              title={() => '入住人'}
              columns={[
                { title: '姓名', dataIndex: 'guestName' },
                {
                  title: '证件',
                  dataIndex: 'cardNum',
                  render: (v, g) => (v ? `${CERTIFICATE_TYPES[g.cardType ?? 1]?.zh ?? ''} ${v}` : '—'),
                },
              ]}
            />
            <SmallTable
              rowKey="night"
              dataSource={o.nightPrices}
              title={() => '每晚房价(每间)'}
              columns={[
                { title: '日期', dataIndex: 'night' },
                { title: '房价', dataIndex: 'price', render: (v) => <Money cents={v} /> },
              ]}
            />
          </Space>
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as typeof tab)}
            items={LOG_TABS.map((t) => ({ key: t.key, label: t.label }))}
            style={{ marginTop: 16 }}
          />
          {tab === 'outbox' ? (
            <SmallTable
              loading={logs.isLoading}
              dataSource={logs.data ?? []}
              data-testid="ho-outbox"
              expandable={{ expandedRowRender: (m) => <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</pre> }}
              columns={[
                { title: '时间', dataIndex: 'createTime', width: 170 },
                { title: '类型', dataIndex: 'kind', width: 70, render: (v) => (v === 'email' ? '邮件' : '短信') },
                { title: '收件人', dataIndex: 'toAddr' },
                { title: '主题', dataIndex: 'subject', render: (v) => v || '—' },
                {
                  title: '状态',
                  dataIndex: 'sendStatus',
                  width: 90,
                  render: (v) => <Tag color={v === 1 ? 'green' : 'red'}>{HOTEL_EMAIL_STATUS[v]}</Tag>,
                },
              ]}
            />
          ) : (
            <SmallTable
              loading={logs.isLoading}
              dataSource={logs.data ?? []}
              columns={[
                { title: '时间', dataIndex: 'createTime', width: 170 },
                { title: '操作人', dataIndex: 'userName', width: 90 },
                { title: '变更', dataIndex: 'toStatusText', width: 160, render: (v, l) => (v ? `${l.fromStatusText || '—'} → ${v}` : '') },
                { title: '内容', dataIndex: 'content' },
              ]}
            />
          )}
        </>
      )}
      {o && dialog && <HotelOrderDialog kind={dialog} o={o} onClose={() => setDialog(null)} onDone={refresh} />}
    </Drawer>
  );
}
