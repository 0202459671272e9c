import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { EnabledTag } from '../../components/StatusTag.tsx';
import { tenantServices } from './api.ts';

const columns: CrudColumn[] = [
  { title: '租户ID', dataIndex: 'tenantId', search: true, form: { required: '请选择租户', placeholder: '6位租户ID' } },
  { title: '服务名称', dataIndex: 'serviceName', search: true, form: { required: '请输入服务名称' } },
  { title: '服务编号', dataIndex: 'serviceCode', form: { required: '请输入服务编号' } },
  { title: '到期时间', dataIndex: 'expireTime', form: { placeholder: 'YYYY-MM-DD HH:mm:ss' } },
  {
    title: '状态',
    dataIndex: 'status',
    render: (v) => <EnabledTag value={v} />,
    options: [
      { label: '启用', value: 1 },
      { label: '停用', value: 0 },
    ],
    form: { type: 'radio' },
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** Additional services of tenants (platform). */
export default function TenantServicePage() {
  return (
    <CrudPage
      resource={tenantServices}
      title="附加服务"
      columns={columns}
      defaults={{ status: 1 }}
      perms={{ add: 'tenant_service_add', edit: 'tenant_service_edit', remove: 'tenant_service_delete', view: 'tenant_service_view' }}
    />
  );
}
