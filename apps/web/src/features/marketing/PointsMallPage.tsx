import { Image, Tabs, Tag } from 'antd';
import { MARKETING_MSG as M, POINT_PERMS, SHELF_LABELS } from '@yym/contract';
import { CrudPage, ListPage, UploadField, type CrudColumn } from '../../components/index.ts';
import { integralItems, integralRecords, type IntegralExchangeRow, type IntegralItemRow } from './api.ts';

const SHELF_OPTIONS = Object.entries(SHELF_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const thumb = (v?: string) => (v ? <Image src={v} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—');
const intRule = (min: number, max: number, message: string) => ({ type: 'integer' as const, min, max, message });

const itemColumns: CrudColumn<IntegralItemRow>[] = [
  {
    title: '商品图片',
    dataIndex: 'image',
    width: 90,
    render: (v) => thumb(v),
    form: {
      span: 24,
      required: M.itemImageRequired,
      control: <UploadField maxFiles={1} maxMb={3} dir="points" hint="png/jpg/jpeg/gif,不超过3MB" />,
    },
  },
  {
    title: '商品名称',
    dataIndex: 'name',
    search: true,
    form: { span: 12, required: M.itemNameRequired, rules: [{ max: 50, message: M.itemNameMax }] },
  },
  {
    title: '兑换积分',
    dataIndex: 'pointsPrice',
    width: 110,
    form: { type: 'number', span: 12, min: 1, required: M.pointsPriceRange, rules: [intRule(1, 99_999_999, M.pointsPriceRange)] },
  },
  {
    title: '库存',
    dataIndex: 'stock',
    width: 90,
    form: { type: 'number', span: 12, min: 0, required: M.stockRange, rules: [intRule(0, 9_999_999, M.stockRange)] },
  },
  { title: '已兑换', dataIndex: 'exchanged', width: 90, form: false },
  {
    title: '每人限兑',
    dataIndex: 'perLimit',
    width: 100,
    render: (v) => (Number(v) > 0 ? `${v} 件` : '不限'),
    form: { type: 'number', span: 12, min: 0, placeholder: '0 为不限', rules: [intRule(0, 9999, M.perLimitRange)] },
  },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 90,
    search: true,
    options: SHELF_OPTIONS,
    render: (v) => <Tag color={Number(v) === 1 ? 'green' : 'default'}>{SHELF_LABELS[Number(v)]}</Tag>,
    form: { type: 'radio', span: 12 },
  },
  {
    title: '排序',
    dataIndex: 'sort',
    width: 70,
    hideInTable: true,
    form: { type: 'number', span: 12, min: 0, placeholder: '数字越小越靠前' },
  },
  { title: '商品描述', dataIndex: 'description', hideInTable: true, form: { type: 'textarea', span: 24 } },
  { title: '创建时间', dataIndex: 'createTime', width: 170, form: false },
];

const recordColumns: CrudColumn<IntegralExchangeRow>[] = [
  { title: '兑换单号', dataIndex: 'exchangeNo', width: 220 },
  { title: '商品', dataIndex: 'itemName', search: true },
  { title: '顾客手机号', dataIndex: 'customerPhone', width: 140, search: true },
  { title: '数量', dataIndex: 'quantity', width: 80 },
  { title: '消耗积分', dataIndex: 'points', width: 110 },
  { title: '兑换时间', dataIndex: 'createTime', width: 170 },
];

/** 积分商城: the integral items (shelf, stock, per-customer limit) and the customers' exchange records. */
export default function PointsMallPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'items',
          label: '积分商品',
          children: (
            <CrudPage<IntegralItemRow>
              resource={integralItems}
              title="积分商品"
              columns={itemColumns}
              dialogWidth={760}
              defaults={{ shelfStatus: 1, perLimit: 0, sort: 0 } as Partial<IntegralItemRow>}
              perms={{ add: POINT_PERMS.add, edit: POINT_PERMS.edit, remove: POINT_PERMS.remove, view: false, export: false }}
            />
          ),
        },
        {
          key: 'records',
          label: '兑换记录',
          children: (
            <ListPage<IntegralExchangeRow> resource={integralRecords} title="兑换记录" columns={recordColumns} exportPerm={false} />
          ),
        },
      ]}
    />
  );
}
