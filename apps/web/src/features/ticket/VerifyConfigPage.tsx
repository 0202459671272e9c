import { useEffect, useState } from 'react';
import { rowsOf, useList, useRefresh } from '../../app/data.ts';
import { Alert, App, Button, Card, Empty, Space, Switch, Table, Tag } from 'antd';
import { MSG, VERIFY_METHOD } from '@yym/contract';
import { useCan } from '../../components/index.ts';
import { checkActions, methodConfigs, type CheckMethodConfig } from './api.ts';

/** What each method means at the gate (the code table gives the names). */
const HINTS: Record<number, string> = {
  [VERIFY_METHOD.ID_CARD]: '刷身份证或输入证件号码,核销当天的票',
  [VERIFY_METHOD.QR_SCAN]: '扫描游客出示的电子票二维码',
  [VERIFY_METHOD.FACE]: '人脸识别设备按身份证号核销当天的票',
  [VERIFY_METHOD.BATCH]: '按订单批量核销整单的票',
  [VERIFY_METHOD.MANUAL]: '在后台手动选择游客核销',
  [VERIFY_METHOD.AUTO_ON_EXPIRY]: '游玩日期过后,按商品规则自动核销未使用的票;关闭后这些票直接过期',
  [VERIFY_METHOD.PHONE]: '输入下单手机号,核销当天的票',
  [VERIFY_METHOD.ASSIST_CODE]: '输入订单的10位辅助码',
};

/** Check methods of the tenant: each can be switched off; a switched-off method is refused at the gate. */
export default function VerifyConfigPage() {
  const { message, modal } = App.useApp();
  const canEdit = useCan('ticket_verify_config_edit');
  const refresh = useRefresh(methodConfigs);
  const list = useList(methodConfigs, {});
  const configs = rowsOf(list.data);
  const [draft, setDraft] = useState<Record<number, number>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (list.data) setDraft(Object.fromEntries(rowsOf(list.data).map((c) => [c.method, c.enabled])));
  }, [list.data]);

  const changed = configs.filter((c) => draft[c.method] !== undefined && draft[c.method] !== c.enabled);
  const save = () => {
    if (!changed.length) return void message.info('没有修改');
    modal.confirm({
      title: '提示',
      okText: '确定',
      cancelText: '取消',
      content: `确定保存核销方式配置? ${changed.map((c) => `${c.name}${draft[c.method] ? '开启' : '关闭'}`).join(', ')}`,
      onOk: async () => {
        setSaving(true);
        try {
          await checkActions.saveConfigs(changed.map((c) => ({ method: c.method, enabled: draft[c.method]! })));
          void message.success(MSG.updateSuccess);
          await refresh();
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <Card
      title="核销方式配置"
      extra={
        canEdit && (
          <Space>
            <Button disabled={!changed.length} onClick={() => setDraft(Object.fromEntries(configs.map((c) => [c.method, c.enabled])))}>
              重置
            </Button>
            <Button type="primary" loading={saving} onClick={save} data-testid="verify-config-save">
              保存
            </Button>
          </Space>
        )
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="配置对本商户的全部商品生效;关闭的核销方式在检票时会被拒绝。" />
      <Table<CheckMethodConfig>
        rowKey="method"
        loading={list.isLoading}
        dataSource={configs}
        pagination={false}
        locale={{ emptyText: <Empty description={list.isError ? '加载失败' : '暂无核销方式'} /> }}
        columns={[
          { title: '编码', dataIndex: 'method', width: 80 },
          { title: '核销方式', dataIndex: 'name', width: 160 },
          { title: '说明', dataIndex: 'method', key: 'hint', render: (m: number) => HINTS[m] ?? '' },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 100,
            render: (_: unknown, c) => ((draft[c.method] ?? c.enabled) ? <Tag color="green">已开启</Tag> : <Tag>已关闭</Tag>),
          },
          {
            title: '开关',
            key: 'switch',
            width: 100,
            render: (_: unknown, c) => (
              <Switch
                checked={!!(draft[c.method] ?? c.enabled)}
                disabled={!canEdit}
                data-testid={`verify-config-${c.method}`}
                onChange={(on) => setDraft((d) => ({ ...d, [c.method]: on ? 1 : 0 }))}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
