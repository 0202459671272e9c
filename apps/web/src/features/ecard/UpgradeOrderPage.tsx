import { useState } from 'react';
import { App, Button, DatePicker, Descriptions, Drawer, Empty, Input, Popconfirm, Space, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  ECARD_PERMS,
  ORDER_STATUS_LABELS,
  UPGRADE_ORDER_STATE,
  UPGRADE_ORDER_TYPE,
  USER_CARD_STATUS,
  type UpgradeLogRow,
} from '@yym/contract';
import { Facts, Money, OrderList, OrderStatusTag, SmallTable, logColumns, useCan, type OrderColumn } from '../../components/index.ts';
import { projectsText } from './text.ts';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { upgradeOrderActions, upgradeOrders } from './api.ts';
import type { UpgradeOrderRow } from '@yym/contract';

const P = ECARD_PERMS;
const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([v, l]) => ({ value: Number(v), label: l.zh }));
const TYPE_OPTIONS = Object.entries(UPGRADE_ORDER_TYPE).map(([v, l]) => ({ value: Number(v), label: l }));
const STATE_COLOR: Record<number, string> = { 1: 'default', 2: 'green', 3: 'default', 4: 'orange' };

const [time, operator, content] = logColumns();
const upgradeLogColumns = [
  time,
  operator,
  {
    title: '状态',
    dataIndex: 'toStatusText',
    width: 160,
    render: (_: unknown, l: UpgradeLogRow) => `${l.fromStatusText} → ${l.toStatusText}`,
  },
  content,
];

/** One log of the order (order-process, operate-log or refund-log), loaded when its tab opens. */
function LogTable({ id, kind }: { id: string; kind: 'process' | 'operateLog' | 'refundLog' }) {
  const q = useQueryOf('ecard-upgrade-log', [id, kind], () => upgradeOrderActions[kind](id));
  return <SmallTable loading={q.isLoading} dataSource={q.data ?? []} columns={upgradeLogColumns} />;
}

/** One upgrade or renewal order: the held card before and now, refund, remark, the timeline and logs. */
function UpgradeDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { message } = App.useApp();
  const refreshList = useRefresh(upgradeOrders);
  const d = useQueryOf('ecard-upgrade-order', [id], () => upgradeOrderActions.info(id));
  const refunds = useQueryOf('ecard-upgrade-refunds', [id], () => upgradeOrderActions.refundDetail(id));
  const canRefund = useCan(P.orderRefund);
  const canRemark = useCan(P.orderRemark);
  const [remark, setRemark] = useState<string | null>(null);
  const act = async (p: Promise<unknown>, text: string) => {
    await p;
    void message.success(text);
    void d.refetch();
    void refunds.refetch();
    void refreshList();
  };
  const o = d.data;
  return (
    <Drawer open width={880} title={`${o?.orderTypeText ?? ''}订单 ${o?.orderNo ?? ''}`} onClose={onClose}>
      {o && (
        <>
          <Facts
            column={3}
            items={{
              类型: o.orderTypeText,
              订单状态: <OrderStatusTag code={o.orderStatus} />,
              生效状态: <Tag color={STATE_COLOR[o.state]}>{o.stateText}</Tag>,
              卡号: o.cardNo,
              持卡人: o.holderName,
              联系电话: o.contactPhone,
              [o.orderType === 1 ? '升级' : '续卡']:
                o.orderType === 1 ? `${o.fromCardName} → ${o.toCardName}` : `${o.fromCardName} 续 ${o.comboDays} 天`,
              实付: <Money cents={o.paidMoney} />,
              已退: <Money cents={o.refundMoney} />,
              下单时间: o.createTime,
              生效时间: o.appliedTime ?? '-',
              备注: o.remark || '-',
            }}
          />
          <Space style={{ margin: '16px 0' }} wrap>
            {canRefund && o.state === 2 && (
              <Popconfirm
                title="退款后款项原路退回,持卡恢复为升级/续卡前的样子,确定?"
                disabled={!o.canRefund}
                onConfirm={() => act(upgradeOrderActions.refund(id), '已退款')}
              >
                <Button danger disabled={!o.canRefund} title={o.refundBlock ?? undefined}>
                  退款
                </Button>
              </Popconfirm>
            )}
            {canRefund && o.state === 2 && o.refundBlock && <span style={{ color: 'var(--yym-muted)' }}>{o.refundBlock}</span>}
            {canRemark && (
              <>
                <Input
                  style={{ width: 280 }}
                  maxLength={200}
                  placeholder="订单备注"
                  aria-label="订单备注"
                  value={remark ?? o.remark ?? ''}
                  onChange={(e) => setRemark(e.target.value)}
                />
                <Button disabled={remark === null} onClick={() => void act(upgradeOrderActions.remark(id, remark ?? ''), '备注已保存')}>
                  保存备注
                </Button>
              </>
            )}
          </Space>
          <Descriptions size="small" column={1} bordered title="持卡">
            <Descriptions.Item label="现在">
              {o.toCardName} · {USER_CARD_STATUS[o.cardStatus]} · 有效期 {o.validStart} 至 {o.validEnd} · {projectsText(o.projects)}
            </Descriptions.Item>
            <Descriptions.Item label="生效前">
              {o.before
                ? `${o.before.cardName} · 有效期 ${o.before.validStart} 至 ${o.before.validEnd} · ${projectsText(o.before.projects)}`
                : '未生效'}
            </Descriptions.Item>
          </Descriptions>
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              { key: 'process', label: '订单进度', children: <LogTable id={id} kind="process" /> },
              { key: 'operate', label: '操作日志', children: <LogTable id={id} kind="operateLog" /> },
              { key: 'refund', label: '退款日志', children: <LogTable id={id} kind="refundLog" /> },
              {
                key: 'refunds',
                label: '退款明细',
                children: refunds.data?.length ? (
                  <SmallTable
                    dataSource={refunds.data}
                    columns={[
                      { title: '退款单号', dataIndex: 'refundNo' },
                      { title: '金额', dataIndex: 'amount', render: (v) => <Money cents={v} /> },
                      { title: '状态', dataIndex: 'refundStatusText' },
                      { title: '原因', dataIndex: 'reason' },
                      { title: '时间', dataIndex: 'createTime' },
                    ]}
                  />
                ) : (
                  <Empty description="暂无退款" />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** 升级订单: the upgrade and renewal orders of held cards, with filters, export and the detail drawer. */
export default function UpgradeOrderPage() {
  const [dates, setDates] = useState<[Dayjs, Dayjs] | null>(null);
  const params = dates ? { startDate: dates[0].format('YYYY-MM-DD'), endDate: dates[1].format('YYYY-MM-DD') } : {};
  const columns: OrderColumn<UpgradeOrderRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 200, search: true },
    {
      title: '类型',
      dataIndex: 'orderType',
      width: 70,
      search: true,
      options: TYPE_OPTIONS,
      render: (_, r) => <Tag>{r.orderTypeText}</Tag>,
    },
    { title: '卡号', dataIndex: 'cardNo', width: 150, search: true },
    { title: '持卡人', dataIndex: 'holderName', width: 90 },
    {
      title: '内容',
      dataIndex: 'toCardName',
      render: (_, r) => (r.orderType === 1 ? `${r.fromCardName} → ${r.toCardName}` : `${r.fromCardName} 续${r.comboDays}天`),
    },
    { title: '实付', dataIndex: 'paidMoney', width: 90, render: (v) => <Money cents={v} /> },
    {
      title: '订单状态',
      dataIndex: 'orderStatus',
      width: 100,
      search: true,
      options: STATUS_OPTIONS,
      render: (v) => <OrderStatusTag code={v} />,
    },
    { title: '生效', dataIndex: 'state', width: 80, render: (v) => <Tag color={STATE_COLOR[v]}>{UPGRADE_ORDER_STATE[v]}</Tag> },
    { title: '联系电话', dataIndex: 'contactPhone', width: 120, search: true },
    { title: '下单时间', dataIndex: 'createTime', width: 170 },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <span>下单日期</span>
        <DatePicker.RangePicker aria-label="下单日期" value={dates} onChange={(v) => setDates(v as [Dayjs, Dayjs] | null)} />
      </Space>
      <OrderList<UpgradeOrderRow>
        resource={upgradeOrders}
        title="升级订单"
        columns={columns}
        params={params}
        exportName="电子卡升级订单"
        exportPerm={P.orderExport}
        actionWidth={80}
        detail={(id, close) => <UpgradeDrawer id={id} onClose={close} />}
      />
    </>
  );
}
