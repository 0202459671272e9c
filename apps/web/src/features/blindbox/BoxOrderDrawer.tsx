import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Radio, Select, Space, Tabs, Typography } from 'antd';
import { BLINDBOX_AFTER_SALE_TEXT, BLINDBOX_PERMS as P, ORDER_STATUS } from '@yym/contract';
import { useDetail, useQueryOf, useRefresh } from '../../app/data.ts';
import { Facts, Money, OrderStatusTag, SmallTable, logColumns, useBusy, useCan } from '../../components/index.ts';
import { boxOrderActions as A, boxOrders, type BlindBoxOrderDetail } from './api.ts';

const OPENED: number[] = [ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE, ORDER_STATUS.COMPLETED, ORDER_STATUS.EXPIRED];

function AfterSaleDialog({ orderId, onClose, onDone }: { orderId: string; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ type: number; reason?: string; expressNo?: string }>();
  const { busy, attempt } = useBusy();
  const type = Form.useWatch('type', form);
  const ok = () =>
    attempt(async () => {
      const v = await form.validateFields();
      await A.afterSale({ orderId, ...v });
      void message.success(v.type === 2 ? '已退款,款项原路退回' : '已记录售后');
      onDone();
    }, form);
  return (
    <Modal open title="售后处理" onCancel={onClose} onOk={() => void ok()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ type: 1 }}>
        <Form.Item name="type" label="售后类型">
          <Radio.Group options={Object.entries(BLINDBOX_AFTER_SALE_TEXT).map(([v, l]) => ({ value: Number(v), label: l }))} />
        </Form.Item>
        {type !== 2 && (
          <Form.Item name="expressNo" label="快递单号">
            <Input maxLength={50} placeholder="寄出的快递单号(可选)" />
          </Form.Item>
        )}
        <Form.Item name="reason" label="原因">
          <Input.TextArea maxLength={200} rows={3} placeholder={type === 2 ? '退款原因(整单退款,款项原路退回)' : '售后原因'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const LOGS = [
  { key: 'status', label: '状态日志' },
  { key: 'operate', label: '操作日志' },
  { key: 'afterSale', label: '售后记录' },
] as const;

/** One blind-box order: facts, the draws with their fairness inputs, after-sale and close, logs. */
export function BoxOrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const info = useDetail(boxOrders, orderId);
  const refreshAll = useRefresh(boxOrders);
  const [tab, setTab] = useState<(typeof LOGS)[number]['key']>('status');
  const [date, setDate] = useState<string>();
  const [afterSale, setAfterSale] = useState(false);
  const canEdit = useCan(P.edit);
  const logs = useQueryOf(
    boxOrders,
    ['logs', orderId, tab, date],
    (): Promise<object[]> => (tab === 'afterSale' ? A.afterSales(orderId, date) : A.logs(orderId, tab)),
  );
  const dates = useQueryOf(boxOrders, ['as-dates', orderId], () => A.afterSaleDates(orderId), { enabled: tab === 'afterSale' });
  const o = info.data as BlindBoxOrderDetail | undefined;
  const close = async () => {
    await A.close(orderId);
    void message.success('订单已关闭');
    void refreshAll();
  };
  return (
    <Drawer open width={900} title="盲盒订单详情" onClose={onClose} destroyOnHidden>
      {o && (
        <>
          <Facts
            column={2}
            items={{
              订单号: o.orderNo,
              状态: (
                <span data-testid="bb-status">
                  <OrderStatusTag code={o.orderStatus} />
                </span>
              ),
              盲盒: `${o.boxName} × ${o.quantity}`,
              联系人: `${o.contactName} ${o.contactPhone}`,
              订单金额: <Money cents={o.totalMoney} />,
              '已付 / 已退': (
                <>
                  <Money cents={o.paidMoney} /> / <Money cents={o.refundMoney} />
                </>
              ),
              下单时间: o.createTime,
              售后次数: o.afterSale,
            }}
          />
          <Space wrap style={{ margin: '16px 0 8px' }}>
            {canEdit && OPENED.includes(o.orderStatus) && (
              <Button onClick={() => setAfterSale(true)} data-testid="bb-aftersale">
                售后处理
              </Button>
            )}
            {canEdit && o.orderStatus === ORDER_STATUS.PENDING_PAYMENT && (
              <Popconfirm title="关闭后订单不能再支付,占用的盲盒退回奖池。确定关闭?" onConfirm={() => void close()}>
                <Button danger data-testid="bb-close">
                  关闭订单
                </Button>
              </Popconfirm>
            )}
          </Space>
          <SmallTable
            title={() => (
              <Space direction="vertical" size={0}>
                <span>开盒记录</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  种子哈希 {o.seedHash ?? '—'}
                  {o.seed ? `;种子 ${o.seed}` : ';种子待奖池关闭或抽完后公开'}
                </Typography.Text>
              </Space>
            )}
            rowKey="id"
            dataSource={o.draws}
            locale={{ emptyText: '未支付,尚未开盒' }}
            columns={[
              { title: '序号', dataIndex: 'drawIndex', width: 60, render: (v: number) => v + 1 },
              { title: '奖品', dataIndex: 'prizeName' },
              { title: '输入 (订单号:序号)', dataIndex: 'input', width: 260 },
              { title: '奖池第几抽', dataIndex: 'seq', width: 100, render: (v: number) => v + 1 },
              { title: '开盒时间', dataIndex: 'createTime', width: 170 },
            ]}
          />
          <Tabs
            style={{ marginTop: 16 }}
            activeKey={tab}
            onChange={(k) => setTab(k as typeof tab)}
            items={LOGS.map((t) => ({ key: t.key, label: t.label }))}
            tabBarExtraContent={
              tab === 'afterSale' ? (
                <Select
                  allowClear
                  placeholder="售后日期"
                  style={{ width: 140 }}
                  value={date}
                  onChange={setDate}
                  options={(dates.data ?? []).map((d) => ({ value: d, label: d }))}
                />
              ) : null
            }
          />
          {tab === 'afterSale' ? (
            <SmallTable
              loading={logs.isLoading}
              rowKey="id"
              dataSource={(logs.data ?? []) as object[]}
              locale={{ emptyText: '暂无售后记录' }}
              columns={[
                { title: '时间', dataIndex: 'createTime', width: 170 },
                { title: '类型', dataIndex: 'kindText', width: 70 },
                { title: '原因', dataIndex: 'reason' },
                { title: '快递单号', dataIndex: 'expressNo', width: 120, render: (v: string) => v || '—' },
                { title: '退款', dataIndex: 'amount', width: 90, render: (v: number) => (v ? <Money cents={v} /> : '—') },
                { title: '操作人', dataIndex: 'userName', width: 90 },
              ]}
            />
          ) : (
            <SmallTable loading={logs.isLoading} rowKey="id" dataSource={(logs.data ?? []) as object[]} columns={logColumns()} />
          )}
          {afterSale && (
            <AfterSaleDialog
              orderId={o.id}
              onClose={() => setAfterSale(false)}
              onDone={() => {
                setAfterSale(false);
                void refreshAll();
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
