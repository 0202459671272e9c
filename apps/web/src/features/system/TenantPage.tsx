import { Select } from 'antd';
import { MSG, checkAdminPassword } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { EnabledTag } from '../../components/StatusTag.tsx';
import { rowsOf, useList } from '../../app/data.ts';
import { tenantPackageOptions, tenants } from './api.ts';

/** Tenants (platform): adding one also creates its administrator account. */
export default function TenantPage() {
  const packages = useList(tenantPackageOptions, {});
  const columns: CrudColumn[] = [
    { title: '租户ID', dataIndex: 'tenantId', search: true, width: 100 },
    { title: '租户名称', dataIndex: 'tenantName', search: true, form: { required: '请输入租户名称' } },
    { title: '联系人', dataIndex: 'linkman', form: {} },
    { title: '联系电话', dataIndex: 'contactNumber', search: true, form: {} },
    { title: '产品版本', dataIndex: 'packageName', form: false },
    {
      title: '产品版本',
      dataIndex: 'packageId',
      hideInTable: true,
      form: {
        control: (
          <Select
            allowClear
            placeholder="请选择产品版本"
            options={rowsOf(packages.data).map((p) => ({ label: p.packageName, value: p.id }))}
          />
        ),
      },
    },
    { title: '账号额度', dataIndex: 'accountNumber', form: { type: 'number', min: -1, max: 100000, placeholder: '-1 表示不限' } },
    { title: '过期时间', dataIndex: 'expireTime', form: { placeholder: 'YYYY-MM-DD HH:mm:ss, 留空表示不过期' } },
    { title: '绑定域名', dataIndex: 'domainUrl', hideInTable: true, form: {} },
    { title: '联系地址', dataIndex: 'address', hideInTable: true, form: { span: 24 } },
    { title: '管理员账号', dataIndex: 'adminAccount', hideInTable: true, form: { only: 'add', placeholder: '默认 admin' } },
    {
      title: '管理员密码',
      dataIndex: 'adminPassword',
      hideInTable: true,
      form: {
        only: 'add',
        type: 'password',
        required: MSG.adminPasswordRequired,
        rules: [
          {
            // an empty field is the required rule's to answer
            validator: (_r, v) => {
              const wrong = v ? checkAdminPassword(v) : null;
              return wrong ? Promise.reject(new Error(wrong)) : Promise.resolve();
            },
          },
        ],
      },
    },
    { title: '状态', dataIndex: 'status', width: 80, render: (v) => <EnabledTag value={v} />, form: false },
  ];
  return (
    <CrudPage
      resource={tenants}
      title="租户列表"
      columns={columns}
      defaults={{ accountNumber: -1 }}
      perms={{ add: 'tenant_add', edit: 'tenant_edit', remove: 'tenant_delete', view: 'tenant_view' }}
    />
  );
}
