import { App, Button, Card, Popconfirm, Select, Table, Tag } from 'antd';
import { SMS_PERMS } from '@yym/contract';
import { useList, useQueryOf, useRefresh } from '../../app/data.ts';
import { useCan } from '../../components/index.ts';
import { smsCalls, smsScenes, type SmsSceneRow } from './api.ts';

/** 通知场景: each business event and the approved template it is sent with (unbound: nothing is sent). */
export function SceneTab() {
  const { message } = App.useApp();
  const can = useCan(SMS_PERMS.edit);
  const q = useList(smsScenes, {});
  const refresh = useRefresh(smsScenes);
  const templates = useQueryOf(smsScenes, ['approved-templates'], smsCalls.approvedTemplates);
  const rows = (q.data ?? []) as SmsSceneRow[];
  const bind = async (scene: string, templateId: string) => {
    await smsCalls.bindScene(scene, templateId);
    void message.success('已绑定');
    void refresh();
  };
  return (
    <Card size="small" variant="borderless">
      <Table<SmsSceneRow>
        rowKey="scene"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '业务场景', dataIndex: 'sceneName', width: 160 },
          { title: '可用变量', dataIndex: 'variables', width: 220, render: (v: string[]) => v.map((x) => <Tag key={x}>{`\${${x}}`}</Tag>) },
          {
            title: '短信模板',
            dataIndex: 'templateId',
            render: (v: string | null, r) => (
              <Select
                aria-label={`${r.sceneName}模板`}
                style={{ width: 260 }}
                placeholder="未绑定(不发送)"
                value={v ?? undefined}
                disabled={!can}
                loading={templates.isLoading}
                options={(templates.data?.records ?? []).map((t) => ({ label: t.templateName, value: t.id }))}
                onChange={(id: string) => void bind(r.scene, id).catch(() => undefined)}
              />
            ),
          },
          { title: '模板内容', dataIndex: 'content', ellipsis: true },
          {
            title: '操作',
            width: 90,
            render: (_v, r) =>
              r.templateId && can ? (
                <Popconfirm
                  title={`解绑「${r.sceneName}」后该场景不再发送短信, 确定?`}
                  onConfirm={async () => {
                    await smsCalls.unbindScene(r.scene);
                    void message.success('已解绑');
                    void refresh();
                  }}
                >
                  <Button type="link" size="small" danger>
                    解绑
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
