import { useState } from 'react';
import { Tag } from 'antd';
import { CARD_AUDIT_TEXT, CINEMA_MSG as M, CINEMA_PERMS as P } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { AuditLinks, ListPage, RejectDialog, useCan, type CrudColumn } from '../../components/index.ts';
import { cards, cinemaActions, type CinemaCardRow } from './api.ts';

const COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const columns: CrudColumn<CinemaCardRow>[] = [
  { title: '申请人', dataIndex: 'name', search: true, width: 110 },
  { title: '手机号', dataIndex: 'phone', search: true, width: 130 },
  { title: '卡类型', dataIndex: 'cardType', width: 100 },
  { title: '影院', dataIndex: 'cinemaName', width: 150 },
  {
    title: '审核状态',
    dataIndex: 'auditStatus',
    width: 100,
    search: true,
    options: Object.entries(CARD_AUDIT_TEXT).map(([value, label]) => ({ value: Number(value), label })),
    render: (v) => <Tag color={COLORS[v]}>{CARD_AUDIT_TEXT[v]}</Tag>,
  },
  { title: '驳回原因', dataIndex: 'auditReason', render: (v) => v || '-' },
  { title: '申请时间', dataIndex: 'createTime', width: 170 },
  { title: '审核时间', dataIndex: 'auditTime', width: 170, render: (v) => v || '-' },
];

/** 会员卡审核: cinema-card applications approved, or rejected with a reason; exported for Excel. */
export default function CardsTab() {
  const canAudit = useCan(P.edit);
  const refresh = useRefresh(cards);
  const [rejecting, setRejecting] = useState<CinemaCardRow | null>(null);
  return (
    <>
      <ListPage<CinemaCardRow>
        resource={cards}
        columns={columns}
        exportPerm={P.exportFile}
        exportName="观影卡审核"
        actionWidth={140}
        rowActions={(r) =>
          canAudit &&
          r.auditStatus === 0 && (
            <AuditLinks
              confirm={`通过 ${r.name} 的${r.cardType}申请?`}
              onApprove={() => cinemaActions.audit(r.id, 1)}
              onDone={() => void refresh()}
              onReject={() => setRejecting(r)}
            />
          )
        }
      />
      {rejecting && (
        <RejectDialog
          title={`驳回 ${rejecting.name} 的申请`}
          placeholder="请填写驳回原因"
          required={M.rejectReasonRequired}
          onReject={(reason) => cinemaActions.audit(rejecting.id, 2, reason)}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}
