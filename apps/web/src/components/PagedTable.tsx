import { Table, type TableProps } from 'antd';
import type { Page } from '@yym/contract';
import { rowsOf, type usePaging } from '../app/data.ts';

/**
 * One page of a list read (`useList`) as a table: its rows keyed by id, a spinner while the page loads,
 * the paging of `usePaging` below. Other table props pass through (and may override these).
 */
export function PagedTable<T extends object>({
  list,
  paging,
  ...table
}: Omit<TableProps<T>, 'dataSource' | 'pagination'> & {
  list: { data?: Page<T> | T[]; isLoading: boolean };
  paging: ReturnType<typeof usePaging>['tablePaging'];
}) {
  return (
    <Table<T> rowKey="id" size="middle" loading={list.isLoading} dataSource={rowsOf(list.data)} pagination={paging(list.data)} {...table} />
  );
}
