import type { ReactNode } from 'react';
import { Descriptions, Table, type DescriptionsProps, type TableProps } from 'antd';

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
