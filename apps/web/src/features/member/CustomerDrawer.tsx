import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Select, Space, Spin, Table, Tabs, Tag, type TableColumnsType as ColumnsType } from 'antd';
import { useQueryOf } from '../../app/data.ts';
import { LEDGER_REASON_LABELS, orderStatusText } from '@yym/contract';
import { Money, useCan } from '../../components/index.ts';
import { customerCalls, type CustomerRow } from './api.ts';
import { InteractionTab } from './InteractionTab.tsx';

/** A row of one of the drawer's tables: keyed by its id, or its code where it has none. */
type PagedRow = { id?: string; code?: string };
type Loader<T> = (current: number) => Promise<{ records: T[]; total: number }>;

/** One paged table of the drawer (10 a page). */
function Paged<T extends PagedRow>({ name, load, columns }: { name: string; load: Loader<T>; columns: ColumnsType<T> }) {
  const [current, setCurrent] = useState(1);
  const q = useQueryOf('customer-drawer', [name, current], () => load(current));
  return (
    <Table
      size="small"
      rowKey={(r) => r.id ?? r.code ?? ''}
      loading={q.isLoading}
      dataSource={q.data?.records ?? []}
      columns={columns}
      pagination={{ current, pageSize: 10, total: q.data?.total ?? 0, onChange: setCurrent, showSizeChanger: false }}
    />
  );
}

const ledgerColumns = [
  { title: '时间', dataIndex: 'createTime', width: 170 },
  { title: '类型', dataIndex: 'reason', width: 90, render: (v: string) => LEDGER_REASON_LABELS[v] ?? v },
  {
    title: '变动',
    dataIndex: 'amount',
    width: 80,
    render: (v: number) => <span className={v < 0 ? 'mb-minus' : 'mb-plus'}>{v > 0 ? `+${v}` : v}</span>,
  },
  { title: '订单号', dataIndex: 'orderNo', render: (v: string) => v || '—' },
];

/** A customer's detail: counts, labels and the user centre's records in tabs. */
export function CustomerDrawer({ row, unmask, onClose }: { row: CustomerRow; unmask: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const canLabel = useCan('merchant_user_label');
  const id = row.id;
  const detail = useQueryOf('customer-detail', [id, unmask], () => customerCalls.detail(id, unmask));
  const counts = useQueryOf('customer-counts', [id], () => customerCalls.counts(id));
  const labelOptions = useQueryOf('customer-labels', [], customerCalls.labels, { enabled: canLabel });
  const [labels, setLabels] = useState<string[] | null>(null);
  const c = detail.data;
  const n = counts.data;
  const key = (name: string) => `${id}-${name}`;
  return (
    <Drawer open width={860} title={`用户详情 · ${c?.phone ?? row.phone}`} onClose={onClose}>
      {!c || !n ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" bordered column={3} className="mb-desc">
            <Descriptions.Item label="手机号">{c.phone}</Descriptions.Item>
            <Descriptions.Item label="姓名">{c.name || '—'}</Descriptions.Item>
            <Descriptions.Item label="会员等级">{n.levelName ? <Tag color="gold">{n.levelName}</Tag> : '—'}</Descriptions.Item>
            <Descriptions.Item label="订单数">{n.orderCount}</Descriptions.Item>
            <Descriptions.Item label="已付订单">{n.paidOrderCount}</Descriptions.Item>
            <Descriptions.Item label="累计消费">
              <Money cents={n.spend} />
            </Descriptions.Item>
            <Descriptions.Item label="积分">{n.points}</Descriptions.Item>
            <Descriptions.Item label="成长值">{n.growth}</Descriptions.Item>
            <Descriptions.Item label="会员优惠">
              <Money cents={n.memberDiscount} />
            </Descriptions.Item>
            <Descriptions.Item label="电子卡">{n.cardCount}</Descriptions.Item>
            <Descriptions.Item label="优惠券">{n.couponCount}</Descriptions.Item>
            <Descriptions.Item label="证件号">{c.cardNum || '—'}</Descriptions.Item>
            <Descriptions.Item label="标签" span={3}>
              {canLabel ? (
                <Space>
                  <Select
                    mode="multiple"
                    style={{ minWidth: 260 }}
                    aria-label="标签"
                    value={labels ?? c.labels}
                    onChange={setLabels}
                    options={(labelOptions.data ?? []).map((l) => ({ label: l.name, value: l.name }))}
                  />
                  <Button
                    size="small"
                    disabled={!labels}
                    onClick={async () => {
                      await customerCalls.setLabels(id, labels ?? []);
                      void message.success('标签已保存');
                      void detail.refetch();
                      setLabels(null);
                    }}
                  >
                    保存标签
                  </Button>
                </Space>
              ) : (
                c.labels.map((l) => <Tag key={l}>{l}</Tag>)
              )}
            </Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'orders',
                label: '订单',
                children: (
                  <Paged
                    name={key('orders')}
                    load={(p) => customerCalls.orders(id, p)}
                    columns={[
                      { title: '订单号', dataIndex: 'orderNo', width: 190 },
                      { title: '商品', dataIndex: 'productName' },
                      { title: '游玩日期', dataIndex: 'playDate', width: 110 },
                      { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v: number) => <Money cents={v} /> },
                      { title: '会员优惠', dataIndex: 'memberDiscount', width: 90, render: (v: number) => <Money cents={v} /> },
                      { title: '状态', dataIndex: 'orderStatus', width: 90, render: (v: number) => orderStatusText(v) },
                    ]}
                  />
                ),
              },
              {
                key: 'points',
                label: '积分明细',
                children: <Paged name={key('points')} load={(p) => customerCalls.points(id, p)} columns={ledgerColumns} />,
              },
              {
                key: 'growth',
                label: '成长值明细',
                children: <Paged name={key('growth')} load={(p) => customerCalls.growth(id, p)} columns={ledgerColumns} />,
              },
              {
                key: 'level',
                label: '等级变更',
                children: (
                  <Paged
                    name={key('level')}
                    load={() => customerCalls.levelLog(id)}
                    columns={[
                      { title: '时间', dataIndex: 'createTime', width: 170 },
                      { title: '原等级', dataIndex: 'fromLevel', render: (v: string) => v || '—' },
                      { title: '新等级', dataIndex: 'toLevel', render: (v: string) => v || '—' },
                      { title: '成长值', dataIndex: 'growth', width: 90 },
                      { title: '原因', dataIndex: 'reason' },
                    ]}
                  />
                ),
              },
              {
                key: 'contacts',
                label: '常用出行人',
                children: (
                  <Paged
                    name={key('contacts')}
                    load={() => customerCalls.contacts(id)}
                    columns={[
                      { title: '姓名', dataIndex: 'name' },
                      { title: '手机号', dataIndex: 'phone' },
                      { title: '证件号', dataIndex: 'cardNum' },
                    ]}
                  />
                ),
              },
              {
                key: 'favorites',
                label: '收藏',
                children: (
                  <Paged
                    name={key('favorites')}
                    load={() => customerCalls.favorites(id)}
                    columns={[
                      { title: '收藏内容', dataIndex: 'targetName' },
                      { title: '时间', dataIndex: 'createTime', width: 170 },
                    ]}
                  />
                ),
              },
              { key: 'interaction', label: '评价与反馈', children: <InteractionTab customerId={id} /> },
              {
                key: 'log',
                label: '操作日志',
                children: (
                  <Paged
                    name={key('log')}
                    load={(p) => customerCalls.opLog(id, p)}
                    columns={[
                      { title: '时间', dataIndex: 'createTime', width: 170 },
                      { title: '操作人', dataIndex: 'userName', width: 100 },
                      { title: '内容', dataIndex: 'content' },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
