import { useState } from 'react';
import { Button, Modal, Table, Tag } from 'antd';
import { centsToYuan, yuanToCents } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { Money } from '../../components/index.ts';
import { rowsOf, useList, usePaging } from '../../app/data.ts';
import { specProducts, specTemplates, type SpecRow } from './api.ts';

const YES_NO = [
  { label: '需要', value: 1 },
  { label: '不需要', value: 0 },
];
const STATUS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];

const columns: CrudColumn[] = [
  {
    title: '规格名称',
    dataIndex: 'name',
    search: true,
    form: { required: '请输入规格名称', rules: [{ max: 50, message: '规格名称不能超过50个字符' }] },
  },
  {
    title: '默认价(元)',
    dataIndex: 'price',
    render: (v) => <Money cents={v} />,
    form: { type: 'number', min: 0, max: 999999, required: '请输入金额' },
  },
  { title: '实名', dataIndex: 'needIdCard', options: YES_NO, form: { type: 'radio' } },
  {
    title: '状态',
    dataIndex: 'status',
    options: STATUS,
    search: true,
    render: (v) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    form: { type: 'radio' },
  },
  { title: '使用商品数', dataIndex: 'productCount', form: false },
  { title: '排序', dataIndex: 'sort', form: { type: 'number', min: 0, max: 99999 } },
  { title: '备注', dataIndex: 'remark', form: { type: 'textarea', span: 24 } },
];

/** Spec templates (productSpecsConfig): 成人票/儿童票 ... with a default price and real-name flag, used by the ticket form. */
export default function SpecsConfigPage() {
  const [lower, setLower] = useState<SpecRow | null>(null);
  return (
    <>
      <CrudPage<SpecRow>
        resource={specTemplates}
        title="规格模板"
        columns={columns as CrudColumn<SpecRow>[]}
        // biome-ignore lint/suspicious/noExplicitAny: the form holds yuan as a number where the row holds cents as text
        defaults={{ price: 0 as any, needIdCard: 0, status: 1, sort: 0 }}
        perms={{ add: 'product_specs_add', edit: 'product_specs_edit', remove: 'product_specs_delete', view: 'product_specs_view' }}
        // the dialog speaks yuan, the API cents
        // biome-ignore lint/suspicious/noExplicitAny: the form holds yuan as a number where the row holds cents as text
        toForm={(r) => ({ ...r, price: Number(centsToYuan(r.price)) as any })}
        // biome-ignore lint/suspicious/noExplicitAny: the form holds yuan as a number where the row holds cents as text
        beforeSubmit={(r) => ({ ...r, price: yuanToCents(r.price ?? 0) as any })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setLower(r)}>
            关联商品
          </Button>
        )}
      />
      {lower && <LowerProducts spec={lower} onClose={() => setLower(null)} />}
    </>
  );
}

/** The products whose skus were made from a template (productLowerPage). */
function LowerProducts({ spec, onClose }: { spec: SpecRow; onClose: () => void }) {
  const { paging, tablePaging } = usePaging();
  const q = useList(specProducts, { id: spec.id, ...paging });
  return (
    <Modal open title={`使用「${spec.name}」的商品`} width={760} footer={null} onCancel={onClose}>
      <Table
        rowKey="id"
        size="small"
        loading={q.isFetching}
        dataSource={rowsOf(q.data)}
        locale={{ emptyText: '暂无商品使用该模板' }}
        pagination={tablePaging(q.data)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          { title: '商品名称', dataIndex: 'name' },
          { title: '景区', dataIndex: 'poiName' },
          { title: '票种', dataIndex: 'skuNames', render: (v: string[]) => v.join('、') },
          { title: '最低价', dataIndex: 'price', render: (v) => <Money cents={v} /> },
          { title: '状态', dataIndex: 'shelfStatus', render: (v) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>) },
        ]}
      />
    </Modal>
  );
}
