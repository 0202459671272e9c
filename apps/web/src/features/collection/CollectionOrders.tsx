import { useState } from 'react';
import { App, Button, Drawer, Input, Modal, Popconfirm, Segmented, Spin, Tag, Typography } from 'antd';
import { COLL_ORDER_STATE_TEXT, COLLECTION_PERMS as P } from '@yym/contract';
import { Facts, ListPage, Money, SmallTable, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { collOrderCalls, collOrders, type CollOrderDetail, type CollOrderRow } from './api.ts';

const STATE_COLOR: Record<number, string> = { 1: 'orange', 2: 'processing', 3: 'red', 4: 'green', 5: 'default', 6: 'purple' };
const short = (s: string | null | undefined) => (s ? `${s.slice(0, 10)}…${s.slice(-6)}` : '—');

function OrderDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const d = useQueryOf('collection-order', [id], () => collOrderCalls.detail(id));
  const o: CollOrderDetail | undefined = d.data;
  return (
    <Drawer open width={760} title="藏品订单详情" onClose={onClose} destroyOnHidden>
      {!o ? (
        <Spin />
      ) : (
        <>
          <Facts
            column={2}
            items={{
              订单号: o.orderNo,
              状态: <Tag color={STATE_COLOR[o.state]}>{o.stateText}</Tag>,
              藏品: o.productName,
              数量: `${o.quantity} 份`,
              金额: <Money cents={o.totalMoney} />,
              买家: `${o.contactName} ${o.contactPhone}`,
              合约地址: <Typography.Text copyable={{ text: o.contractAddress ?? '' }}>{short(o.contractAddress)}</Typography.Text>,
              买家地址: <Typography.Text copyable={{ text: o.holder }}>{short(o.holder)}</Typography.Text>,
              发放: o.grantError ? `${o.grantStatusText}: ${o.grantError}` : o.grantStatusText,
              下单时间: o.createTime,
            }}
          />
          <h4 style={{ margin: '16px 0 8px' }}>藏品编号</h4>
          <SmallTable
            rowKey="tokenId"
            dataSource={o.tokens}
            locale={{ emptyText: '订单已结束,藏品已退回' }}
            columns={[
              { title: '编号', dataIndex: 'tokenId', width: 80, render: (v: number) => `#${v}` },
              { title: '发放', dataIndex: 'grantStatusText', width: 90 },
              {
                title: '交易哈希',
                dataIndex: 'txHash',
                render: (v: string | null) => (v ? <Typography.Text copyable={{ text: v }}>{short(v)}</Typography.Text> : '—'),
              },
              { title: '发放时间', dataIndex: 'grantTime', width: 170 },
            ]}
          />
          <h4 style={{ margin: '16px 0 8px' }}>操作日志</h4>
          <SmallTable
            rowKey={(l) => `${l.time}${l.content}`}
            dataSource={o.logs}
            columns={[
              { title: '时间', dataIndex: 'time', width: 170 },
              { title: '操作人', dataIndex: 'user', width: 90 },
              { title: '内容', dataIndex: 'content' },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

function RefundDialog({ row, onClose }: { row: CollOrderRow; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefresh(collOrders, 'collection-order-counts', 'collection-order');
  const [reason, setReason] = useState('');
  const { busy, attempt } = useBusy();
  return (
    <Modal
      open
      title={`退款 · ${row.orderNo}`}
      okText="确认退款"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() =>
        attempt(async () => {
          await collOrderCalls.refund(row.id, reason.trim() || undefined);
          void message.success('已退款,藏品已退回');
          void refresh();
          onClose();
        })
      }
    >
      <p>
        退款金额 <Money cents={row.totalMoney} />
        ,原路退回买家;订单的藏品编号将退回可售库存。
      </p>
      <Input.TextArea rows={3} maxLength={200} placeholder="退款原因(选填)" value={reason} onChange={(e) => setReason(e.target.value)} />
    </Modal>
  );
}

function Actions({ row, onView, onRefund }: { row: CollOrderRow; onView: () => void; onRefund: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefresh(collOrders, 'collection-order-counts', 'collection-order');
  const can = useCan(P.edit);
  const { busy, attempt } = useBusy();
  const act = (work: () => Promise<unknown>, done: string) =>
    attempt(async () => {
      await work();
      void message.success(done);
      void refresh();
    });
  return (
    <>
      <Button type="link" size="small" onClick={onView}>
        详情
      </Button>
      {can && row.state === 1 && (
        <Popconfirm title="确定取消该订单?占用的藏品将退回" onConfirm={() => act(() => collOrderCalls.cancel(row.id), '订单已取消')}>
          <Button type="link" size="small" danger loading={busy}>
            取消
          </Button>
        </Popconfirm>
      )}
      {can && row.state === 3 && (
        <Button type="link" size="small" loading={busy} onClick={() => void act(() => collOrderCalls.grant(row.id), '已重新发放')}>
          发放
        </Button>
      )}
      {can && (row.state === 3 || (row.state === 2 && row.grantStatus === 0)) && (
        <Button type="link" size="small" danger onClick={onRefund}>
          退款
        </Button>
      )}
    </>
  );
}

const columns: CrudColumn<CollOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 190, search: true },
  { title: '藏品', dataIndex: 'productName', search: true },
  { title: '数量', dataIndex: 'quantity', width: 60 },
  { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '买家', dataIndex: 'contactName', width: 90 },
  { title: '手机号', dataIndex: 'phone', width: 120, search: true, render: (_, r) => r.contactPhone },
  { title: '状态', dataIndex: 'stateText', width: 90, render: (v, r) => <Tag color={STATE_COLOR[r.state]}>{v}</Tag> },
  { title: '下单时间', dataIndex: 'createTime', width: 170, search: 'dateRange' },
];

/** 藏品订单: counts by state, the list with its filters, the detail with each edition's token and hash, cancel, grant, refund. */
export default function CollectionOrders() {
  const [state, setState] = useState<number | 'all'>('all');
  const [viewing, setViewing] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<CollOrderRow | null>(null);
  const counts = useQueryOf('collection-order-counts', [], () => collOrderCalls.counts({}));
  const count = (s: number) => counts.data?.find((c) => c.state === s)?.count ?? 0;
  const total = (counts.data ?? []).reduce((n, c) => n + c.count, 0);
  return (
    <>
      <Segmented<number | 'all'>
        style={{ marginBottom: 12 }}
        value={state}
        onChange={(v) => setState(v as number | 'all')}
        options={[
          { value: 'all', label: `全部 (${total})` },
          ...Object.entries(COLL_ORDER_STATE_TEXT).map(([v, l]) => ({ value: Number(v), label: `${l} (${count(Number(v))})` })),
        ]}
      />
      <ListPage<CollOrderRow>
        resource={collOrders}
        title="藏品订单"
        params={state === 'all' ? {} : { state }}
        columns={columns}
        exportPerm={false}
        actionWidth={200}
        rowActions={(r) => <Actions row={r} onView={() => setViewing(r.id)} onRefund={() => setRefunding(r)} />}
      />
      {viewing && <OrderDrawer id={viewing} onClose={() => setViewing(null)} />}
      {refunding && <RefundDialog row={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
