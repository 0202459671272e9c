import { TreeSelect } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { rowsOf, useList } from '../../app/data.ts';
import { depts, deptTree } from './api.ts';

const CATEGORY = [
  { label: '公司', value: 1 },
  { label: '部门', value: 2 },
  { label: '小组', value: 3 },
];

/** Departments of the tenant as a tree. */
export default function DeptPage() {
  const tree = useList(deptTree, {});
  const columns: CrudColumn[] = [
    { title: '机构名称', dataIndex: 'deptName', search: true, form: { required: '请输入机构名称' } },
    {
      title: '上级机构',
      dataIndex: 'parentId',
      hideInTable: true,
      form: { control: <TreeSelect allowClear treeData={rowsOf(tree.data)} placeholder="顶级机构" treeDefaultExpandAll /> },
    },
    { title: '机构全称', dataIndex: 'fullName', search: true, form: {} },
    { title: '机构类型', dataIndex: 'deptCategory', options: CATEGORY, form: { type: 'select', required: '请选择机构类型' } },
    { title: '排序', dataIndex: 'sort', form: { type: 'number', min: 0, max: 99999 } },
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  ];
  return (
    <CrudPage
      resource={depts}
      title="机构管理"
      columns={columns}
      defaults={{ deptCategory: 1, sort: 0 }}
      toForm={(r) => ({ ...r, parentId: r.parentId === '0' ? undefined : r.parentId })}
      perms={{ add: 'dept_add', edit: 'dept_edit', remove: 'dept_delete', view: 'dept_view' }}
    />
  );
}
