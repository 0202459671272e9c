import { useState } from 'react';
import { App, Modal, Select, Tag, Button } from 'antd';
import { SMS_MSG, SMS_PERMS, SMS_PROVIDERS } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { CrudPage, EnabledTag, escGuard, useBusy, type CrudColumn } from '../../components/index.ts';
import { smsAccounts, smsCalls, type SmsAccountRow } from './api.ts';

/** addTenants: the merchants sending through the account. */
function TenantsDialog({ row, onClose }: { row: SmsAccountRow; onClose: (done: boolean) => void }) {
  const { message } = App.useApp();
  const [ids, setIds] = useState<string[]>(row.tenantIds);
  const { busy, attempt } = useBusy();
  const ok = () =>
    attempt(async () => {
      const bad = ids.find((i) => !/^\d{6}$/.test(i));
      if (bad) throw void message.error(`商户编号须为6位数字: ${bad}`);
      await smsCalls.addTenants(row.id, ids);
      void message.success('已保存');
      onClose(true);
    });
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`使用「${row.accountName}」的商户`}
      onCancel={() => onClose(false)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
    >
      <Select
        mode="tags"
        aria-label="商户编号"
        style={{ width: '100%' }}
        value={ids}
        onChange={setIds}
        open={false}
        placeholder="输入商户编号后回车, 如 100001"
        tokenSeparators={[',', ' ']}
      />
    </Modal>
  );
}

/** 短信账号 (platform): provider, keys (the secret sealed, shown by its last four characters), the merchants using it. */
export function AccountTab() {
  const refresh = useRefresh(smsAccounts);
  const [tenants, setTenants] = useState<SmsAccountRow | null>(null);
  const columns: CrudColumn<SmsAccountRow>[] = [
    { title: '账号名称', dataIndex: 'accountName', search: true, width: 150, form: { required: SMS_MSG.accountNameRequired } },
    {
      title: '服务商',
      dataIndex: 'provider',
      width: 130,
      search: true,
      options: SMS_PROVIDERS.map((p) => ({ label: p.label, value: p.value })),
      form: { type: 'select', required: SMS_MSG.providerRequired },
      render: (v) => SMS_PROVIDERS.find((p) => p.value === v)?.label,
    },
    { title: 'AccessKey ID', dataIndex: 'accessKeyId', width: 160, form: { placeholder: '腾讯云为 SecretId' } },
    {
      title: 'AccessKey Secret',
      dataIndex: 'accessKeySecret',
      hideInTable: true,
      form: { type: 'password', placeholder: '修改时留空则保留原密钥' },
    },
    { title: '密钥', dataIndex: 'secretTail', width: 80, form: false, render: (v: string) => (v ? `****${v}` : '未设置') },
    { title: 'SdkAppId', dataIndex: 'appId', width: 110, form: { placeholder: '腾讯云短信应用ID' } },
    { title: '地域', dataIndex: 'region', hideInTable: true, form: { placeholder: '如 cn-hangzhou / ap-guangzhou, 可留空' } },
    { title: '接口地址', dataIndex: 'endpoint', hideInTable: true, form: { placeholder: '留空使用服务商默认地址' } },
    {
      title: '使用商户',
      dataIndex: 'tenantIds',
      form: false,
      render: (v: string[]) => (v?.length ? v.map((x) => <Tag key={x}>{x}</Tag>) : '—'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      options: [
        { label: '启用', value: 1 },
        { label: '停用', value: 0 },
      ],
      form: { type: 'radio' },
      render: (v) => <EnabledTag value={v} />,
    },
  ];
  return (
    <>
      <CrudPage<SmsAccountRow>
        resource={smsAccounts}
        columns={columns}
        dialogWidth={640}
        defaults={{ provider: 'aliyun', status: 1 } as Partial<SmsAccountRow>}
        perms={{ add: SMS_PERMS.add, edit: SMS_PERMS.edit, remove: SMS_PERMS.remove }}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setTenants(r)}>
            授权商户
          </Button>
        )}
      />
      {tenants && (
        <TenantsDialog
          row={tenants}
          onClose={(done) => {
            setTenants(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}
