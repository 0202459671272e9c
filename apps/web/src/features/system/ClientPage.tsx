import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { clients } from './api.ts';

const columns: CrudColumn[] = [
  { title: '应用id', dataIndex: 'clientId', search: true, form: { required: '请输入客户端id' } },
  {
    title: '应用密钥',
    dataIndex: 'clientSecret',
    hideInTable: true,
    form: { type: 'password', placeholder: '新增时必填; 修改时留空表示不变' },
  },
  { title: '授权范围', dataIndex: 'scope', form: {} },
  { title: '授权类型', dataIndex: 'authorizedGrantTypes', form: { span: 24 } },
  { title: '令牌秒数', dataIndex: 'accessTokenValidity', form: { type: 'number', min: 60, max: 2592000 } },
  { title: '刷新令牌秒数', dataIndex: 'refreshTokenValidity', form: { type: 'number', min: 60, max: 7776000 } },
  { title: '回调地址', dataIndex: 'webServerRedirectUri', hideInTable: true, form: { span: 24 } },
  { title: '附加说明', dataIndex: 'additionalInformation', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** OAuth clients (platform). */
export default function ClientPage() {
  return (
    <CrudPage
      resource={clients}
      title="应用管理"
      columns={columns}
      defaults={{
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,captcha',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      }}
      perms={{ add: 'client_add', edit: 'client_edit', remove: 'client_delete', view: 'client_view' }}
    />
  );
}
