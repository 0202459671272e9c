import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Tag, Tooltip } from 'antd';
import { SMS_PERMS, SMS_SCENES, SMS_SEND_STATUS, checkMobile } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { CrudPage, escGuard, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { smsCalls, smsRecords, type SmsRecordRow } from './api.ts';

/** 发送短信: an approved template, a phone, a value for each of its variables; queued, then sent by the job. */
function SendDialog({ onClose }: { onClose: (sent: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const templates = useQueryOf(smsRecords, ['approved-templates'], smsCalls.approvedTemplates);
  const templateId = Form.useWatch('templateId', form) as string | undefined;
  const chosen = templates.data?.records.find((t) => t.id === templateId);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      await smsCalls.send({ phone: v.phone, templateId: v.templateId, params: v.params ?? {} });
      void message.success('已加入发送队列');
      onClose(true);
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title="发送短信"
      onCancel={() => onClose(false)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
      okText="发送"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="phone"
          label="手机号"
          rules={[{ validator: (_r, v) => (checkMobile(v) ? Promise.reject(checkMobile(v)) : Promise.resolve()) }]}
        >
          <Input maxLength={11} placeholder="11位手机号" />
        </Form.Item>
        <Form.Item name="templateId" label="短信模板" rules={[{ required: true, message: '请选择短信模板' }]}>
          <Select
            loading={templates.isLoading}
            options={(templates.data?.records ?? []).map((t) => ({ label: t.templateName, value: t.id }))}
            placeholder="已通过审核的模板"
          />
        </Form.Item>
        {chosen && <p style={{ color: 'var(--yym-muted)', whiteSpace: 'pre-wrap' }}>{`【${chosen.signName}】${chosen.content}`}</p>}
        {chosen?.variables.map((v) => (
          <Form.Item key={v} name={['params', v]} label={`\${${v}}`} rules={[{ required: true, message: `请输入${v}的值` }]}>
            <Input maxLength={100} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** 发送记录: every message sent (phones masked), its status from the provider's receipt, resend and export. */
export function RecordTab() {
  const { message } = App.useApp();
  const refresh = useRefresh(smsRecords);
  const canSend = useCan(SMS_PERMS.add);
  const canResend = useCan(SMS_PERMS.edit);
  const [sending, setSending] = useState(false);
  const columns: CrudColumn<SmsRecordRow>[] = [
    { title: '手机号', dataIndex: 'phone', width: 130, search: true },
    {
      title: '场景',
      dataIndex: 'sceneCode',
      width: 120,
      search: true,
      options: SMS_SCENES.map((s) => ({ label: s.label, value: s.value })),
      render: (_v, r) => r.sceneName || '手动发送',
    },
    { title: '短信内容', dataIndex: 'content', render: (v: string, r) => `${r.signName ? `【${r.signName}】` : ''}${v}` },
    {
      title: '状态',
      dataIndex: 'sendStatus',
      width: 110,
      search: true,
      options: SMS_SEND_STATUS.map((s) => ({ label: s.label, value: s.value })),
      render: (v: number, r) => {
        const s = SMS_SEND_STATUS.find((x) => x.value === Number(v));
        const tag = <Tag color={s?.color}>{s?.label}</Tag>;
        return r.failReason ? <Tooltip title={r.failReason}>{tag}</Tooltip> : tag;
      },
    },
    { title: '失败原因', dataIndex: 'failReason', width: 160 },
    { title: '次数', dataIndex: 'attempts', width: 70 },
    { title: '服务商', dataIndex: 'provider', width: 90 },
    { title: '发送时间', dataIndex: 'createTime', width: 170 },
    { title: '送达时间', dataIndex: 'receiveTime', width: 170 },
  ];
  return (
    <>
      <CrudPage<SmsRecordRow>
        resource={smsRecords}
        columns={columns.map((c) => ({ ...c, form: false as const }))}
        perms={{ add: false, edit: false, remove: SMS_PERMS.remove, view: false, export: SMS_PERMS.view }}
        exportName="短信发送记录"
        pollWhile={(rows) => rows.some((r) => Number(r.sendStatus) === 0)}
        toolbar={() =>
          canSend ? (
            <Button type="primary" onClick={() => setSending(true)}>
              发送短信
            </Button>
          ) : null
        }
        rowActions={(r) =>
          canResend && Number(r.sendStatus) === 3 ? (
            <Button
              type="link"
              size="small"
              onClick={async () => {
                await smsCalls.resend(r.id);
                void message.success('已重新加入发送队列');
                void refresh();
              }}
            >
              重发
            </Button>
          ) : null
        }
      />
      {sending && (
        <SendDialog
          onClose={(sent) => {
            setSending(false);
            if (sent) void refresh();
          }}
        />
      )}
    </>
  );
}
