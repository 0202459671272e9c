import { useState, type ReactNode } from 'react';
import { pageTotal, rowsOf, useList, type Resource, type Row } from '../app/data.ts';
import { App, Button, Form, Input, Modal, Space, Table, type TableColumnType } from 'antd';
import { escGuard } from './EscGuard.tsx';
import { MSG, PICKER_PAGE_SIZE } from '@yym/contract';

export interface PickerDialogProps<T extends Row> {
  open: boolean;
  title: ReactNode;
  /** Rows to choose from (paged); `name` is the search field. */
  resource: Resource<T>;
  columns: TableColumnType<T>[];
  rowKey?: string;
  /** Single mode refuses more than one row. */
  multiple?: boolean;
  /** Most rows in multiple mode, with its own message. */
  max?: { count: number; message: string };
  pageSize?: number;
  onOk: (rows: T[]) => void;
  onCancel: () => void;
}

/** The generic picker: 请选择至少一条数据 when nothing is chosen, 只能选择一条数据 for several in single mode. */
export function PickerDialog<T extends Row>(p: PickerDialogProps<T>) {
  const { message } = App.useApp();
  const rowKey = p.rowKey ?? 'id';
  const size = p.pageSize ?? PICKER_PAGE_SIZE;
  const [current, setCurrent] = useState(1);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<T[]>([]);
  const q = useList(p.resource, { current, size, name: name || undefined }, { enabled: p.open });
  const ok = () => {
    if (!picked.length) return void message.warning(MSG.selectAtLeastOne);
    if (!p.multiple && picked.length > 1) return void message.warning(MSG.selectOnlyOne);
    if (p.max && picked.length > p.max.count) return void message.warning(p.max.message);
    p.onOk(picked);
    setPicked([]);
  };
  return (
    <Modal
      title={p.title}
      open={p.open}
      onOk={ok}
      onCancel={() => {
        setPicked([]);
        p.onCancel();
      }}
      width={860}
      okText="确定"
      cancelText="取消"
      modalRender={escGuard}
      destroyOnHidden
    >
      <Form
        layout="inline"
        style={{ marginBottom: 12 }}
        onFinish={(v) => {
          setName(v.name ?? '');
          setCurrent(1);
        }}
      >
        <Form.Item name="name">
          <Input allowClear placeholder="请输入名称" style={{ width: 220 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
        </Space>
      </Form>
      <Table<T>
        size="small"
        rowKey={rowKey}
        loading={q.isFetching}
        dataSource={rowsOf(q.data)}
        columns={p.columns}
        rowSelection={{
          // Checkboxes in both modes so that choosing two in single mode answers its message.
          selectedRowKeys: picked.map((r) => r[rowKey]),
          preserveSelectedRowKeys: true,
          onChange: (_k, rows) => setPicked(rows.filter(Boolean)),
        }}
        pagination={{ current, pageSize: size, total: pageTotal(q.data), onChange: setCurrent, showSizeChanger: false }}
      />
    </Modal>
  );
}
