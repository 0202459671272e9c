import { useEffect, useState } from 'react';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { Alert, App, Button, Card, Form, Input, Select, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { PAY_CONFIG_MSG, PAY_PROVIDERS, type PayField, type PayProviderDef } from '@yym/contract';
import { useCan } from '../../app/session.ts';
import AlipaySyncPane from './AlipaySyncPane.tsx';
import { payConfigDetail, payConfigs, savePayConfig, switchPayConfig, type PayStartRow } from './api.ts';

/** The cache name of the providers' list and of each provider's detail: refreshed together. */
const PAY_CONFIG = 'pay-config';

const ruleOf = (f: PayField) => ({
  validator: (_: unknown, v: unknown) => {
    const text = String(v ?? '').trim();
    if (!text) return Promise.resolve();
    if (text.length > (f.max ?? 200)) return Promise.reject(new Error(PAY_CONFIG_MSG.tooLong(f.label)));
    return f.pattern && !f.pattern.test(text) ? Promise.reject(new Error(f.message)) : Promise.resolve();
  },
});

/** The provider's state; nothing until the list has answered (before then every provider looked 暂未接入). */
function StateTag({ row, loaded }: { row?: PayStartRow; loaded: boolean }) {
  if (!loaded) return null;
  if (!row?.adapter) return <Tag>暂未接入</Tag>;
  if (row.enabled) return <Tag color="success">已启用</Tag>;
  return row.configured ? <Tag color="default">未启用</Tag> : <Tag color="warning">待配置</Tag>;
}

/** One provider: its switch (asked before switching) and its fields; secrets are typed, never shown. */
function ProviderPane({ def, row }: { def: PayProviderDef; row?: PayStartRow }) {
  const { message, modal } = App.useApp();
  const canEdit = useCan('pay_config_edit');
  const canStart = useCan('pay_config_start');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const detail = useQueryOf(PAY_CONFIG, [def.payType], () => payConfigDetail(def.payType));
  const d = detail.data;
  useEffect(() => {
    if (d) form.setFieldsValue({ ...d.fields, ...Object.fromEntries(def.fields.filter((f) => f.secret).map((f) => [f.key, ''])) });
  }, [d, def, form]);
  const refresh = useRefresh(PAY_CONFIG);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // each field shows its message
    const pick = (secret: boolean) =>
      Object.fromEntries(def.fields.filter((f) => !!f.secret === secret).map((f) => [f.key, String(values[f.key] ?? '').trim()]));
    setSaving(true);
    try {
      await savePayConfig({ payType: def.payType, fields: pick(false), secrets: pick(true) });
      void message.success('保存成功');
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const toggle = (on: boolean) =>
    modal.confirm({
      title: on ? `启用${def.name}` : `停用${def.name}`,
      content: on
        ? `启用后顾客可在收银台使用${def.name}付款, 确定启用吗?`
        : `停用后收银台不再提供${def.name}, 已付款订单的退款仍原路退回。确定停用吗?`,
      okText: on ? '启用' : '停用',
      cancelText: '取消',
      onOk: async () => {
        await switchPayConfig(def.payType, on ? 1 : 0);
        void message.success(on ? '已启用' : '已停用');
        await refresh();
      },
    });

  const secretHint = (f: PayField) => {
    const s = d?.secrets[f.key];
    return s?.set
      ? `${PAY_CONFIG_MSG.secretSet} (尾号 ${s.tail}), 留空则保持不变`
      : f.required
        ? '必填, 保存后不再显示'
        : '选填, 保存后不再显示';
  };

  return (
    <Card variant="borderless" loading={detail.isLoading}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space align="center" wrap>
          <Typography.Text type="secondary">{def.note}</Typography.Text>
          {def.adapter && (
            <Space>
              <span>启用</span>
              <Switch
                checked={!!row?.enabled}
                disabled={!canStart}
                onChange={toggle}
                data-testid={`pay-switch-${def.payType}`}
                aria-label={`启用${def.name}`}
              />
            </Space>
          )}
        </Space>
        {!def.adapter && <Alert type="info" showIcon message={`${PAY_CONFIG_MSG.noAdapter}: 配置会被保存, 但不会在收银台提供。`} />}
        {def.adapter && !row?.configured && <Alert type="warning" showIcon message="填写全部必填项并保存后才能启用。" />}
        <Form form={form} name={`pay-${def.payType}`} layout="vertical" style={{ maxWidth: 640 }} disabled={!canEdit}>
          {def.fields.map((f) => (
            <Form.Item
              key={f.key}
              name={f.key}
              label={f.label}
              required={f.required}
              rules={[...(f.required && !f.secret ? [{ required: true, message: PAY_CONFIG_MSG.required(f.label) }] : []), ruleOf(f)]}
              extra={f.secret ? secretHint(f) : undefined}
            >
              {f.secret && f.multiline ? (
                <Input.TextArea
                  rows={4}
                  placeholder={d?.secrets[f.key]?.set ? `已设置 ····${d.secrets[f.key]!.tail}` : f.placeholder}
                  autoComplete="off"
                />
              ) : f.secret ? (
                <Input.Password
                  placeholder={d?.secrets[f.key]?.set ? `已设置 ····${d.secrets[f.key]!.tail}` : f.placeholder}
                  autoComplete="new-password"
                />
              ) : f.choices ? (
                <Select
                  allowClear
                  placeholder={`默认 ${f.choices[0]}`}
                  options={(d?.choices[f.key] ?? f.choices).map((v) => ({ value: v, label: v }))}
                />
              ) : (
                <Input placeholder={f.placeholder} maxLength={f.max ?? 200} />
              )}
            </Form.Item>
          ))}
          {canEdit && (
            <Button type="primary" onClick={() => void save()} loading={saving} data-testid={`pay-save-${def.payType}`}>
              保存
            </Button>
          )}
        </Form>
      </Space>
    </Card>
  );
}

/** /merchantGeneral/payConfig: the tenant's payment providers, one tab each. */
export default function PayConfigPage() {
  const list = useQueryOf(PAY_CONFIG, [], payConfigs);
  const rows = new Map((list.data ?? []).map((r) => [r.payType, r]));
  return (
    <Tabs
      destroyOnHidden={false}
      items={PAY_PROVIDERS.map((def) => ({
        key: def.payType as string,
        label: (
          <span data-testid={`pay-tab-${def.payType}`}>
            {def.name} <StateTag row={rows.get(def.payType)} loaded={!!list.data} />
          </span>
        ),
        children: <ProviderPane def={def} row={rows.get(def.payType)} />,
      })).concat({ key: 'alipaySync', label: <span>支付宝票务同步</span>, children: <AlipaySyncPane /> })}
    />
  );
}
