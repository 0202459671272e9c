import { useState } from 'react';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { FISSION_AUDIT_TEXT, FISSION_LEDGER_TEXT, FISSION_MSG as M, FISSION_PERMS as P, MSG } from '@yym/contract';
import { AuditLinks, CrudPage, ListPage, RejectDialog, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { accounts, auditPromoter, promoters, specials, type FissionLedgerRow, type PromoterRow } from './api.ts';

import { AUDIT_COLOR, options, percent, yuan } from './shared.tsx';

// ---------------------------------------------------------------- 推广员 and 特殊分销商

/** The movements of one distributor's account. */
function AccountDrawer({ row, onClose }: { row: PromoterRow; onClose: () => void }) {
  const columns: CrudColumn<FissionLedgerRow>[] = [
    { title: '时间', dataIndex: 'createTime', width: 170 },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 120,
      search: true,
      options: Object.entries(FISSION_LEDGER_TEXT).map(([value, label]) => ({ value, label })),
      render: (v) => FISSION_LEDGER_TEXT[v],
    },
    {
      title: '金额',
      dataIndex: 'amount',
      width: 110,
      render: (v) => (
        <span style={{ color: v < 0 ? '#cf1322' : '#389e0d' }}>
          {v > 0 ? '+' : ''}
          {(v / 100).toFixed(2)}
        </span>
      ),
    },
    { title: '订单号', dataIndex: 'orderNo', render: (v) => v ?? '—' },
    { title: '状态', dataIndex: 'settled', width: 90, render: (v) => (v ? '已结算' : <Tag color="orange">结算中</Tag>) },
  ];
  return (
    <Drawer open width={820} title={`账户明细 · ${row.name}`} onClose={onClose} destroyOnHidden>
      <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="可提现">{yuan(row.balance)}</Descriptions.Item>
        <Descriptions.Item label="结算中">{yuan(row.frozen)}</Descriptions.Item>
        <Descriptions.Item label="累计佣金">{yuan(row.totalEarned)}</Descriptions.Item>
        <Descriptions.Item label="已提现">{yuan(row.withdrawn)}</Descriptions.Item>
      </Descriptions>
      <ListPage<FissionLedgerRow> resource={accounts} params={{ promoterId: row.id }} columns={columns} exportPerm={false} />
    </Drawer>
  );
}

const moneyColumns: CrudColumn<PromoterRow>[] = [
  { title: '可提现', dataIndex: 'balance', width: 100, render: (v) => yuan(v), form: false },
  { title: '累计佣金', dataIndex: 'totalEarned', width: 100, render: (v) => yuan(v), form: false },
  { title: '已提现', dataIndex: 'withdrawn', width: 100, render: (v) => yuan(v), form: false },
  { title: '订单数', dataIndex: 'orderCount', width: 80, form: false },
];

export function PromotersTab() {
  const refresh = useRefresh(promoters);
  const canAudit = useCan(P.audit);
  const [rejecting, setRejecting] = useState<PromoterRow | null>(null);
  const [viewing, setViewing] = useState<PromoterRow | null>(null);
  const columns: CrudColumn<PromoterRow>[] = [
    { title: '姓名', dataIndex: 'name', width: 110, search: true },
    { title: '手机号', dataIndex: 'phone', width: 130, search: true },
    { title: '推广码', dataIndex: 'code', width: 110 },
    {
      title: '审核状态',
      dataIndex: 'auditStatus',
      width: 100,
      search: true,
      options: options(FISSION_AUDIT_TEXT),
      render: (v, r) => (
        <Tag color={AUDIT_COLOR[v]} title={r.auditRemark ?? undefined}>
          {FISSION_AUDIT_TEXT[v]}
        </Tag>
      ),
    },
    ...moneyColumns,
    { title: '申请时间', dataIndex: 'createTime', width: 160 },
  ];
  return (
    <>
      <ListPage<PromoterRow>
        resource={promoters}
        columns={columns}
        exportPerm={false}
        actionWidth={240}
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => setViewing(r)}>
              账户明细
            </Button>
            {canAudit && r.auditStatus === 0 && (
              <AuditLinks
                confirm={`确定通过「${r.name}」的推广员申请?`}
                onApprove={() => auditPromoter(r.id, true)}
                onDone={() => void refresh()}
                onReject={() => setRejecting(r)}
              />
            )}
          </>
        )}
      />
      {rejecting && (
        <RejectDialog
          title={`驳回推广员申请 · ${rejecting.name}`}
          placeholder="请输入驳回原因"
          required={M.rejectReasonRequired}
          onReject={(reason) => auditPromoter(rejecting.id, false, reason)}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
      {viewing && <AccountDrawer row={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}

export function SpecialsTab() {
  const [viewing, setViewing] = useState<PromoterRow | null>(null);
  const columns: CrudColumn<PromoterRow>[] = [
    { title: '分销商名称', dataIndex: 'name', search: true, form: { span: 12, required: M.specialNameRequired, rules: [{ max: 50 }] } },
    { title: '手机号', dataIndex: 'phone', width: 130, search: true, form: { span: 12, required: MSG.mobileEmpty } },
    { title: '推广码', dataIndex: 'code', width: 110, form: false },
    {
      title: '佣金比例(%)',
      dataIndex: 'ratePercent',
      width: 110,
      render: (_, r) => percent(r.ratePermille),
      form: { type: 'number', span: 12, required: M.rateRange, min: 0.1, max: 50 },
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
      render: (v) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
      form: { type: 'radio', span: 12 },
    },
    ...moneyColumns,
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
  ];
  return (
    <>
      <CrudPage<PromoterRow>
        resource={specials}
        columns={columns}
        perms={{ add: P.add, edit: P.edit, remove: false, view: P.view, export: false }}
        defaults={{ status: 1 } as Partial<PromoterRow>}
        toForm={(r) => ({ ...r, ratePercent: (r.ratePermille ?? 0) / 10 })}
        beforeSubmit={(r) => ({
          id: r.id,
          name: r.name?.trim(),
          phone: r.phone?.trim(),
          ratePermille: Math.round(Number(r.ratePercent ?? 0) * 10),
          status: Number(r.status ?? 1),
          remark: r.remark || null,
        })}
        actionWidth={200}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setViewing(r)}>
            账户明细
          </Button>
        )}
      />
      {viewing && <AccountDrawer row={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
