import { useMemo, useState, type ReactNode } from 'react';
import { App, Button, Card, Form, Popconfirm, Space, Table, type CheckboxProps, type TableColumnType } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { MSG } from '@yym/contract';
import { useSession } from '../app/session.ts';
import { useList, usePaging, useRefresh, type Resource } from '../app/data.ts';
import type { CrudMode, CrudPageProps, Row } from './crudTypes.ts';
import { rowsToCsv, saveBlob, saveExport } from './crudExport.ts';
import { CrudSearchForm } from './CrudSearchForm.tsx';
import { CrudDialog } from './CrudDialog.tsx';
import { showRefusedFields } from './useBusy.ts';

export type { CrudColumn, CrudPageProps, Option, Row } from './crudTypes.ts';
export { saveBlob };

/** The least width of a column without its own: the table scrolls sideways only below the sum of these. */
const MIN_COLUMN_WIDTH = 100;
const SELECTION_WIDTH = 48;

const useCanMaybe = (code?: string | false) => useSession((s) => code !== false && (!code || !!s.permission[code]));

/**
 * The list page every managed table uses (spec 1 §7 "Shared page behaviour"): search form, paging
 * 10/30/50/100/200, add/edit/view dialogs, bulk delete with its confirm, success messages, export.
 */
export function CrudPage<T extends Row = Row>(p: CrudPageProps<T>) {
  const res = p.resource;
  const rowKey = p.rowKey ?? 'id';
  const { message, modal } = App.useApp();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const { paging: page, setPaging: setPage, tablePaging } = usePaging();
  const [selected, setSelected] = useState<T[]>([]);
  // kept (closed) after closing, so the dialog's title and contents stay put during its close animation
  const [dialog, setDialog] = useState<{ mode: CrudMode; row?: T; open: boolean } | null>(null);
  const close = () => setDialog((d) => d && { ...d, open: false });
  const [saving, setSaving] = useState(false);
  const can = {
    add: useCanMaybe(p.perms?.add) && !!res.add,
    edit: useCanMaybe(p.perms?.edit) && !!res.update,
    remove: useCanMaybe(p.perms?.remove) && !!res.remove,
    view: useCanMaybe(p.perms?.view),
    export: useCanMaybe(p.perms?.export),
  };

  const params = { ...filters, ...p.params, current: page.current, size: page.size };
  const q = useList(res, params, { pollWhile: p.pollWhile });
  const isPaged = !!q.data && !Array.isArray(q.data);
  const rows: T[] = (Array.isArray(q.data) ? q.data : (q.data?.records ?? (q.data as { list?: T[] } | undefined)?.list)) ?? [];
  const refresh = useRefresh(res);

  /** 搜索: new filters load page 1; the same filters again reload it (the user expects fresh rows). */
  const search = (v: Record<string, unknown>) => {
    if (JSON.stringify(v) === JSON.stringify(filters) && page.current === 1) return void q.refetch();
    setFilters(v);
    setPage((pg) => ({ ...pg, current: 1 }));
  };
  const searchCols = p.columns.filter((c) => c.search);

  const open = async (mode: CrudMode, row?: T) => {
    let data: Partial<T> = row ?? ({ ...(p.defaults ?? {}) } as Partial<T>);
    if (row && res.detail && mode !== 'add') data = await res.detail(String(row[rowKey]));
    form.resetFields();
    form.setFieldsValue(row && p.toForm ? p.toForm(data as T) : data);
    setDialog({ mode, row: data as T, open: true });
  };

  const submit = async () => {
    if (!dialog?.open) return;
    // a field left empty or wrong shows its message where it is: the rejection is that, nothing more
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    let row = { ...(dialog.mode === 'edit' ? { [rowKey]: dialog.row?.[rowKey] } : {}), ...values } as Partial<T>;
    const err = p.validate?.(row);
    if (err) return void message.error(err);
    if (p.beforeSubmit) row = p.beforeSubmit(row, dialog.mode === 'edit' ? 'edit' : 'add');
    setSaving(true);
    try {
      if (dialog.mode === 'add') await res.add!(row);
      else await res.update!(row);
      void message.success(dialog.mode === 'add' ? (p.addedMessage ?? MSG.addSuccess) : MSG.updateSuccess);
      close();
      void refresh();
    } catch (e) {
      // the client already showed the message; the fields it names show it too
      showRefusedFields(form, e);
    } finally {
      setSaving(false);
    }
  };

  const removeIds = async (ids: string[]) => {
    await res.remove!(ids);
    void message.success(MSG.deleteSuccess);
    setSelected([]);
    void refresh();
  };
  const bulkRemove = () => {
    if (!selected.length) return void message.warning(MSG.selectAtLeastOne);
    modal.confirm({
      title: '提示',
      content: MSG.confirmBulkDelete,
      okText: '确定',
      cancelText: '取消',
      onOk: () => removeIds(selected.map((r) => String(r[rowKey]))),
    });
  };
  const doExport = async () => {
    const name = `${p.exportName ?? res.key}.csv`;
    if (res.exportFile) saveExport(await res.exportFile({ ...filters, ...p.params }), name.replace(/\.csv$/, '.xlsx'), message);
    else
      saveBlob(
        rowsToCsv(
          rows,
          p.columns.filter((c) => !c.hideInTable),
        ),
        name,
      );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers are new each render; the columns change with the props that shape them
  const columns = useMemo<TableColumnType<T>[]>(() => {
    const cols: TableColumnType<T>[] = p.columns
      .filter((c) => !c.hideInTable)
      .map((c) => ({
        title: c.title,
        dataIndex: c.dataIndex,
        width: c.width,
        ellipsis: true,
        render:
          c.render ??
          (c.options
            ? (v: unknown): ReactNode => c.options!.find((o) => String(o.value) === String(v))?.label ?? String(v ?? '')
            : undefined),
      }));
    const buttons = [can.view, can.edit, can.remove].filter(Boolean).length;
    if (!buttons && !p.rowActions) return cols;
    cols.push({
      title: '操作',
      key: '_actions',
      fixed: 'right',
      width: p.actionWidth ?? (p.rowActions ? 210 : Math.max(70, 16 + 46 * buttons)),
      render: (_: unknown, row: T) => (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          {can.view && (
            <Button type="link" size="small" onClick={() => open('view', row)}>
              查看
            </Button>
          )}
          {can.edit && (
            <Button type="link" size="small" onClick={() => open('edit', row)}>
              编辑
            </Button>
          )}
          {can.remove && (
            <Popconfirm title={MSG.confirmBulkDelete} okText="确定" cancelText="取消" onConfirm={() => removeIds([String(row[rowKey])])}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
          {p.rowActions?.(row)}
        </Space>
      ),
    });
    return cols;
  }, [p.columns, can.view, can.edit, can.remove, p.rowActions, p.actionWidth]);

  // the table fills its card and scrolls sideways only when the card is narrower than its columns need
  const minWidth = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : MIN_COLUMN_WIDTH), 0);
  const selectable = can.remove || !!p.toolbar;
  const mode = dialog?.mode ?? 'view';
  return (
    <Card variant="borderless" title={p.title} className="yym-crud" size={p.size === 'small' ? 'small' : 'default'}>
      {searchCols.length > 0 && (
        <CrudSearchForm
          resourceKey={res.key}
          columns={searchCols}
          onSearch={search}
          onClear={() => {
            setFilters({});
            setPage((pg) => ({ ...pg, current: 1 }));
          }}
        />
      )}
      <Space style={{ marginBottom: 12 }} wrap>
        {can.add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add')}>
            新增
          </Button>
        )}
        {can.remove && (
          <Button danger icon={<DeleteOutlined />} onClick={bulkRemove}>
            删除
          </Button>
        )}
        {p.toolbar?.(selected)}
        {can.export && (
          <Button icon={<DownloadOutlined />} onClick={doExport}>
            导出
          </Button>
        )}
      </Space>
      <Table<T>
        rowKey={rowKey}
        size={p.size ?? 'middle'}
        loading={q.isFetching}
        dataSource={rows}
        columns={columns}
        scroll={{ x: minWidth + (selectable ? SELECTION_WIDTH : 0) }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected.map((r) => r[rowKey]),
                onChange: (_k, rs) => setSelected(rs),
                // a row's checkbox is named by the row's first column (a screen reader says which row)
                getCheckboxProps: (r) =>
                  ({ 'aria-label': `选择 ${String(r[String(p.columns[0]?.dataIndex ?? rowKey)] ?? r[rowKey])}` }) as CheckboxProps,
              }
            : undefined
        }
        onRow={
          p.onRowClick
            ? (r) => ({
                onClick: () => p.onRowClick!(r),
                className: String(r[rowKey]) === p.selectedRowKey ? 'yym-row-active' : '',
                style: { cursor: 'pointer' },
              })
            : undefined
        }
        pagination={isPaged ? { ...tablePaging(q.data), showQuickJumper: true } : false}
      />
      <CrudDialog<T>
        form={form}
        resourceKey={res.key}
        columns={p.columns}
        open={!!dialog?.open}
        mode={mode}
        row={dialog?.row}
        width={p.dialogWidth}
        saving={saving}
        onClose={close}
        onSubmit={submit}
      />
    </Card>
  );
}

/** A read-only list (logs, records): search, paging and export, no add, edit or remove. */
export function ListPage<T extends Row = Row>(
  p: Omit<CrudPageProps<T>, 'perms' | 'defaults' | 'validate' | 'toForm' | 'beforeSubmit'> & {
    resource: Resource<T>;
    exportPerm?: string | false;
  },
) {
  const { add: _a, update: _u, remove: _r, ...readOnly } = p.resource;
  return <CrudPage<T> {...p} resource={readOnly as Resource<T>} perms={{ add: false, edit: false, remove: false, export: p.exportPerm }} />;
}
