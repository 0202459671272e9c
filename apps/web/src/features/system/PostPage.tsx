import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { posts } from './api.ts';

const CATEGORY = [
  { label: '高层', value: 1 },
  { label: '中层', value: 2 },
  { label: '基层', value: 3 },
  { label: '其他', value: 4 },
];
const columns: CrudColumn[] = [
  { title: '岗位类型', dataIndex: 'category', options: CATEGORY, search: true, form: { type: 'select', required: '请选择岗位类型' } },
  { title: '岗位编号', dataIndex: 'postCode', search: true, form: { required: '请输入岗位编号' } },
  { title: '岗位名称', dataIndex: 'postName', search: true, form: { required: '请输入岗位名称' } },
  { title: '排序', dataIndex: 'sort', form: { type: 'number', min: 0, max: 99999, required: '请输入排序' } },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** Posts of the tenant. */
export default function PostPage() {
  return (
    <CrudPage
      resource={posts}
      title="岗位管理"
      columns={columns}
      defaults={{ category: 1, sort: 0 }}
      perms={{ add: 'post_add', edit: 'post_edit', remove: 'post_delete', view: 'post_view' }}
    />
  );
}
