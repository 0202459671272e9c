import { useRef, useState } from 'react';
import { App, Button, Card, Drawer, Input, Popconfirm, Space, Tabs } from 'antd';
import { VOICE_PERMS as P } from '@yym/contract';
import { newIdempotencyKey } from '../../app/keys.ts';
import { useDetail, useQueryOf, useRefresh } from '../../app/data.ts';
import {
  Facts,
  Money,
  OrderList,
  OrderStatusTag,
  SmallTable,
  OrderLogTabs,
  useBusy,
  useCan,
  type OrderColumn,
  orderSearch,
} from '../../components/index.ts';
import { voiceOrderCalls as A, voiceOrders, type VoiceOrderDetail, type VoiceOrderRow } from './api.ts';

const search = orderSearch({ testId: 'voice-order-no', texts: [{ name: 'voiceName', label: '语音', placeholder: '语音或语音包名称' }] });

const columns: OrderColumn<VoiceOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '语音', dataIndex: 'voiceName' },
  { title: '类型', dataIndex: 'voiceTypeText', width: 80 },
  { title: '联系人', dataIndex: 'contactName', width: 170, render: (_, r) => `${r.contactName} ${r.contactPhone}` },
  { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '已退', dataIndex: 'refundMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '状态', dataIndex: 'orderStatus', width: 90, render: (v) => <OrderStatusTag code={v} /> },
  { title: '下单时间', dataIndex: 'createTime', width: 170 },
];

function VoiceOrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const info = useDetail(voiceOrders, orderId);
  const refunds = useQueryOf(voiceOrders, ['refunds', orderId], () => A.refunds(orderId));
  const canRefund = useCan(P.orderRefund);
  const canRemark = useCan(P.orderRemark);
  const refreshAll = useRefresh(voiceOrders);
  const [remark, setRemark] = useState('');
  const [reason, setReason] = useState('');
  // one key per refund the clerk means: a double click or a retry after a lost answer refunds once
  const refundKey = useRef(newIdempotencyKey());
  const { busy, attempt } = useBusy();
  const o = info.data as VoiceOrderDetail | undefined;
  const act = (work: () => Promise<unknown>, text: string) =>
    attempt(async () => {
      await work();
      void message.success(text);
      void refreshAll();
    });
  return (
    <Drawer open width={820} title="语音订单详情" onClose={onClose} destroyOnHidden>
      {o && (
        <>
          <Facts
            column={2}
            items={{
              订单号: o.orderNo,
              状态: (
                <span data-testid="voice-order-status">
                  <OrderStatusTag code={o.orderStatus} />
                </span>
              ),
              语音: `${o.voiceName}(${o.voiceTypeText})`,
              联系人: `${o.contactName} ${o.contactPhone}`,
              订单金额: <Money cents={o.totalMoney} />,
              '已付 / 已退': (
                <span data-testid="voice-order-money">
                  <Money cents={o.paidMoney} /> / <Money cents={o.refundMoney} />
                </span>
              ),
              下单时间: o.createTime,
              备注: o.remark || '—',
            }}
          />
          <Space wrap style={{ margin: '16px 0 8px' }}>
            {canRefund && (
              <>
                <Input
                  placeholder="退款原因"
                  value={reason}
                  maxLength={200}
                  onChange={(e) => setReason(e.target.value)}
                  style={{ width: 200 }}
                />
                <Popconfirm
                  title={`强制退款 ${(o.refundable / 100).toFixed(2)} 元?款项原路退回,买家不能再收听完整语音`}
                  disabled={!o.refundable}
                  onConfirm={() => void act(() => A.forceRefund(o.id, reason, refundKey.current), '已退款')}
                >
                  <Button danger loading={busy} disabled={!o.refundable} data-testid="voice-force-refund">
                    强制退款
                  </Button>
                </Popconfirm>
              </>
            )}
            {canRemark && (
              <>
                <Input
                  placeholder="备注"
                  value={remark}
                  maxLength={200}
                  onChange={(e) => setRemark(e.target.value)}
                  style={{ width: 200 }}
                />
                <Button
                  disabled={!remark.trim()}
                  onClick={() => void act(() => A.remark(o.id, remark.trim()).then(() => setRemark('')), '已备注')}
                >
                  保存备注
                </Button>
              </>
            )}
          </Space>
          <SmallTable
            title={() => '退款记录'}
            dataSource={refunds.data ?? []}
            columns={[
              { title: '退款单号', dataIndex: 'refundNo' },
              { title: '类型', dataIndex: 'refundTypeText', width: 90 },
              { title: '金额', dataIndex: 'amount', width: 90, render: (v) => <Money cents={v} /> },
              { title: '状态', dataIndex: 'refundStatusText', width: 90 },
              { title: '原因', dataIndex: 'reason', render: (v) => v || '—' },
              { title: '时间', dataIndex: 'createTime', width: 170 },
            ]}
          />
          <OrderLogTabs resource={voiceOrders} orderId={orderId} read={(kind) => A.logs(orderId, kind)} />
        </>
      )}
    </Drawer>
  );
}

/** 语音订单: tabs by kind (语音 / 语音包, with counts), search, export, the detail with refunds, logs and remarks. */
export default function VoiceOrderPage() {
  const counts = useQueryOf(voiceOrders, ['counts'], () => A.counts());
  const [kind, setKind] = useState('0');
  const all = (counts.data ?? []).reduce((s, c) => s + c.count, 0);
  return (
    <Card>
      <Tabs
        activeKey={kind}
        onChange={setKind}
        items={[
          { key: '0', label: `全部(${all})` },
          ...(counts.data ?? []).map((c) => ({ key: String(c.voiceType), label: `${c.name}(${c.count})` })),
        ]}
      />
      <OrderList<VoiceOrderRow>
        resource={voiceOrders}
        columns={columns}
        search={search}
        params={kind === '0' ? {} : { voiceType: Number(kind) }}
        exportPerm={P.orderExport}
        exportName="语音订单"
        scrollX={1100}
        actionWidth={80}
        emptyText="暂无语音订单"
        detailTestId={(r) => `voice-order-detail-${r.orderNo}`}
        detail={(id, close) => <VoiceOrderDrawer orderId={id} onClose={close} />}
      />
    </Card>
  );
}
