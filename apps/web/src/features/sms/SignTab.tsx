import { useState } from 'react';
import { Tag, Tooltip } from 'antd';
import { SMS_AUDIT, SMS_MSG, SMS_PERMS, SMS_SIGN_SOURCES } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { AuditLinks, CrudPage, RejectDialog, type CrudColumn } from '../../components/index.ts';
import { smsCalls, smsSigns, type SmsSignRow } from './api.ts';

export const AuditTag = ({ row }: { row: { auditStatus: number; auditReason: string | null } }) => {
  const s = SMS_AUDIT.find((a) => a.value === Number(row.auditStatus));
  const tag = <Tag color={s?.color}>{s?.label ?? row.auditStatus}</Tag>;
  return row.auditReason ? <Tooltip title={`驳回原因: ${row.auditReason}`}>{tag}</Tooltip> : tag;
};
export const auditOptions = SMS_AUDIT.map((a) => ({ label: a.label, value: a.value }));

/** 短信签名: the merchant applies; the platform approves or rejects with a reason. */
export function SignTab({ platform }: { platform: boolean }) {
  const refresh = useRefresh(smsSigns);
  const [rejecting, setRejecting] = useState<SmsSignRow | null>(null);
  const columns: CrudColumn<SmsSignRow>[] = [
    ...(platform ? [{ title: '商户', dataIndex: 'tenantId', width: 100, search: true, form: false as const }] : []),
    {
      title: '签名名称',
      dataIndex: 'signName',
      search: true,
      form: { required: SMS_MSG.signNameRequired, placeholder: '2-12个中文、字母或数字' },
    },
    {
      title: '签名来源',
      dataIndex: 'signSource',
      options: SMS_SIGN_SOURCES.map((s) => ({ label: s.label, value: s.value })),
      form: { type: 'select' },
      render: (v) => SMS_SIGN_SOURCES.find((s) => s.value === Number(v))?.label,
    },
    { title: '申请说明', dataIndex: 'remark', form: { type: 'textarea' } },
    {
      title: '审核状态',
      dataIndex: 'auditStatus',
      width: 110,
      search: true,
      options: auditOptions,
      form: false,
      render: (_v, r) => <AuditTag row={r} />,
    },
    { title: '申请时间', dataIndex: 'createTime', width: 170, form: false },
  ];
  return (
    <>
      <CrudPage<SmsSignRow>
        resource={smsSigns}
        columns={columns}
        defaults={{ signSource: 1 } as Partial<SmsSignRow>}
        perms={
          platform ? { add: false, edit: false, remove: false } : { add: SMS_PERMS.add, edit: SMS_PERMS.edit, remove: SMS_PERMS.remove }
        }
        rowActions={(r) =>
          platform && Number(r.auditStatus) === 0 ? (
            <AuditLinks
              confirm={`通过签名「${r.signName}」?`}
              onApprove={() => smsCalls.auditSign({ id: r.id, auditStatus: 1 })}
              onDone={() => void refresh()}
              onReject={() => setRejecting(r)}
            />
          ) : null
        }
      />
      {rejecting && (
        <RejectDialog
          title={`驳回签名「${rejecting.signName}」`}
          placeholder="驳回原因, 商户将看到"
          required={SMS_MSG.rejectReasonRequired}
          onReject={(reason) => smsCalls.auditSign({ id: rejecting.id, auditStatus: 2, auditReason: reason })}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}
