import { useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Form, Input, InputNumber, Modal, Popconfirm, Radio, Row, Select, Space, Table, type TableColumnType } from 'antd';
import type { Rule } from 'antd/es/form';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, MSG, PAGE_SIZES, type Page } from '@yym/contract';
import { useSession } from '../app/session.ts';

export type Row = Record<string, any>;
export interface Option { label: ReactNode; value: string | number | boolean }

/** One column of a CRUD page: how it shows in the table, the search form and the add/edit/view dialog. */
export interface CrudColumn<T extends Row = Row> {
  title: string;
  dataIndex: string;
  width?: number;
  render?: (value: any, row: T) => ReactNode;
  hideInTable?: boolean;
  /** Show in the search form (text input, or a select when options are given). */
  search?: boolean;
  options?: Option[];
  /** Dialog field; false leaves it out of the dialog. */
  form?: false | {
    type?: 'input' | 'number' | 'select' | 'radio' | 'textarea' | 'password';
    rules?: Rule[];
    required?: string;
    /** Only when adding / only when editing. */
    only?: 'add' | 'edit';
    span?: 12 | 24;
    min?: number;
    max?: number;
    placeholder?: string;
    /** A custom control (value/onChange injected by Form.Item). */
    control?: ReactNode;
  };
}

export interface CrudApi<T extends Row = Row> {
  list: (params: Record<string, unknown>) => Promise<Page<T> | T[]>;
  add?: (row: Partial<T>) => Promise<unknown>;
  update?: (row: Partial<T>) => Promise<unknown>;
  remove?: (ids: string[]) => Promise<unknown>;
  detail?: (id: string) => Promise<T>;
  /** Server export; without it the export button saves the rows shown as CSV. */
  exportFile?: (params: Record<string, unknown>) => Promise<Blob>;
}

export interface CrudPageProps<T extends Row = Row> {
  queryKey: string;
  title?: ReactNode;
  columns: CrudColumn<T>[];
  api: CrudApi<T>;
  rowKey?: string;
  /** Button codes; a button without a granted code is hidden (the server checks the same codes). */
  /** Button codes of each action (absent: always allowed; false: the page has no such action). */
  perms?: { add?: string | false; edit?: string | false; remove?: string | false; view?: string | false; export?: string | false };
  /** Fixed list parameters (e.g. the parent of child rows). */
  params?: Record<string, unknown>;
  /** Values of a new row. */
  defaults?: Partial<T>;
  /** Whole-form check with the spec's messages (runs after the field rules). */
  validate?: (row: Partial<T>) => string | null;
  /** Extra toolbar buttons and row actions. */
  toolbar?: (selected: T[]) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  selectedRowKey?: string;
  dialogWidth?: number;
  exportName?: string;
  size?: 'small' | 'middle';
  /** Map a loaded row to the dialog's form values (e.g. "1,2" → ['1','2']). */
  toForm?: (row: T) => Partial<T>;
  /** Map a row before it goes to add/update. */
  beforeSubmit?: (row: Partial<T>, mode: 'add' | 'edit') => Partial<T>;
}

type Mode = 'add' | 'edit' | 'view';
const useCanMaybe = (code?: string | false) => useSession((s) => code !== false && (!code || !!s.permission[code]));

function csv(rows: Row[], cols: CrudColumn<any>[]): Blob {
  const esc = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  const lines = [cols.map((c) => esc(c.title)).join(','), ...rows.map((r) => cols.map((c) => esc(c.options?.find((o) => o.value === r[c.dataIndex])?.label ?? r[c.dataIndex])).join(','))];
  return new Blob(['\ufeff' + lines.join('\n')], { type: 'text/csv;charset=utf-8' });
}

export function saveBlob(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * The list page every managed table uses (spec 1 §7 "Shared page behaviour"): search form, paging
 * 10/30/50/100/200, add/edit/view dialogs, bulk delete with its confirm, success messages, export.
 */
export function CrudPage<T extends Row = Row>(p: CrudPageProps<T>) {
  const rowKey = p.rowKey ?? 'id';
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [searchForm] = Form.useForm();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<T[]>([]);
  const [dialog, setDialog] = useState<{ mode: Mode; row?: T } | null>(null);
  const [saving, setSaving] = useState(false);
  const can = {
    add: useCanMaybe(p.perms?.add) && !!p.api.add,
    edit: useCanMaybe(p.perms?.edit) && !!p.api.update,
    remove: useCanMaybe(p.perms?.remove) && !!p.api.remove,
    view: useCanMaybe(p.perms?.view),
    export: useCanMaybe(p.perms?.export),
  };

  const params = { ...filters, ...p.params, current: page.current, size: page.size };
  const q = useQuery({ queryKey: ['crud', p.queryKey, params], queryFn: () => p.api.list(params) });
  const isPaged = !!q.data && !Array.isArray(q.data);
  const rows: T[] = (Array.isArray(q.data) ? q.data : (q.data?.records ?? (q.data as any)?.list)) ?? [];
  const refresh = () => qc.invalidateQueries({ queryKey: ['crud', p.queryKey] });

  /** 搜索: new filters load page 1; the same filters again reload it (the user expects fresh rows). */
  const search = (v: Record<string, unknown>) => {
    if (JSON.stringify(v) === JSON.stringify(filters) && page.current === 1) return void q.refetch();
    setFilters(v);
    setPage((pg) => ({ ...pg, current: 1 }));
  };
  const searchCols = p.columns.filter((c) => c.search);
  const formCols = (mode: Mode) => p.columns.filter((c) => c.form !== false && c.form !== undefined && (!c.form.only || mode === 'view' || c.form.only === mode));

  const open = async (mode: Mode, row?: T) => {
    let data: Partial<T> = row ?? { ...(p.defaults ?? {}) } as Partial<T>;
    if (row && p.api.detail && mode !== 'add') data = await p.api.detail(String(row[rowKey]));
    form.resetFields();
    form.setFieldsValue(row && p.toForm ? p.toForm(data as T) : data);
    setDialog({ mode, row: data as T });
  };

  const submit = async () => {
    if (!dialog) return;
    const values = await form.validateFields();
    let row = { ...(dialog.mode === 'edit' ? { [rowKey]: dialog.row?.[rowKey] } : {}), ...values } as Partial<T>;
    const err = p.validate?.(row);
    if (err) return void message.error(err);
    if (p.beforeSubmit) row = p.beforeSubmit(row, dialog.mode === 'edit' ? 'edit' : 'add');
    setSaving(true);
    try {
      if (dialog.mode === 'add') await p.api.add!(row);
      else await p.api.update!(row);
      void message.success(dialog.mode === 'add' ? MSG.addSuccess : MSG.updateSuccess);
      setDialog(null);
      void refresh();
    } catch {
      // the client already showed the server's message; only the submit button is released
    } finally {
      setSaving(false);
    }
  };

  const removeIds = async (ids: string[]) => {
    await p.api.remove!(ids);
    void message.success(MSG.deleteSuccess);
    setSelected([]);
    void refresh();
  };
  const bulkRemove = () => {
    if (!selected.length) return void message.warning(MSG.selectAtLeastOne);
    modal.confirm({ title: '提示', content: MSG.confirmBulkDelete, okText: '确定', cancelText: '取消', onOk: () => removeIds(selected.map((r) => String(r[rowKey]))) });
  };
  const doExport = async () => {
    const name = `${p.exportName ?? p.queryKey}.csv`;
    if (p.api.exportFile) saveBlob(await p.api.exportFile({ ...filters, ...p.params }), name.replace(/\.csv$/, '.xlsx'));
    else saveBlob(csv(rows, p.columns.filter((c) => !c.hideInTable)), name);
  };

  const columns = useMemo<TableColumnType<T>[]>(() => {
    const cols: TableColumnType<T>[] = p.columns.filter((c) => !c.hideInTable).map((c) => ({
      title: c.title, dataIndex: c.dataIndex, width: c.width, ellipsis: true,
      render: c.render ?? (c.options ? (v: unknown): ReactNode => c.options!.find((o) => String(o.value) === String(v))?.label ?? String(v ?? '') : undefined),
    }));
    cols.push({
      title: '操作', key: '_actions', fixed: 'right', width: 210,
      render: (_: unknown, row: T) => (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          {can.view && <Button type="link" size="small" onClick={() => open('view', row)}>查看</Button>}
          {can.edit && <Button type="link" size="small" onClick={() => open('edit', row)}>编辑</Button>}
          {can.remove && (
            <Popconfirm title={MSG.confirmBulkDelete} okText="确定" cancelText="取消" onConfirm={() => removeIds([String(row[rowKey])])}>
              <Button type="link" size="small" danger>删除</Button>
            </Popconfirm>
          )}
          {p.rowActions?.(row)}
        </Space>
      ),
    });
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p.columns, can.view, can.edit, can.remove, p.rowActions]);

  const mode = dialog?.mode ?? 'view';
  return (
    <Card variant="borderless" title={p.title} className="yym-crud" size={p.size === 'small' ? 'small' : 'default'}>
      {searchCols.length > 0 && (
        <Form form={searchForm} name={`${p.queryKey}-search`} layout="inline" className="yym-crud-search" style={{ marginBottom: 16, rowGap: 12 }}
          onFinish={search}>
          {searchCols.map((c) => (
            <Form.Item key={c.dataIndex} name={c.dataIndex} label={c.title}>
              {c.options ? <Select allowClear style={{ width: 160 }} options={c.options} placeholder={`请选择${c.title}`} />
                : <Input allowClear placeholder={`请输入${c.title}`} style={{ width: 180 }} />}
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>搜索</Button>
            <Button icon={<ReloadOutlined />} onClick={() => { searchForm.resetFields(); setFilters({}); setPage((pg) => ({ ...pg, current: 1 })); }}>清空</Button>
          </Space>
        </Form>
      )}
      <Space style={{ marginBottom: 12 }} wrap>
        {can.add && <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add')}>新增</Button>}
        {can.remove && <Button danger icon={<DeleteOutlined />} onClick={bulkRemove}>删除</Button>}
        {p.toolbar?.(selected)}
        {can.export && <Button icon={<DownloadOutlined />} onClick={doExport}>导出</Button>}
      </Space>
      <Table<T> rowKey={rowKey} size={p.size ?? 'middle'} loading={q.isFetching} dataSource={rows} columns={columns} scroll={{ x: 'max-content' }}
        rowSelection={can.remove || p.toolbar ? { selectedRowKeys: selected.map((r) => r[rowKey]), onChange: (_k, rs) => setSelected(rs) } : undefined}
        onRow={p.onRowClick ? (r) => ({ onClick: () => p.onRowClick!(r), className: String(r[rowKey]) === p.selectedRowKey ? 'yym-row-active' : '', style: { cursor: 'pointer' } }) : undefined}
        pagination={isPaged ? {
          current: page.current, pageSize: page.size, total: (q.data as Page<T>).total, showSizeChanger: true, showQuickJumper: true,
          pageSizeOptions: PAGE_SIZES.map(String), showTotal: (t) => `共 ${t} 条`, onChange: (current, size) => setPage({ current, size }),
        } : false} />
      <Modal title={mode === 'add' ? '新增' : mode === 'edit' ? '编辑' : '查看'} open={!!dialog} onCancel={() => setDialog(null)} width={p.dialogWidth ?? 720}
        onOk={mode === 'view' ? () => setDialog(null) : submit} okText={mode === 'view' ? '关闭' : '保存'} cancelText="取消" confirmLoading={saving}
        cancelButtonProps={mode === 'view' ? { style: { display: 'none' } } : undefined} destroyOnHidden forceRender>
        {mode === 'view' && dialog?.row ? (
          <Descriptions bordered size="small" column={2} items={p.columns.map((c) => ({
            key: c.dataIndex, label: c.title,
            children: c.render ? c.render(dialog.row![c.dataIndex], dialog.row as T)
              : (c.options?.find((o) => String(o.value) === String(dialog.row![c.dataIndex]))?.label ?? String(dialog.row![c.dataIndex] ?? '')),
          }))} />
        ) : null}
        <Form form={form} name={`${p.queryKey}-form`} layout="vertical" className="yym-crud-form" style={mode === 'view' ? { display: 'none' } : undefined}>
          <Row gutter={16}>
            {formCols(mode).map((c) => {
              const f = c.form || {};
              const rules: Rule[] = [...(f.required ? [{ required: true, message: f.required }] : []), ...(f.rules ?? [])];
              let control: ReactNode;
              if (f.control) control = f.control;
              else if (f.type === 'number') control = <InputNumber style={{ width: '100%' }} min={f.min} max={f.max} placeholder={f.placeholder ?? `请输入${c.title}`} />;
              else if (f.type === 'select') control = <Select options={c.options} allowClear placeholder={f.placeholder ?? `请选择${c.title}`} />;
              else if (f.type === 'radio') control = <Radio.Group options={c.options as any} />;
              else if (f.type === 'textarea') control = <Input.TextArea rows={3} placeholder={f.placeholder ?? `请输入${c.title}`} />;
              else if (f.type === 'password') control = <Input.Password placeholder={f.placeholder ?? `请输入${c.title}`} />;
              else control = <Input placeholder={f.placeholder ?? `请输入${c.title}`} />;
              return (
                <Col span={f.span ?? 12} key={c.dataIndex}>
                  <Form.Item name={c.dataIndex} label={c.title} rules={rules}>{control}</Form.Item>
                </Col>
              );
            })}
          </Row>
        </Form>
      </Modal>
    </Card>
  );
}
