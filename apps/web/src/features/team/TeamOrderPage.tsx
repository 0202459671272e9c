import { useState } from 'react';
import { App, Button, Input, Modal, Popconfirm, Tag } from 'antd';
import { TEAM_MSG as M, TEAM_PERMS as P, TEAM_STATE_TEXT } from '@yym/contract';
import { ListPage, escGuard, useCan, type CrudColumn } from '../../components/index.ts';
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

/** 驳回 asks for the reason the leader will read. */
function RejectDialog({ row, onClose }: { row: TeamBookingRow; onClose: (done: boolean) => void }) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!reason.trim()) return void message.warning(M.reasonRequired);
    setBusy(true);
    try {
      await auditTeam(row.id, 0, reason.trim());
      void message.success('已驳回');
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`驳回 · ${row.teamName}`}
      onCancel={() => onClose(false)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
    >
      <Input.TextArea
        aria-label="驳回原因"
        placeholder="请输入驳回原因,领队会看到"
        maxLength={200}
        showCount
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

/** 团队订单: the team visits leaders asked for on the storefront; 通过 / 驳回 once each, export. Paid on site. */
export default function TeamOrderPage() {
  const { message } = App.useApp();
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
            <>
              <Popconfirm
                title={`确定通过「${r.teamName}」${r.visitDate} ${r.headcount}人的参观预约?`}
                onConfirm={async () => {
                  await auditTeam(r.id, 1);
                  void message.success('已通过');
                  void refresh();
                }}
              >
                <Button type="link" size="small">
                  通过
                </Button>
              </Popconfirm>
              <Button type="link" size="small" danger onClick={() => setRejecting(r)}>
                驳回
              </Button>
            </>
          ) : null
        }
      />
      {rejecting && (
        <RejectDialog
          row={rejecting}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}
