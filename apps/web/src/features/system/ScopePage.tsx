import { TreeSelect } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { rowsOf, useList } from '../../app/data.ts';
import { apiScopes, dataScopes, menuTree } from './api.ts';

const SCOPE_TYPES = [
  { label: '全部可见', value: 1 },
  { label: '本人可见', value: 2 },
  { label: '所在机构可见', value: 3 },
  { label: '所在机构及子级可见', value: 4 },
  { label: '自定义', value: 5 },
];

/** Data scopes or api scopes of the menus (platform). */
export function ScopePage({ kind }: { kind: 'data' | 'api' }) {
  const menus = useList(menuTree, {});
  const code = kind === 'data' ? 'data_scope' : 'api_scope';
  const columns: CrudColumn[] = [
    {
      title: '所属菜单',
      dataIndex: 'menuId',
      hideInTable: true,
      form: {
        required: '请选择菜单',
        control: <TreeSelect treeData={rowsOf(menus.data)} showSearch treeNodeFilterProp="title" placeholder="请选择菜单" />,
      },
    },
    { title: '权限名称', dataIndex: 'scopeName', search: true, form: { required: '请输入权限名称' } },
    { title: '资源编号', dataIndex: 'resourceCode', form: { required: '请输入资源编号' } },
    ...(kind === 'data'
      ? [
          { title: '权限字段', dataIndex: 'scopeColumn', form: {} },
          {
            title: '规则类型',
            dataIndex: 'scopeType',
            options: SCOPE_TYPES,
            form: { type: 'select' as const, required: '请选择规则类型' },
          },
          { title: '规则值', dataIndex: 'scopeValue', hideInTable: true, form: { type: 'textarea' as const, span: 24 as const } },
        ]
      : [{ title: '权限路径', dataIndex: 'scopePath', form: { required: '请输入权限路径', span: 24 as const } }]),
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  ];
  return (
    <CrudPage
      resource={kind === 'data' ? dataScopes : apiScopes}
      title={kind === 'data' ? '数据权限' : '接口权限'}
      columns={columns}
      defaults={{ scopeType: 1 }}
      perms={{ add: `${code}_add`, edit: `${code}_edit`, remove: `${code}_delete`, view: `${code}_view` }}
    />
  );
}

export const DataScopePage = () => <ScopePage kind="data" />;
export const ApiScopePage = () => <ScopePage kind="api" />;
