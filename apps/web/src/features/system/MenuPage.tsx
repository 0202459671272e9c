import { TreeSelect } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { rowsOf, useList } from '../../app/data.ts';
import { menus, menuTree } from './api.ts';

const YES_NO = [
  { label: '否', value: false },
  { label: '是', value: true },
];
const CATEGORY = [
  { label: '菜单', value: 1 },
  { label: '按钮', value: 2 },
];
const SCOPE = [
  { label: '全部租户', value: 'all' },
  { label: '仅平台', value: 'platform' },
];

/** The product's menus and buttons (platform). */
export default function MenuPage() {
  const tree = useList(menuTree, {});
  const columns: CrudColumn[] = [
    { title: '菜单名称', dataIndex: 'name', search: true, form: { required: '请输入菜单名称' } },
    { title: '菜单编号', dataIndex: 'code', search: true, form: { required: '请输入菜单编号' } },
    {
      title: '上级菜单',
      dataIndex: 'parentId',
      hideInTable: true,
      form: {
        control: <TreeSelect allowClear showSearch treeNodeFilterProp="title" treeData={rowsOf(tree.data)} placeholder="顶级菜单" />,
      },
    },
    { title: '路由地址', dataIndex: 'path', form: {} },
    { title: '菜单图标', dataIndex: 'source', form: {} },
    { title: '类型', dataIndex: 'category', options: CATEGORY, width: 70, form: { type: 'radio' } },
    { title: '排序', dataIndex: 'sort', width: 70, form: { type: 'number', min: -999, max: 99999 } },
    { title: '范围', dataIndex: 'scope', options: SCOPE, form: { type: 'radio' } },
    { title: '缓存', dataIndex: 'keepAlive', options: YES_NO, hideInTable: true, form: { type: 'radio' } },
    { title: '标签页', dataIndex: 'isTab', options: YES_NO, hideInTable: true, form: { type: 'radio' } },
    { title: '可见角色', dataIndex: 'roles', hideInTable: true, form: { placeholder: '角色别名, 逗号分隔; 留空表示不限' } },
    { title: '别名', dataIndex: 'alias', hideInTable: true, form: {} },
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  ];
  return (
    <CrudPage
      resource={menus}
      title="菜单管理"
      columns={columns}
      defaults={{ category: 1, sort: 0, scope: 'all', keepAlive: false, isTab: true }}
      toForm={(r) => ({ ...r, parentId: r.parentId === '0' ? undefined : r.parentId })}
      perms={{ add: 'menu_add', edit: 'menu_edit', remove: 'menu_delete', view: 'menu_view' }}
    />
  );
}
