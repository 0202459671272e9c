import { useState } from 'react';
import { App, Button } from 'antd';
import type { TreeNode } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { useCan } from '../../app/session.ts';
import { grantTopMenus, menuTree, topMenuGrants, topMenus } from './api.ts';
import { GrantDialog } from './GrantDialog.tsx';
import type { Row } from '../../app/data.ts';

const columns: CrudColumn[] = [
  { title: '菜单编号', dataIndex: 'code', search: false, form: { required: '请输入顶部菜单编号' } },
  { title: '菜单名称', dataIndex: 'name', search: true, form: { required: '请输入顶部菜单名称' } },
  { title: '菜单图标', dataIndex: 'source', form: {} },
  { title: '路由地址', dataIndex: 'path', form: {} },
  { title: '排序', dataIndex: 'sort', form: { type: 'number', min: 0, max: 99999 } },
  {
    title: '默认显示',
    dataIndex: 'defaultDisplay',
    options: [
      { label: '否', value: 0 },
      { label: '是', value: 1 },
    ],
    form: { type: 'radio' },
  },
];

/** Top menus of the tenant and the menus each one shows (菜单配置). */
export default function TopMenuPage() {
  const { message } = App.useApp();
  const canSet = useCan('topmenu_setting');
  const [ids, setIds] = useState<string[] | null>(null);
  const setting = (rows: Row[]) => {
    if (!rows.length) return void message.warning('请选择至少一条数据');
    setIds(rows.map((r) => String(r.id)));
  };
  return (
    <>
      <CrudPage
        resource={topMenus}
        title="顶部菜单"
        columns={columns}
        defaults={{ sort: 0, defaultDisplay: 0 }}
        perms={{ add: 'topmenu_add', edit: 'topmenu_edit', remove: 'topmenu_delete', view: 'topmenu_view' }}
        toolbar={(sel) => canSet && <Button onClick={() => setting(sel)}>菜单配置</Button>}
        rowActions={(row) =>
          canSet && (
            <Button type="link" size="small" onClick={() => setting([row])}>
              菜单配置
            </Button>
          )
        }
      />
      <GrantDialog
        title="菜单配置"
        open={!!ids}
        onClose={() => setIds(null)}
        load={async () => {
          const [tree, keys] = await Promise.all([menuTree.list({}) as Promise<TreeNode[]>, topMenuGrants(ids!)]);
          return [{ key: 'menu', label: '菜单', tree, checked: keys }];
        }}
        onSave={(c) => grantTopMenus(ids!, c.menu)}
      />
    </>
  );
}
