import { useState } from 'react';
import { App, Button, Drawer, Popconfirm, Space, Tabs, Tag } from 'antd';
import { PKG_STATUS as S, VOUCHER_MESSAGE_STATUS, VOUCHER_PERMS as P, pkgStatusText } from '@yym/contract';
import { useDetail, useQueryOf, useRefresh } from '../../app/data.ts';
import {
  Facts,
  Money,
  OrderList,
  OrderStatusTag,
  SmallTable,
  logColumns,
  useCan,
  type OrderColumn,
  orderSearch,
} from '../../components/index.ts';
import { packageOrderActions as A, packageOrders, type VoucherOrderDetail, type VoucherOrderRow } from './api.ts';
import { StepDialog, type StepKind } from './PackageOrderDialogs.tsx';
import { itemsText } from './shared.tsx';

const STATUS_COLOR: Record<number, string> = {
  10: 'orange',
  20: 'orange',
  30: 'blue',
  40: 'red',
  50: 'green',
  60: 'default',
  70: 'purple',
  80: 'purple',
  90: 'default',
};
export const PkgTag = ({ s }: { s: number | null }) => (s == null ? null : <Tag color={STATUS_COLOR[s]}>{pkgStatusText(s)}</Tag>);

const search = orderSearch({ testId: 'vc-search-no', texts: [{ name: 'contactName', label: '联系人' }], status: false });

const columns: OrderColumn<VoucherOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '套餐券', dataIndex: 'itemName', render: (v, r) => `${v} ×${r.quantity}` },
  { title: '使用', dataIndex: 'usedCount', width: 90, render: (v, r) => `${v}/${r.uses * r.quantity}次` },
  { title: '联系人', dataIndex: 'contactName', width: 160, render: (_, r) => `${r.contactName} ${r.contactPhone}` },
  { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '处理状态', dataIndex: 'pkgStatus', width: 100, render: (v) => <PkgTag s={v} /> },
  { title: '订单状态', dataIndex: 'orderStatus', width: 90, render: (v) => <OrderStatusTag code={v} /> },
  { title: '下单时间', dataIndex: 'createTime', width: 170 },
];

const LOG_TABS = [
  { key: 'process', label: '处理流程' },
  { key: 'second', label: '确认与出票' },
  { key: 'refund', label: '退款日志' },
  { key: 'operate', label: '操作日志' },
  { key: 'outbox', label: '短信/邮件' },
] as const;

/** The buttons each flow action shows as (the flow table decides which are there). */
const STEP_BUTTONS: [string, StepKind, string, string][] = [
  ['confirm', 'confirm', '确认订单', P.orderConfirm],
  ['secondConfirm', 'secondConfirm', '二次确认', P.orderConfirm],
  ['outConfirm', 'outOk', '出票成功', P.orderOut],
  ['outConfirm', 'outFail', '出票失败', P.orderOut],
  ['secondOut', 'secondOutOk', '二次出票', P.orderOut],
  ['secondOut', 'secondOutFail', '二次出票失败', P.orderOut],
  ['applyRefund', 'refund', '申请退款', P.orderRefund],
  ['auditPass', 'auditPass', '退款审核通过', P.orderAudit],
  ['auditReject', 'auditReject', '退款审核驳回', P.orderAudit],
  ['outPass', 'outPass', '出账审核通过', P.orderAudit],
  ['outReject', 'outReject', '出账审核驳回', P.orderAudit],
  ['refuse', 'refuse', '拒单', P.orderConfirm],
];

function PackageOrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const info = useDetail(packageOrders, orderId);
  const [tab, setTab] = useState<(typeof LOG_TABS)[number]['key']>('process');
  const logs = useQueryOf(
    packageOrders,
    ['logs', orderId, tab],
    (): Promise<object[]> => (tab === 'outbox' ? A.outbox(orderId) : A.logs(orderId, tab)),
  );
  const [dialog, setDialog] = useState<StepKind | null>(null);
  const perms = {
    [P.orderConfirm]: useCan(P.orderConfirm),
    [P.orderOut]: useCan(P.orderOut),
    [P.orderRefund]: useCan(P.orderRefund),
    [P.orderAudit]: useCan(P.orderAudit),
  } as Record<string, boolean>;
  const canNotify = useCan(P.orderNotify);
  const canVerify = useCan(P.orderVerify);
  const canRemark = useCan(P.orderRemark);
  const refreshAll = useRefresh(packageOrders);
  const refresh = () => void refreshAll();
  const o = info.data as VoucherOrderDetail | undefined;
  const act = async (p: Promise<unknown>, text: string) => {
    await p;
    void message.success(text);
    refresh();
  };
  return (
    <Drawer open width={900} title="套餐券订单详情" onClose={onClose} destroyOnHidden>
      {o && (
        <>
          <Space wrap style={{ marginBottom: 12 }} data-testid="vc-actions">
            {STEP_BUTTONS.filter(([a, , , perm]) => o.actions.includes(a) && perms[perm]).map(([, kind, label]) => (
              <Button
                key={kind}
                type={kind === 'confirm' || kind === 'secondConfirm' || kind === 'outOk' ? 'primary' : 'default'}
                danger={kind === 'refuse' || kind === 'refund' || kind === 'outFail'}
                onClick={() => setDialog(kind)}
                data-testid={`vc-step-${kind}`}
              >
                {label}
              </Button>
            ))}
            {o.pkgStatus === S.OUT_DONE && canVerify && (
              <Popconfirm title="每张券核销一次?" onConfirm={() => void act(A.batchVerify([o.id]), '已核销')}>
                <Button data-testid="vc-verify">核销一次</Button>
              </Popconfirm>
            )}
            {o.pkgStatus === S.OUT_DONE && canNotify && (
              <>
                <Button onClick={() => void act(A.sms(o.id), '短信已发送')}>发送确认短信</Button>
                <Button onClick={() => setDialog('mail')}>发送确认邮件</Button>
              </>
            )}
            {canRemark && <Button onClick={() => setDialog('remark')}>备注</Button>}
          </Space>
          <Facts
            column={2}
            items={{
              订单号: o.orderNo,
              处理状态: (
                <span data-testid="vc-status">
                  <PkgTag s={o.pkgStatus} />
                </span>
              ),
              订单状态: <OrderStatusTag code={o.orderStatus} />,
              套餐券: `${o.itemName} ×${o.quantity}(每张${o.uses}次)`,
              有效期: `${o.validStart} ~ ${o.validEnd}`,
              使用地点: o.poiName || '—',
              联系人: `${o.contactName} ${o.contactPhone}`,
              确认号: o.confirmNo || '—',
              订单金额: <Money cents={o.totalMoney} />,
              '已付 / 已退': (
                <>
                  <Money cents={o.paidMoney} /> / <Money cents={o.refundMoney} />
                </>
              ),
              '确认 / 二次确认': `${o.confirmUser ?? '—'} ${o.confirmTime ?? ''} / ${o.needSecond ? `${o.secondUser ?? '待确认'} ${o.secondTime ?? ''}` : '无需'}`,
              备注: o.remark || '—',
            }}
          />
          <SmallTable
            style={{ marginTop: 16 }}
            title={() => '券码与使用'}
            dataSource={o.subOrders}
            columns={[
              { title: '券', dataIndex: 'id', width: 80, render: (_, __, i) => `第${i + 1}张` },
              { title: '状态', dataIndex: 'ticketStatusText', width: 80 },
              { title: '剩余', dataIndex: 'usesLeft', width: 70, render: (v, g) => `${v}/${g.uses.length}` },
              {
                title: '使用记录',
                dataIndex: 'uses',
                render: (uses: VoucherOrderDetail['subOrders'][number]['uses']) =>
                  uses
                    .filter((u) => u.used)
                    .map((u) => `${u.itemName} ${u.usedTime ?? ''} ${u.poiName ?? ''}`)
                    .join(';') || '未使用',
              },
            ]}
          />
          <Tabs
            style={{ marginTop: 16 }}
            activeKey={tab}
            onChange={(k) => setTab(k as typeof tab)}
            items={LOG_TABS.map((t) => ({ key: t.key, label: t.label }))}
          />
          {tab === 'outbox' ? (
            <SmallTable
              loading={logs.isLoading}
              dataSource={logs.data ?? []}
              columns={[
                { title: '时间', dataIndex: 'createTime', width: 170 },
                { title: '类型', dataIndex: 'kind', width: 60, render: (v) => (v === 'sms' ? '短信' : '邮件') },
                { title: '发送至', dataIndex: 'toAddr', width: 160 },
                { title: '内容', dataIndex: 'content' },
                { title: '状态', dataIndex: 'status', width: 80, render: (v) => VOUCHER_MESSAGE_STATUS[v] },
              ]}
            />
          ) : (
            <SmallTable loading={logs.isLoading} dataSource={logs.data ?? []} columns={logColumns()} />
          )}
          {dialog && <StepDialog kind={dialog} o={o} onClose={() => setDialog(null)} onDone={refresh} />}
        </>
      )}
    </Drawer>
  );
}

/** 套餐券订单: tabs by processing state with counts, search, detail with the flow's actions, vouchers and logs, export. */
export default function PackageOrderPage() {
  const counts = useQueryOf(packageOrders, ['counts'], () => A.counts());
  return (
    <OrderList<VoucherOrderRow>
      resource={packageOrders}
      columns={columns}
      search={search}
      statusTabs={{ counts: counts.data?.map((c) => ({ status: c.status, label: c.name, count: c.count })) }}
      exportPerm={P.orderExport}
      exportName="套餐券订单"
      scrollX={1200}
      actionWidth={80}
      openOnDoubleClick
      emptyText="暂无套餐券订单"
      detailTestId={(r) => `vc-detail-${r.orderNo}`}
      detail={(id, close) => <PackageOrderDrawer orderId={id} onClose={close} />}
    />
  );
}

export { itemsText };
