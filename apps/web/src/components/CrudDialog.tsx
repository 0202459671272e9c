import type { ReactNode } from 'react';
import { Col, Descriptions, Form, Input, InputNumber, Modal, Radio, Row as GridRow, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { CrudColumn, CrudMode, Row } from './crudTypes.ts';
import { escGuard } from './EscGuard.tsx';

interface CrudDialogProps<T extends Row> {
  /** Owned by the page: it fills the fields before opening and validates them on save. */
  form: FormInstance;
  /** The resource key; names the form `<key>-form`. */
  resourceKey: string;
  columns: CrudColumn<T>[];
  open: boolean;
  mode: CrudMode;
  row?: T;
  width?: number;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** The control a column's `form` settings ask for. */
function fieldControl<T extends Row>(c: CrudColumn<T>): ReactNode {
  const f = c.form || {};
  if (f.control) return f.control;
  if (f.type === 'number')
    return <InputNumber style={{ width: '100%' }} min={f.min} max={f.max} placeholder={f.placeholder ?? `请输入${c.title}`} />;
  if (f.type === 'select') return <Select options={c.options} allowClear placeholder={f.placeholder ?? `请选择${c.title}`} />;
  if (f.type === 'radio') return <Radio.Group options={c.options} />;
  if (f.type === 'textarea') return <Input.TextArea rows={3} placeholder={f.placeholder ?? `请输入${c.title}`} />;
  if (f.type === 'password') return <Input.Password placeholder={f.placeholder ?? `请输入${c.title}`} />;
  return <Input placeholder={f.placeholder ?? `请输入${c.title}`} />;
}

/** The add/edit/view dialog: a read-only summary when viewing, otherwise the form (kept mounted so the page can fill it). */
export function CrudDialog<T extends Row>(p: CrudDialogProps<T>) {
  const { mode, row } = p;
  const formCols = p.columns.filter(
    (c) => c.form !== false && c.form !== undefined && (!c.form.only || mode === 'view' || c.form.only === mode),
  );
  return (
    <Modal
      title={mode === 'add' ? '新增' : mode === 'edit' ? '编辑' : '查看'}
      open={p.open}
      onCancel={p.onClose}
      width={p.width ?? 720}
      onOk={mode === 'view' ? p.onClose : p.onSubmit}
      okText={mode === 'view' ? '关闭' : '保存'}
      cancelText="取消"
      confirmLoading={p.saving}
      cancelButtonProps={mode === 'view' ? { style: { display: 'none' } } : undefined}
      destroyOnHidden
      forceRender
      modalRender={escGuard}
    >
      {mode === 'view' && row ? (
        <Descriptions
          bordered
          size="small"
          column={2}
          items={p.columns.map((c) => ({
            key: c.dataIndex,
            label: c.title,
            children: c.render
              ? c.render(row[c.dataIndex], row)
              : (c.options?.find((o) => String(o.value) === String(row[c.dataIndex]))?.label ?? String(row[c.dataIndex] ?? '')),
          }))}
        />
      ) : null}
      <Form
        form={p.form}
        name={`${p.resourceKey}-form`}
        layout="vertical"
        className="yym-crud-form"
        style={mode === 'view' ? { display: 'none' } : undefined}
      >
        <GridRow gutter={16}>
          {formCols.map((c) => {
            const f = c.form || {};
            const rules: Rule[] = [...(f.required ? [{ required: true, message: f.required }] : []), ...(f.rules ?? [])];
            return (
              <Col span={f.span ?? 12} key={c.dataIndex}>
                <Form.Item name={c.dataIndex} label={c.title} rules={rules}>
                  {fieldControl(c)}
                </Form.Item>
              </Col>
            );
          })}
        </GridRow>
      </Form>
    </Modal>
  );
}
