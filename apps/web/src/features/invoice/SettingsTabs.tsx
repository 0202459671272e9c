import { Select, Tag } from 'antd';
import { INVOICE_MSG as M, TAX_RATES, checkTaxNo, taxRateText } from '@yym/contract';
import type { CrudColumn } from '../../components/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { invoiceCalls, productOptions, sellers, taxClasses, type ChannelRow, type InvoiceSellerRow, type TaxClassRow } from './api.ts';

export const P = { add: 'invoice_add', edit: 'invoice_edit', remove: 'invoice_delete', view: false as const, export: false as const };
const taxNoRule = {
  validator: (_: unknown, v: string) => (v && checkTaxNo(v) ? Promise.reject(new Error(checkTaxNo(v)!)) : Promise.resolve()),
};

export const sellerColumns: CrudColumn<InvoiceSellerRow>[] = [
  { title: '销售方名称', dataIndex: 'name', search: true, form: { span: 24, required: M.sellerNameRequired, rules: [{ max: 100 }] } },
  { title: '纳税人识别号', dataIndex: 'taxNo', width: 190, form: { span: 12, required: M.taxNoRequired, rules: [taxNoRule] } },
  { title: '开票人', dataIndex: 'drawer', width: 90, form: { span: 12, rules: [{ max: 20 }] } },
  { title: '地址', dataIndex: 'address', form: { span: 24, rules: [{ max: 200 }] } },
  { title: '电话', dataIndex: 'phone', width: 130, form: { span: 12, rules: [{ max: 30 }] } },
  { title: '开户行', dataIndex: 'bankName', hideInTable: true, form: { span: 12, rules: [{ max: 100 }] } },
  { title: '银行账号', dataIndex: 'bankAccount', hideInTable: true, form: { span: 12, rules: [{ max: 40 }] } },
  {
    title: '默认',
    dataIndex: 'isDefault',
    width: 70,
    options: [
      { value: 1, label: '是' },
      { value: 0, label: '否' },
    ],
    render: (v) => (v ? <Tag color="blue">默认</Tag> : '-'),
    form: { type: 'radio', span: 12 },
  },
];

function SellerSelect(p: { value?: string; onChange?: (v: string) => void }) {
  const q = useQueryOf(sellers, ['all'], invoiceCalls.allSellers);
  return (
    <Select
      aria-label="销售方"
      placeholder={M.sellerRequired}
      value={p.value}
      onChange={p.onChange}
      options={(q.data?.records ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}
export const diskColumns: CrudColumn<ChannelRow>[] = [
  { title: '税盘名称', dataIndex: 'name', form: { span: 12, required: M.channelNameRequired, rules: [{ max: 50 }] } },
  { title: '税盘编号', dataIndex: 'diskNo', width: 170, form: { span: 12, required: M.diskNoRequired, rules: [{ max: 30 }] } },
  {
    title: '销售方',
    dataIndex: 'sellerId',
    render: (_, r) => r.sellerName ?? '-',
    form: { span: 24, required: M.sellerRequired, control: <SellerSelect /> },
  },
  { title: '开票平台', dataIndex: 'provider', width: 110, render: (v) => (v === 'sandbox' ? '沙箱(演示)' : v), form: false },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    options: [
      { value: 1, label: '启用' },
      { value: 0, label: '停用' },
    ],
    render: (v) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    form: { type: 'radio', span: 12 },
  },
];

function ProductSelect(p: { value?: string[]; onChange?: (v: string[]) => void }) {
  const q = useQueryOf(taxClasses, ['products'], productOptions);
  return (
    <Select
      mode="multiple"
      aria-label="适用商品"
      placeholder="选择按此分类开票的商品"
      value={p.value}
      onChange={p.onChange}
      optionFilterProp="label"
      options={(q.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
    />
  );
}
export const classColumns: CrudColumn<TaxClassRow>[] = [
  {
    title: '商品和服务名称',
    dataIndex: 'name',
    search: true,
    width: 160,
    form: { span: 12, required: M.taxNameRequired, rules: [{ max: 100 }] },
  },
  {
    title: '税收分类编码',
    dataIndex: 'code',
    width: 190,
    form: { span: 12, required: M.taxCodeInvalid, rules: [{ pattern: /^\d{19}$/, message: M.taxCodeInvalid }] },
  },
  {
    title: '税率',
    dataIndex: 'rate',
    width: 70,
    render: (v) => taxRateText(v),
    options: TAX_RATES.map((r) => ({ value: r, label: taxRateText(r) })),
    form: { type: 'select', span: 12, required: M.rateInvalid },
  },
  {
    title: '适用商品',
    dataIndex: 'productIds',
    render: (_, r) => r.products.map((p) => p.name).join('、') || '-',
    form: { span: 24, control: <ProductSelect /> },
  },
];
