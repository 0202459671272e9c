import { useState } from 'react';
import { App, Button, TreeSelect } from 'antd';
import { MSG } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { useCan } from '../../app/session.ts';
import { rowsOf, useList } from '../../app/data.ts';
import { grantRoles, grantTrees, roleGrants, roles, roleTree } from './api.ts';
import { GrantDialog } from './GrantDialog.tsx';

/** Roles of the tenant and their grants (menus, data scopes, api scopes). */
export default function RolePage() {
  const { message } = App.useApp();
  const canGrant = useCan('role_menu');
  const tree = useList(roleTree, {});
  const [ids, setIds] = useState<string[] | null>(null);
  const columns: CrudColumn[] = [
    { title: '角色名称', dataIndex: 'roleName', search: true, form: { required: '请输入角色名称' } },
    { title: '角色别名', dataIndex: 'roleAlias', search: true, form: { required: '请输入角色别名' } },
    {
      title: '上级角色',
      dataIndex: 'parentId',
      hideInTable: true,
      form: { control: <TreeSelect allowClear treeData={rowsOf(tree.data)} placeholder="顶级角色" /> },
    },
    { title: '排序', dataIndex: 'sort', form: { type: 'number', min: 0, max: 99999 } },
  ];
  const grant = (rows: { id: string }[]) => {
    if (rows.length !== 1) return void message.warning(rows.length ? MSG.selectOnlyOne : MSG.selectAtLeastOne);
    setIds([rows[0].id]);
  };
  return (
    <>
      <CrudPage
        resource={roles}
        title="角色管理"
        columns={columns}
        defaults={{ sort: 0 }}
        toForm={(r) => ({ ...r, parentId: r.parentId === '0' ? undefined : r.parentId })}
        perms={{ add: 'role_add', edit: 'role_edit', remove: 'role_delete', view: 'role_view' }}
        toolbar={(sel) => canGrant && <Button onClick={() => grant(sel as { id: string }[])}>权限设置</Button>}
        rowActions={(r) =>
          canGrant && (
            <Button type="link" size="small" onClick={() => grant([r as { id: string }])}>
              权限设置
            </Button>
          )
        }
      />
      <GrantDialog
        title="角色权限配置"
        open={!!ids}
        onClose={() => setIds(null)}
        load={async () => {
          const [trees, keys] = await Promise.all([grantTrees(), roleGrants(ids!)]);
          return [
            { key: 'menu', label: '菜单权限', tree: trees.menu, checked: keys.menu },
            { key: 'dataScope', label: '数据权限', tree: trees.dataScope, checked: keys.dataScope },
            { key: 'apiScope', label: '接口权限', tree: trees.apiScope, checked: keys.apiScope },
          ];
        }}
        onSave={(c) => grantRoles({ roleIds: ids!, menuIds: c.menu, dataScopeIds: c.dataScope, apiScopeIds: c.apiScope })}
      />
    </>
  );
}
