import { useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { SmallTable, escGuard, useBusy, useCan } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { MP_MSG, mpCalls, mpPerms as P, type MpPlatform } from './api.ts';

export const KEY = 'mp';

export function UploadDialog({ platform, appId, onClose }: { platform: MpPlatform; appId: string; onClose: (done: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const templates = useQueryOf(KEY, ['templates', platform], () => mpCalls.templates(platform));
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      await mpCalls.upload(platform, { ...v, appId });
      void message.success('代码已上传,可提交审核');
      onClose(true);
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title="上传新版本"
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okButtonProps={{ loading: busy }}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="templateId" label="代码模板" rules={[{ required: true, message: MP_MSG.templateRequired }]}>
          <Select
            aria-label="代码模板"
            loading={templates.isLoading}
            options={(templates.data ?? []).map((t) => ({ value: t.templateId, label: `${t.version} · ${t.desc}` }))}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label="版本号"
          rules={[{ required: true, pattern: /^\d{1,3}\.\d{1,3}\.\d{1,3}$/, message: MP_MSG.versionInvalid }]}
        >
          <Input placeholder="如 1.2.0" aria-label="版本号" maxLength={11} />
        </Form.Item>
        <Form.Item name="userDesc" label="版本描述">
          <Input.TextArea rows={3} maxLength={200} showCount aria-label="版本描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Testers({ platform, appId }: { platform: MpPlatform; appId: string }) {
  const { message } = App.useApp();
  const can = useCan(P.setting);
  const refresh = useRefresh(KEY);
  const q = useQueryOf(KEY, ['testers', platform], () => mpCalls.testers(platform));
  const [id, setId] = useState('');
  const { busy, attempt } = useBusy();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {can && (
        <Space.Compact style={{ maxWidth: 420 }}>
          <Input
            aria-label="体验者账号"
            placeholder={platform === 'wechat' ? '体验者微信号' : '体验成员支付宝账号'}
            value={id}
            onChange={(e) => setId(e.target.value)}
          />
          <Button
            type="primary"
            loading={busy}
            onClick={() =>
              void attempt(async () => {
                if (!id.trim()) return void message.warning(MP_MSG.testerRequired);
                await mpCalls.bindTester(platform, appId, id.trim());
                setId('');
                await refresh();
              })
            }
          >
            添加体验者
          </Button>
        </Space.Compact>
      )}
      <SmallTable
        rowKey="wechatId"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        locale={{ emptyText: '暂无体验者' }}
        columns={[
          { title: '账号', dataIndex: 'wechatId' },
          { title: '添加时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 90,
            render: (_: unknown, r: { wechatId: string }) =>
              can && (
                <Popconfirm
                  title="确认移除该体验者?"
                  onConfirm={async () => {
                    await mpCalls.unbindTester(platform, appId, r.wechatId);
                    await refresh();
                  }}
                >
                  <Button type="link" size="small" danger>
                    移除
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Space>
  );
}
