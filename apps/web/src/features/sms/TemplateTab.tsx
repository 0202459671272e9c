import { useState } from 'react';
import { Form, Input, Modal, Select, Tag } from 'antd';
import { SMS_MSG, SMS_PERMS, SMS_TEMPLATE_TYPES, templateVariables } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { CrudPage, RejectDialog, escGuard, useBusy, type CrudColumn } from '../../components/index.ts';
import { Button, Space } from 'antd';
import { smsCalls, smsTemplates, type SmsTemplateRow } from './api.ts';
import { AuditTag, auditOptions } from './SignTab.tsx';

/** The platform's approval: the provider's template code where a real provider sends it. */
function ApproveDialog({ row, onClose }: { row: SmsTemplateRow; onClose: (done: boolean) => void }) {
  const [code, setCode] = useState('');
  const { busy, attempt } = useBusy();
  const ok = () =>
    attempt(async () => {
      await smsCalls.auditTemplate({ id: row.id, auditStatus: 1, providerCode: code.trim() || null });
      onClose(true);
    });
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`通过模板「${row.templateName}」`}
      onCancel={() => onClose(false)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
      okText="通过"
    >
      <p style={{ whiteSpace: 'pre-wrap' }}>{row.content}</p>
      <Form layout="vertical">
        <Form.Item label="服务商模板编号" extra="在阿里云或腾讯云审核通过后填写其模板编号; 沙箱发送可留空">
          <Input
            aria-label="服务商模板编号"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={64}
            placeholder="如 SMS_154950909"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 短信模板: variables like ${code} declared; applied for by the merchant, audited by the platform. */
export function TemplateTab({ platform }: { platform: boolean }) {
  const refresh = useRefresh(smsTemplates);
  const [approving, setApproving] = useState<SmsTemplateRow | null>(null);
  const [rejecting, setRejecting] = useState<SmsTemplateRow | null>(null);
  const signs = useQueryOf(smsTemplates, ['approved-signs'], smsCalls.approvedSigns, { enabled: !platform });
  const signOptions = (signs.data?.records ?? []).map((s) => ({ label: s.signName, value: s.id }));
  const columns: CrudColumn<SmsTemplateRow>[] = [
    ...(platform ? [{ title: '商户', dataIndex: 'tenantId', width: 100, search: true, form: false as const }] : []),
    { title: '模板名称', dataIndex: 'templateName', search: true, width: 160, form: { required: SMS_MSG.templateNameRequired } },
    {
      title: '类型',
      dataIndex: 'templateType',
      width: 90,
      search: true,
      options: SMS_TEMPLATE_TYPES.map((s) => ({ label: s.label, value: s.value })),
      form: { type: 'select' },
      render: (v) => SMS_TEMPLATE_TYPES.find((s) => s.value === Number(v))?.label,
    },
    { title: '签名', dataIndex: 'signName', width: 110, form: false },
    {
      title: '签名',
      dataIndex: 'signId',
      hideInTable: true,
      options: signOptions,
      form: { type: 'select', required: SMS_MSG.signRequired, placeholder: '选择已通过审核的签名' },
    },
    {
      title: '模板内容',
      dataIndex: 'content',
      form: { type: 'textarea', required: SMS_MSG.contentRequired, placeholder: '您的验证码为${code}, 5分钟内有效。' },
    },
    {
      title: '变量',
      dataIndex: 'variables',
      width: 150,
      render: (v: string[]) => (v ?? []).map((x) => <Tag key={x}>{`\${${x}}`}</Tag>),
      form: {
        control: <Select mode="tags" aria-label="变量" placeholder="输入变量名后回车, 如 code" tokenSeparators={[',', ' ']} open={false} />,
      },
    },
    {
      title: '审核状态',
      dataIndex: 'auditStatus',
      width: 110,
      search: true,
      options: auditOptions,
      form: false,
      render: (_v, r) => <AuditTag row={r} />,
    },
    { title: '服务商编号', dataIndex: 'providerCode', width: 130, form: false },
  ];
  return (
    <>
      <CrudPage<SmsTemplateRow>
        resource={smsTemplates}
        columns={columns}
        dialogWidth={640}
        defaults={{ templateType: 2, variables: [] } as Partial<SmsTemplateRow>}
        perms={
          platform ? { add: false, edit: false, remove: false } : { add: SMS_PERMS.add, edit: SMS_PERMS.edit, remove: SMS_PERMS.remove }
        }
        // The declared variables, or those the text uses when none were typed.
        beforeSubmit={(row) => ({
          ...row,
          variables: row.variables?.length ? row.variables : templateVariables(String(row.content ?? '')),
        })}
        rowActions={(r) =>
          platform && Number(r.auditStatus) === 0 ? (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setApproving(r)}>
                通过
              </Button>
              <Button type="link" size="small" danger onClick={() => setRejecting(r)}>
                驳回
              </Button>
            </Space>
          ) : null
        }
      />
      {approving && (
        <ApproveDialog
          row={approving}
          onClose={(done) => {
            setApproving(null);
            if (done) void refresh();
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={`驳回模板「${rejecting.templateName}」`}
          placeholder="驳回原因, 商户将看到"
          required={SMS_MSG.rejectReasonRequired}
          onReject={(reason) => smsCalls.auditTemplate({ id: rejecting.id, auditStatus: 2, auditReason: reason })}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}
