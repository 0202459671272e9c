import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { OPEN_API_PREFIX, OPEN_MSG, OPEN_PERMS, OPEN_SCOPES } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { CrudPage, ListPage, escGuard, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { openAccounts, openApiCalls, openCalls, type OpenAccountRow, type OpenCallRow } from './api.ts';

const scopeLabel = (s: string) => OPEN_SCOPES.find((x) => x.value === s)?.label ?? s;

/** Create or change an account; a new one answers its secret, shown here once. */
function AccountDialog({
  row,
  onClose,
}: {
  row: OpenAccountRow | null;
  onClose: (created: OpenAccountRow | null, changed: boolean) => void;
}) {
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      const saved = await openApiCalls.save({ ...v, id: row?.id });
      onClose(row ? null : saved, true);
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      width={560}
      title={row ? '编辑接口账号' : '新增接口账号'}
      onCancel={() => onClose(null, false)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={row ?? { scopes: ['products:read', 'orders:read'], allowedIps: [], ratePerMin: 600 }}
      >
        <Form.Item name="accountName" label="账号名称" rules={[{ required: true, whitespace: true, message: OPEN_MSG.nameRequired }]}>
          <Input maxLength={64} placeholder="如: 携程分销对接" />
        </Form.Item>
        <Form.Item name="scopes" label="接口权限" rules={[{ required: true, message: OPEN_MSG.scopesRequired }]}>
          <Checkbox.Group options={OPEN_SCOPES.map((s) => ({ label: s.label, value: s.value }))} />
        </Form.Item>
        <Form.Item name="allowedIps" label="IP白名单" extra="留空不限制; 支持 203.0.113.10 或 203.0.113.0/24">
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label="IP白名单" placeholder="输入IP后回车" />
        </Form.Item>
        <Form.Item name="ratePerMin" label="每分钟调用上限" rules={[{ required: true, message: '请输入调用上限' }]}>
          <InputNumber min={1} max={100000} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={255} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The secret, shown once: copy it now, it is never shown again. */
function SecretDialog({ row, onClose }: { row: OpenAccountRow; onClose: () => void }) {
  return (
    <Modal
      modalRender={escGuard}
      open
      title="请保存接口密钥"
      onCancel={onClose}
      onOk={onClose}
      okText="我已保存"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" showIcon message="密钥只显示这一次, 关闭后无法再次查看; 遗失请重置密钥。" style={{ marginBottom: 16 }} />
      <p>
        AccessKey:{' '}
        <Typography.Text copyable code>
          {row.keyId}
        </Typography.Text>
      </p>
      <p>
        Secret:{' '}
        <Typography.Text copyable code data-testid="open-secret">
          {row.secret}
        </Typography.Text>
      </p>
      <p style={{ color: 'var(--yym-muted)' }}>
        签名方法与 Node、Python 示例见接口文档 <Typography.Text code>{`/api${OPEN_API_PREFIX}/openapi.json`}</Typography.Text>
      </p>
    </Modal>
  );
}

function Accounts() {
  const { message } = App.useApp();
  const refresh = useRefresh(openAccounts);
  const canAdd = useCan(OPEN_PERMS.add);
  const canEdit = useCan(OPEN_PERMS.edit);
  const canEnable = useCan(OPEN_PERMS.enable);
  const [editing, setEditing] = useState<OpenAccountRow | null | 'new'>(null);
  const [secret, setSecret] = useState<OpenAccountRow | null>(null);
  const columns: CrudColumn<OpenAccountRow>[] = [
    { title: '账号名称', dataIndex: 'accountName', search: true, width: 160 },
    { title: 'AccessKey', dataIndex: 'keyId', width: 200, render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    { title: '密钥', dataIndex: 'secretTail', width: 90, render: (v: string) => `****${v}` },
    { title: '权限', dataIndex: 'scopes', render: (v: string[]) => v.map((s) => <Tag key={s}>{scopeLabel(s)}</Tag>) },
    { title: 'IP白名单', dataIndex: 'allowedIps', width: 140, render: (v: string[]) => (v.length ? v.join(', ') : '不限') },
    { title: '每分钟上限', dataIndex: 'ratePerMin', width: 100 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      search: true,
      options: [
        { label: '启用', value: 1 },
        { label: '停用', value: 0 },
      ],
      render: (v: number, r) => (
        <Switch
          size="small"
          aria-label={`${r.accountName}启用`}
          checked={Number(v) === 1}
          disabled={!canEnable}
          onChange={async (on) => {
            await openApiCalls.setEnabled(r.id, on).catch(() => undefined);
            void refresh();
          }}
        />
      ),
    },
    { title: '最近调用', dataIndex: 'lastCallTime', width: 170 },
  ];
  return (
    <>
      <CrudPage<OpenAccountRow>
        resource={openAccounts}
        columns={columns.map((c) => ({ ...c, form: false as const }))}
        perms={{ add: false, edit: false, view: false, export: false, remove: OPEN_PERMS.remove }}
        actionWidth={220}
        toolbar={() =>
          canAdd ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              新增账号
            </Button>
          ) : null
        }
        rowActions={(r) =>
          canEdit ? (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
              <Popconfirm
                title="重置后旧密钥立即失效, 确定重置?"
                onConfirm={async () => {
                  setSecret(await openApiCalls.resetSecret(r.id));
                  void message.success('密钥已重置');
                  void refresh();
                }}
              >
                <Button type="link" size="small">
                  重置密钥
                </Button>
              </Popconfirm>
            </Space>
          ) : null
        }
      />
      {editing && (
        <AccountDialog
          row={editing === 'new' ? null : editing}
          onClose={(created, changed) => {
            setEditing(null);
            if (created) setSecret(created);
            if (changed) void refresh();
          }}
        />
      )}
      {secret && <SecretDialog row={secret} onClose={() => setSecret(null)} />}
    </>
  );
}

const callColumns: CrudColumn<OpenCallRow>[] = [
  { title: '时间', dataIndex: 'createTime', width: 170 },
  { title: 'AccessKey', dataIndex: 'keyId', width: 200 },
  { title: '方法', dataIndex: 'method', width: 70 },
  { title: '路径', dataIndex: 'path' },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 140,
    search: true,
    options: [
      { label: '成功', value: 'ok' },
      { label: '失败', value: 'fail' },
    ],
    render: (_v, r) =>
      r.outcomeCode === 200 ? <Tag color="green">成功</Tag> : <Tag color="red">{`${r.outcomeCode} ${r.outcomeMsg ?? ''}`}</Tag>,
  },
  { title: 'IP', dataIndex: 'ip', width: 130 },
  { title: '耗时(ms)', dataIndex: 'timeMs', width: 90 },
];

/** /openAPIAccount/index: 开放接口. */
export default function OpenApiPage() {
  return (
    <Card variant="borderless" title="开放接口">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'accounts', label: '接口账号', children: <Accounts /> },
          { key: 'calls', label: '调用日志', children: <ListPage resource={openCalls} columns={callColumns} /> },
        ]}
      />
    </Card>
  );
}
