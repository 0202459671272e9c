import { TreeSelect } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { rowsOf, useList } from '../../app/data.ts';
import { menuTree, tenantPackages } from './api.ts';

/** Product versions (tenant packages): which menus a tenant of this version gets (platform). */
export default function TenantPackagePage() {
  const menus = useList(menuTree, {});
  const columns: CrudColumn[] = [
    { title: '产品包名称', dataIndex: 'packageName', search: true, form: { required: '请输入产品包名称' } },
    {
      title: '菜单',
      dataIndex: 'menuId',
      hideInTable: true,
      form: {
        span: 24,
        control: (
          <TreeSelect
            treeData={rowsOf(menus.data)}
            treeCheckable
            multiple
            showCheckedStrategy={TreeSelect.SHOW_ALL}
            maxTagCount={8}
            placeholder="请选择菜单"
          />
        ),
      },
    },
    { title: '备注', dataIndex: 'remark', form: { type: 'textarea', span: 24 } },
  ];
  return (
    <CrudPage
      resource={tenantPackages}
      title="产品版本"
      columns={columns}
      beforeSubmit={(r) => ({ ...r, menuId: Array.isArray(r.menuId) ? r.menuId.join(',') : r.menuId })}
      perms={{ add: 'tenant_package_add', edit: 'tenant_package_edit', remove: 'tenant_package_delete', view: 'tenant_package_view' }}
    />
  );
}
