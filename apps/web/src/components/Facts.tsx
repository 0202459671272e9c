import { useState, type ReactNode } from 'react';
import { Descriptions, Table, Tabs, type DescriptionsProps, type TableProps } from 'antd';
import { useQueryOf, type QueryTarget } from '../app/data.ts';

/**
 * A record's facts as bordered label–value cells (the head of a detail drawer or card), in the order
 * given: `{ 电子卡: o.productName, 状态: <OrderStatusTag code={o.orderStatus} /> }`.
 */
export function Facts({
  items,
  column,
  title,
}: {
  items: Record<string, ReactNode>;
  column?: DescriptionsProps['column'];
  title?: ReactNode;
}) {
  return (
    <Descriptions size="small" column={column} bordered title={title}>
      {Object.entries(items).map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** A few rows inside a drawer or card: small, all on one page, keyed by id. */
export function SmallTable<T extends object>(p: TableProps<T>) {
  return <Table<T> rowKey="id" size="small" pagination={false} {...p} />;
}

/** The columns of an operation log: 时间, 操作人 (its width), 内容. */
export const logColumns = (operatorWidth = 90) => [
  { title: '时间', dataIndex: 'createTime', width: 170 },
  { title: '操作人', dataIndex: 'userName', width: operatorWidth },
  { title: '内容', dataIndex: 'content' },
];

const ORDER_LOGS = [
  { key: 'process', label: '状态日志' },
  { key: 'refund', label: '退款日志' },
  { key: 'operate', label: '操作日志' },
] as const;
type OrderLogKind = (typeof ORDER_LOGS)[number]['key'];

/** An order's logs under their three tabs (状态, 退款, 操作), each read when its tab opens. */
export function OrderLogTabs(p: { resource: QueryTarget; orderId: string; read: (kind: OrderLogKind) => Promise<object[]> }) {
  const [tab, setTab] = useState<OrderLogKind>('process');
  const logs = useQueryOf(p.resource, ['logs', p.orderId, tab], () => p.read(tab));
  return (
    <>
      <Tabs style={{ marginTop: 16 }} activeKey={tab} onChange={(k) => setTab(k as OrderLogKind)} items={[...ORDER_LOGS]} />
      <SmallTable loading={logs.isLoading} dataSource={logs.data ?? []} columns={logColumns()} />
    </>
  );
}
