import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { App, Input, Modal, Table, Tabs, Space, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { checkPickerConfirm, PICKER_PAGE_SIZE, type Page } from '@yym/contract';

export interface PickerProps<T> {
  open: boolean;
  title: string;
  width?: number;
  /** Loads one page; `tab` and `keyword` are the picker's filters. */
  load: (q: { current: number; size: number; tab?: string; keyword?: string }) => Promise<Page<T>>;
  columns: ColumnsType<T>;
  rowKey: (r: T) => string;
  multiple?: boolean;
  max?: number;
  pageSize?: number;
  tabs?: { key: string; label: string }[];
  searchPlaceholder?: string;
  /** Rows already chosen (kept across pages and tabs). */
  initial?: T[];
  onOk: (rows: T[]) => void;
  onCancel: () => void;
  extra?: ReactNode;
}

/** The pickers of spec 2 §2.17: paged list, tabs, keyword, single or multi selection kept across pages. */
export function PickerModal<T extends object>(p: PickerProps<T>) {
  const { message } = App.useApp();
  const size = p.pageSize ?? PICKER_PAGE_SIZE;
  const [tab, setTab] = useState(p.tabs?.[0]?.key);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(1);
  const [data, setData] = useState<Page<T>>({ records: [], total: 0, size, current: 1, pages: 0 } as Page<T>);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Map<string, T>>(new Map());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice starts from `initial` when the picker opens, not on each render
  useEffect(() => {
    if (p.open) setChosen(new Map((p.initial ?? []).map((r) => [p.rowKey(r), r])));
  }, [p.open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the query changes (`load` is new each render; the size is fixed)
  useEffect(() => {
    if (!p.open) return;
    setLoading(true);
    p.load({ current, size, tab, keyword: query || undefined })
      .then(setData, () => setData({ records: [], total: 0, size, current, pages: 0 } as Page<T>))
      .finally(() => setLoading(false));
  }, [p.open, current, tab, query]);

  const selectedKeys = useMemo(() => [...chosen.keys()], [chosen]);
  const confirm = () => {
    const m = checkPickerConfirm(chosen.size, { multiple: !!p.multiple, max: p.max });
    if (m) return void message.warning(m);
    p.onOk([...chosen.values()]);
  };
  return (
    <Modal
      open={p.open}
      title={p.title}
      width={p.width ?? 800}
      onCancel={p.onCancel}
      onOk={confirm}
      destroyOnHidden
      okText="确定"
      cancelText="取消"
    >
      {p.tabs && (
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k);
            setCurrent(1);
          }}
          items={p.tabs.map((t) => ({ key: t.key, label: t.label }))}
        />
      )}
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={p.searchPlaceholder ?? '名称'}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => {
            setQuery(v.trim());
            setCurrent(1);
          }}
          style={{ width: 260 }}
          aria-label="搜索"
        />
        {p.extra}
        <span style={{ color: '#6b6b6b' }}>
          已选 {chosen.size}
          {p.max ? `/${p.max}` : ''}
        </span>
        {chosen.size > 0 && (
          <Button size="small" type="link" onClick={() => setChosen(new Map())}>
            清空
          </Button>
        )}
      </Space>
      <Table<T>
        size="small"
        rowKey={p.rowKey}
        loading={loading}
        columns={p.columns}
        dataSource={data.records}
        scroll={{ y: 446 }}
        pagination={{
          current,
          pageSize: size,
          total: data.total,
          showSizeChanger: false,
          onChange: setCurrent,
          showTotal: (t) => `共 ${t} 条`,
        }}
        rowSelection={{
          type: p.multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selectedKeys,
          preserveSelectedRowKeys: true,
          onSelect: (row, on) =>
            setChosen((prev) => {
              const next = new Map(p.multiple ? prev : []);
              if (on) next.set(p.rowKey(row), row);
              else next.delete(p.rowKey(row));
              return next;
            }),
          onSelectAll: (on, _rows, changed) =>
            setChosen((prev) => {
              const next = new Map(prev);
              for (const r of changed)
                if (on) next.set(p.rowKey(r), r);
                else next.delete(p.rowKey(r));
              return next;
            }),
        }}
      />
    </Modal>
  );
}
