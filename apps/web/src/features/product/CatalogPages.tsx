import { Button } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { useCan } from '../../components/index.ts';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { categories, categoryActions, labels, stockRecords } from './api.ts';

/** Categories: a tree with goods counts; show/hide; a category with goods or children cannot be removed. */
export function ClassifyPage() {
  const refresh = useRefresh(categories);
  const canShow = useCan('product_classify_show');
  const tops = useQueryOf('classify-tops', [], categoryActions.tops);
  const columns: CrudColumn[] = [
    { title: '分类名称', dataIndex: 'name', form: { required: '请输入分类名称' } },
    {
      title: '上级分类',
      dataIndex: 'parentId',
      hideInTable: true,
      options: [{ label: '顶级', value: '0' }, ...(tops.data ?? []).map((x) => ({ label: x.name, value: x.id }))],
      form: { type: 'select' },
    },
    { title: '商品数', dataIndex: 'goodsCount', form: false },
    {
      title: '显示',
      dataIndex: 'isDisplay',
      options: [
        { label: '显示', value: 1 },
        { label: '隐藏', value: 0 },
      ],
      form: { type: 'radio' },
    },
    { title: '排序', dataIndex: 'sort', form: { type: 'number', min: 0, max: 99999 } },
  ];
  const toggle = async (r: { id: string; isDisplay: number }) => {
    await categoryActions.show(r.id, r.isDisplay === 1 ? 0 : 1);
    void refresh();
  };
  return (
    <CrudPage
      resource={categories}
      title="商品分类"
      columns={columns}
      defaults={{ parentId: '0', isDisplay: 1, sort: 0 }}
      toForm={(r) => ({ ...r, name: String(r.rawName ?? r.name), parentId: String(r.parentId) })}
      perms={{ add: 'product_classify_add', edit: 'product_classify_edit', remove: 'product_classify_delete' }}
      rowActions={(r) =>
        canShow && (
          <Button type="link" size="small" onClick={() => void toggle(r)}>
            {r.isDisplay === 1 ? '隐藏' : '显示'}
          </Button>
        )
      }
    />
  );
}

/** Product labels. */
export function LabelPage() {
  const columns: CrudColumn[] = [
    { title: '标签名称', dataIndex: 'name', form: { required: '请输入标签名称' } },
    { title: '颜色', dataIndex: 'color' },
    { title: '排序', dataIndex: 'sort', form: { type: 'number', min: 0, max: 99999 } },
  ];
  return (
    <CrudPage
      resource={labels}
      title="商品标签"
      columns={columns}
      defaults={{ sort: 0 }}
      perms={{ add: 'product_label_add', edit: 'product_label_edit', remove: 'product_label_delete' }}
    />
  );
}

const REASONS = [
  { label: '设置库存', value: 'set' },
  { label: '下单', value: 'order' },
  { label: '取消', value: 'cancel' },
  { label: '超时关闭', value: 'close' },
  { label: '退款', value: 'refund' },
  { label: '批量修改', value: 'batch' },
];
/** Stock records: every movement of a ticket date's stock, with export. */
export function StockRecordPage() {
  const columns: CrudColumn[] = [
    { title: '商品', dataIndex: 'productName', form: false },
    { title: '票种', dataIndex: 'skuName', form: false },
    { title: '日期', dataIndex: 'playDate', form: false },
    { title: '变动', dataIndex: 'change', form: false },
    { title: '变动后库存', dataIndex: 'stockAfter', form: false },
    { title: '原因', dataIndex: 'reason', options: REASONS, search: true, form: false },
    { title: '订单ID', dataIndex: 'orderId', form: false },
    { title: '时间', dataIndex: 'createTime', form: false },
  ];
  return (
    <CrudPage resource={stockRecords} title="库存记录" columns={columns} exportName="库存记录" perms={{ export: 'product_stock_export' }} />
  );
}
