import { useState, type ReactNode } from 'react';
import { App, Button, Card, Form, Space, Tabs, type TableColumnType } from 'antd';
import { useList, usePaging, type Resource } from '../app/data.ts';
import { useCan } from '../app/session.ts';
import { CrudPage } from './CrudPage.tsx';
import { saveExport } from './crudExport.ts';
import { PagedTable } from './PagedTable.tsx';
import { SearchButtons } from './SearchButtons.tsx';
import type { CrudColumn } from './crudTypes.ts';

/** What every order row has: the id its detail is opened with. */
export interface OrderRowBase {
  id: string;
}

/** A column of an order list: the platform's column (`search` and `options` serve the platform search row), cut short with a tooltip when `ellipsis`. */
export type OrderColumn<T extends OrderRowBase> = CrudColumn<T> & { ellipsis?: boolean };

/** Search values as the form holds them (strings, numbers, dayjs dates and ranges). */
export type OrderSearchValues = Record<string, unknown>;

/** The order kind's own search row: its fields (antd `Form.Item`s) and how their values become list filters. */
export interface OrderSearch {
  fields: ReactNode;
  toFilters: (values: OrderSearchValues) => Record<string, unknown>;
}

/** Status tabs above the table: 全部 with the sum, then one tab a status, filtering on `orderStatus`. */
export interface OrderStatusTabs {
  counts: { status: number; label: string; count: number }[] | undefined;
  /** Leave out the statuses without orders. */
  hideEmpty?: boolean;
}

export interface OrderListProps<T extends OrderRowBase> {
  /** The orders (list and export). */
  resource: Resource<T>;
  columns: OrderColumn<T>[];
  /**
   * The kind's own search row (搜索 / 清空, then 导出), in a card without a title. Without it the columns
   * marked `search` make the platform search row of a titled list (`title`, 导出 in its toolbar).
   */
  search?: OrderSearch;
  /** The titled list's title (without `search`). */
  title?: string;
  /** Fixed list parameters (e.g. a date range chosen outside the list); sent with the export too. */
  params?: Record<string, unknown>;
  statusTabs?: OrderStatusTabs;
  /** 导出: the button code that shows it, and the file's name (without extension). */
  exportPerm: string;
  exportName: string;
  /** The detail drawer of one order, opened by the row's 详情. */
  detail: (id: string, close: () => void) => ReactNode;
  /** The 详情 button's test id. */
  detailTestId?: (row: T) => string;
  /** Row actions after 详情. */
  actions?: (row: T) => ReactNode;
  /** Width of the 操作 column. */
  actionWidth?: number;
  /** Table width below which it scrolls sideways (own search row only). */
  scrollX?: number;
  /** The empty table's text (own search row only). */
  emptyText?: string;
  /** A double click on a row opens its detail too (own search row only). */
  openOnDoubleClick?: boolean;
}

/**
 * The order list every order kind uses: search, status tabs, columns, paging, export, and the detail
 * drawer opened from 详情. Each kind gives its columns, its search row and its drawer.
 */
export function OrderList<T extends OrderRowBase>(p: OrderListProps<T>) {
  const [openId, setOpenId] = useState<string | null>(null);
  const close = () => setOpenId(null);
  const detailButton = (r: T) => (
    <Button type="link" size="small" onClick={() => setOpenId(r.id)} data-testid={p.detailTestId?.(r)}>
      详情
    </Button>
  );
  const operations = (r: T) =>
    p.actions ? (
      <Space size={0}>
        {detailButton(r)}
        {p.actions(r)}
      </Space>
    ) : (
      detailButton(r)
    );
  return (
    <>
      {p.search ? (
        <SearchedOrders {...p} search={p.search} operations={operations} open={setOpenId} />
      ) : (
        <CrudPage<T>
          resource={p.resource}
          title={p.title}
          columns={p.columns}
          params={p.params}
          exportName={p.exportName}
          perms={{ add: false, edit: false, remove: false, view: false, export: p.exportPerm }}
          actionWidth={p.actionWidth}
          rowActions={operations}
        />
      )}
      {openId && p.detail(openId, close)}
    </>
  );
}

/** The list under the kind's own search row. */
function SearchedOrders<T extends OrderRowBase>(
  p: OrderListProps<T> & { search: OrderSearch; operations: (r: T) => ReactNode; open: (id: string) => void },
) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const canExport = useCan(p.exportPerm);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [tab, setTab] = useState('all');
  const { paging, firstPage, tablePaging } = usePaging();
  const shown = { ...p.params, ...filters, ...(tab === 'all' ? {} : { orderStatus: Number(tab) }) };
  const list = useList(p.resource, { ...shown, ...paging });
  const search = (v: OrderSearchValues) => {
    setFilters(p.search.toFilters(v));
    firstPage();
  };
  const counts = p.statusTabs?.counts ?? [];
  const columns: TableColumnType<T>[] = [
    ...p.columns
      .filter((c) => !c.hideInTable)
      .map((c) => ({ title: c.title, dataIndex: c.dataIndex, width: c.width, ellipsis: c.ellipsis, render: c.render })),
    { title: '操作', key: 'op', width: p.actionWidth, fixed: 'right', render: (_: unknown, r: T) => p.operations(r) },
  ];
  return (
    <Card>
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 12, marginBottom: p.statusTabs ? 12 : 16 }}>
        {p.search.fields}
        <SearchButtons form={form} onClear={() => search({})}>
          {canExport && p.resource.exportFile && (
            <Button onClick={() => void p.resource.exportFile!(shown).then((b) => saveExport(b, `${p.exportName}.xlsx`, message))}>
              导出
            </Button>
          )}
        </SearchButtons>
      </Form>
      {p.statusTabs && (
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k);
            firstPage();
          }}
          items={[
            { key: 'all', label: `全部 ${counts.reduce((s, c) => s + c.count, 0)}` },
            ...counts
              .filter((c) => !p.statusTabs?.hideEmpty || c.count > 0)
              .map((c) => ({ key: String(c.status), label: `${c.label} ${c.count}` })),
          ]}
        />
      )}
      <PagedTable<T>
        list={list}
        paging={tablePaging}
        scroll={p.scrollX ? { x: p.scrollX } : undefined}
        locale={p.emptyText ? { emptyText: p.emptyText } : undefined}
        onRow={p.openOnDoubleClick ? (r) => ({ onDoubleClick: () => p.open(r.id) }) : undefined}
        columns={columns}
      />
    </Card>
  );
}
