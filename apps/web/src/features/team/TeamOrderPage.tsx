import { useState } from 'react';
import { Tag } from 'antd';
import { TEAM_MSG as M, TEAM_PERMS as P, TEAM_STATE_TEXT } from '@yym/contract';
import { AuditLinks, ListPage, RejectDialog, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { auditTeam, teamBookings, type TeamBookingRow } from './api.ts';

const STATE_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red', 4: 'default' };

const columns: CrudColumn<TeamBookingRow>[] = [
  { title: '预约号', dataIndex: 'bookingNo', width: 180 },
  { title: '团队名称', dataIndex: 'teamName', search: true },
  { title: '景区', dataIndex: 'poiName', width: 120 },
  { title: '参观日期', dataIndex: 'visitDate', width: 110 },
  { title: '人数', dataIndex: 'headcount', width: 60 },
  { title: '领队', dataIndex: 'leaderName', width: 80 },
  { title: '领队电话', dataIndex: 'leaderPhone', width: 130, search: true },
  {
    title: '状态',
    dataIndex: 'state',
    width: 90,
    search: true,
    options: Object.entries(TEAM_STATE_TEXT).map(([v, l]) => ({ value: Number(v), label: l })),
    render: (v, r) => (
      <Tag color={STATE_COLOR[v]} title={r.rejectReason ?? undefined}>
        {TEAM_STATE_TEXT[v]}
      </Tag>
    ),
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true },
  { title: '驳回原因', dataIndex: 'rejectReason', hideInTable: true },
  { title: '提交时间', dataIndex: 'createTime', hideInTable: true },
];

/** 团队订单: the team visits leaders asked for on the storefront; 通过 / 驳回 once each, export. Paid on site. */
export default function TeamOrderPage() {
  const refresh = useRefresh(teamBookings);
  const canAudit = useCan(P.audit);
  const [rejecting, setRejecting] = useState<TeamBookingRow | null>(null);
  return (
    <>
      <ListPage<TeamBookingRow>
        resource={teamBookings}
        title="团队订单 · 领队在线预约,现场付款"
        columns={columns}
        exportName="团队订单"
        exportPerm={P.export}
        actionWidth={170}
        rowActions={(r) =>
          canAudit && r.state === 1 ? (
            <AuditLinks
              confirm={`确定通过「${r.teamName}」${r.visitDate} ${r.headcount}人的参观预约?`}
              onApprove={() => auditTeam(r.id, 1)}
              onDone={() => void refresh()}
              onReject={() => setRejecting(r)}
            />
          ) : null
        }
      />
      {rejecting && (
        <RejectDialog
          title={`驳回 · ${rejecting.teamName}`}
          placeholder="请输入驳回原因,领队会看到"
          required={M.reasonRequired}
          onReject={(reason) => auditTeam(rejecting.id, 0, reason)}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}
