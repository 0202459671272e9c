import { useState } from 'react';
import { Button, DatePicker, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { MARKETING_MSG as M, ONE_CODE_PERMS, centsToYuan } from '@yym/contract';
import { CrudPage, PickerDialog, type CrudColumn } from '../../components/index.ts';
import { oneCodePasses, ticketProducts, type OneCodePassRow, type ProductRow } from './api.ts';

type Picked = { id: string; name: string };
const FMT = 'YYYY-MM-DD';

/** The pass's ticket products: tags with a remove cross, and the existing product picker to add more. */
function ProductsField({ value = [], onChange }: { value?: Picked[]; onChange?: (v: Picked[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space wrap size={[4, 8]}>
        {value.map((p) => (
          <Tag key={p.id} closable onClose={() => onChange?.(value.filter((x) => x.id !== p.id))} data-testid="pass-product">
            {p.name}
          </Tag>
        ))}
        <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
          选择门票商品
        </Button>
      </Space>
      <PickerDialog<ProductRow>
        open={open}
        title="选择门票商品"
        resource={ticketProducts}
        multiple
        max={{ count: 20, message: M.passProductsMax }}
        columns={[
          { title: '商品名称', dataIndex: 'name' },
          { title: '景区', dataIndex: 'poiName', width: 160 },
          { title: '价格', dataIndex: 'price', width: 100, render: (v) => (v == null ? '—' : `¥${centsToYuan(v)}`) },
        ]}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          const have = new Set(value.map((p) => p.id));
          onChange?.([...value, ...rows.filter((r) => !have.has(String(r.id))).map((r) => ({ id: String(r.id), name: String(r.name) }))]);
          setOpen(false);
        }}
      />
    </>
  );
}

function DateField({ value, onChange }: { value?: string; onChange?: (v: string | undefined) => void }) {
  return (
    <DatePicker
      style={{ width: '100%' }}
      value={value ? dayjs(value, FMT) : null}
      onChange={(d) => onChange?.(d ? d.format(FMT) : undefined)}
    />
  );
}

const STATUS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];
const columns: CrudColumn<OneCodePassRow>[] = [
  { title: '一码通名称', dataIndex: 'name', search: true, form: { span: 24, required: M.passNameRequired, rules: [{ max: 50 }] } },
  {
    title: '包含商品',
    dataIndex: 'productIds',
    render: (_, r) => (
      <Space wrap size={[4, 4]}>
        {(r.products ?? []).map((p) => (
          <Tag key={p.id}>{p.name}</Tag>
        ))}
      </Space>
    ),
    form: {
      span: 24,
      control: <ProductsField />,
      rules: [{ validator: (_, v?: Picked[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error(M.passProductsRequired))) }],
    },
  },
  { title: '生效日期', dataIndex: 'startDate', width: 120, form: { span: 12, required: '请选择生效日期', control: <DateField /> } },
  { title: '失效日期', dataIndex: 'endDate', width: 120, form: { span: 12, required: '请选择失效日期', control: <DateField /> } },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    search: true,
    options: STATUS,
    render: (v) => <Tag color={Number(v) === 1 ? 'green' : 'default'}>{Number(v) === 1 ? '启用' : '停用'}</Tag>,
    form: { type: 'radio', span: 12 },
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  { title: '创建时间', dataIndex: 'createTime', width: 170, form: false },
];

/** 一码通: one code admits to several ticket products within a validity (configuration; see the module note). */
export default function OneCodePassPage() {
  return (
    <CrudPage<OneCodePassRow>
      resource={oneCodePasses}
      title="一码通"
      columns={columns}
      dialogWidth={760}
      defaults={{ status: 1, productIds: [] } as Partial<OneCodePassRow>}
      toForm={(r) => ({ ...r, productIds: r.products as unknown as string[] })}
      beforeSubmit={(r) => ({ ...r, productIds: ((r.productIds ?? []) as unknown as Picked[]).map((p) => p.id) })}
      validate={(r) => (r.startDate && r.endDate && r.startDate > r.endDate ? M.dateOrder : null)}
      perms={{
        add: ONE_CODE_PERMS.add,
        edit: ONE_CODE_PERMS.edit,
        remove: ONE_CODE_PERMS.remove,
        view: ONE_CODE_PERMS.view,
        export: false,
      }}
    />
  );
}
