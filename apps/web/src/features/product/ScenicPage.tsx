import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { useCan } from '../../components/index.ts';
import { productApi } from './api.ts';

const SHELF = [{ label: '已上架', value: 1 }, { label: '已下架', value: 0 }];
const columns: CrudColumn[] = [
  { title: '景区名称', dataIndex: 'name', search: true, form: { required: '请输入景区名称' } },
  { title: '等级', dataIndex: 'level', form: { span: 12 } },
  { title: '地址', dataIndex: 'address', form: { span: 24 } },
  { title: '电话', dataIndex: 'phone', form: { span: 12 } },
  { title: '开放时间', dataIndex: 'openTime', form: { span: 12 } },
  { title: '状态', dataIndex: 'shelfStatus', options: SHELF, search: true, form: false },
  { title: '介绍', dataIndex: 'intro', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** Scenic spots (POI): list, add, edit, remove, shelves, export. */
export default function ScenicPage() {
  const qc = useQueryClient();
  const canShelf = useCan('scenic_shelf');
  const shelf = async (id: string, status: 0 | 1) => {
    await productApi.poiShelf([id], status);
    void qc.invalidateQueries({ queryKey: ['scenic'] });
  };
  return <CrudPage queryKey="scenic" title="景区管理" columns={columns} exportName="景区列表"
    api={{ list: productApi.poiPage, add: productApi.poiSubmit, update: productApi.poiSubmit, remove: productApi.poiRemove, detail: productApi.poiDetail, exportFile: productApi.poiExport }}
    perms={{ add: 'scenic_add', edit: 'scenic_edit', remove: 'scenic_delete', view: 'scenic_view', export: 'scenic_export' }}
    rowActions={(r) => canShelf && <Button type="link" size="small" onClick={() => void shelf(r.id, r.shelfStatus === 1 ? 0 : 1)}>{r.shelfStatus === 1 ? '下架' : '上架'}</Button>} />;
}
