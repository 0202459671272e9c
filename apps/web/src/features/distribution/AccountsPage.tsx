import { useState } from 'react';
import { App, Button, Card, Col, Drawer, Form, Input, InputNumber, Modal, Radio, Row as Grid, Statistic, Tabs, Tag } from 'antd';
import { AuditLinks, CrudPage, ListPage, Money, RejectDialog, escGuard, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import {
  ADJUST_STATUS,
  FLOW_KINDS,
  PARTNER_MSG,
  PARTY_KINDS,
  partnerCalls,
  partnerPerms,
  type AdjustRow,
  type FlowRow,
  type PartnerRow,
  type PartyKind,
} from './api.ts';
import { OrderOnAccountDialog } from './OrderOnAccountDialog.tsx';
import { SystemsTab } from './SystemsTab.tsx';
import { VideoTab } from './VideoTab.tsx';

const options = (m: Record<string | number, string>) =>
  Object.entries(m).map(([value, label]) => ({ value: /^\d+$/.test(value) ? Number(value) : value, label }));
const ADJUST_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };
const signed = (cents: number) => <span style={{ color: cents < 0 ? '#cf1322' : undefined }}>{<Money cents={cents} />}</span>;

/** The totals over the page: balances, credit, what is owed, adjustments waiting. */
function Summary({ kind }: { kind: PartyKind }) {
  const q = useQueryOf(partnerCalls[kind].accounts, ['amount'], partnerCalls[kind].amount);
  const s = q.data;
  const items: [string, number | undefined, boolean][] = [
    ['账户余额合计', s?.balance, true],
    ['授信额度合计', s?.creditLimit, true],
    ['欠款合计', s?.owed, true],
    ['待审批调账', s?.pendingAdjust, false],
  ];
  return (
    <Grid gutter={12} style={{ marginBottom: 12 }}>
      {items.map(([title, v, money]) => (
        <Col span={6} key={title}>
          <Card size="small" loading={q.isLoading}>
            <Statistic title={title} value={v === undefined ? '' : money ? (v / 100).toFixed(2) : v} prefix={money ? '¥' : undefined} />
          </Card>
        </Col>
      ))}
    </Grid>
  );
}

/** 调账: an amount up or down with its reason; it waits for approval before the balance moves. */
function AdjustDialog({ kind, row, onClose }: { kind: PartyKind; row: PartnerRow; onClose: (done: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      const cents = Math.round(Number(v.yuan) * 100) * (v.direction === 'down' ? -1 : 1);
      await partnerCalls[kind].adjust({ partyId: row.id, amount: cents, reason: v.reason });
      void message.success('调账申请已提交,待审批');
      onClose(true);
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`调账 · ${row.name}`}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okButtonProps={{ loading: busy }}
    >
      <p>
        当前余额 {signed(row.balance)},授信额度 <Money cents={row.creditLimit} />
        ,可用 <Money cents={row.available} />
      </p>
      <Form form={form} layout="vertical" initialValues={{ direction: 'up' }}>
        <Form.Item name="direction" label="调账方向">
          <Radio.Group
            options={[
              { value: 'up', label: '增加余额(收到预存款等)' },
              { value: 'down', label: '减少余额(结算、扣款等)' },
            ]}
          />
        </Form.Item>
        <Form.Item name="yuan" label="金额(元)" rules={[{ required: true, message: PARTNER_MSG.amountInvalid }]}>
          <InputNumber min={0.01} max={99999999} precision={2} style={{ width: 200 }} aria-label="调账金额" />
        </Form.Item>
        <Form.Item name="reason" label="调账原因" rules={[{ required: true, whitespace: true, message: PARTNER_MSG.reasonRequired }]}>
          <Input.TextArea rows={3} maxLength={200} showCount aria-label="调账原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AccountsTab({ kind }: { kind: PartyKind }) {
  const c = partnerCalls[kind];
  const p = partnerPerms(kind);
  const [canAdjust, canOrder] = [useCan(p.adjust), useCan(p.order)];
  const refresh = useRefresh(c.accounts);
  const [adjusting, setAdjusting] = useState<PartnerRow | null>(null);
  const [ordering, setOrdering] = useState<PartnerRow | null>(null);
  const [flowsOf, setFlowsOf] = useState<PartnerRow | null>(null);
  const columns: CrudColumn<PartnerRow>[] = [
    { title: `${PARTY_KINDS[kind]}名称`, dataIndex: 'name', search: true, form: { required: PARTNER_MSG.nameRequired } },
    { title: '联系人', dataIndex: 'contactName', width: 100 },
    { title: '电话', dataIndex: 'phone', width: 130, form: { rules: [{ pattern: /^1\d{10}$/, message: PARTNER_MSG.phoneInvalid }] } },
    { title: '余额', dataIndex: 'balance', width: 120, render: (v) => signed(v), form: false },
    {
      title: '授信额度(元)',
      dataIndex: 'creditLimit',
      width: 120,
      render: (v) => <Money cents={v} />,
      form: { type: 'number', min: 0, max: 99999999 },
    },
    { title: '可用额度', dataIndex: 'available', width: 120, render: (v) => <Money cents={v} />, form: false },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      search: true,
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
      render: (v) => (Number(v) === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
      form: { type: 'radio' },
    },
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
    { title: '创建时间', dataIndex: 'createTime', width: 170, form: false },
  ];
  return (
    <>
      <CrudPage<PartnerRow>
        resource={c.accounts}
        columns={columns}
        perms={{ add: p.add, edit: p.edit, remove: p.remove, view: p.view, export: p.export }}
        exportName={`${PARTY_KINDS[kind]}账户`}
        defaults={{ status: 1, creditLimit: 0 }}
        toForm={(r) => ({ ...r, creditLimit: Number(r.creditLimit ?? 0) / 100 })}
        beforeSubmit={(r) => ({ ...r, creditLimit: Math.round(Number(r.creditLimit ?? 0) * 100) })}
        actionWidth={kind === 1 ? 300 : 250}
        rowActions={(r) => (
          <>
            {canAdjust && (
              <Button type="link" size="small" onClick={() => setAdjusting(r)}>
                调账
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setFlowsOf(r)}>
              流水
            </Button>
            {kind === 1 && canOrder && (
              <Button type="link" size="small" onClick={() => setOrdering(r)} disabled={Number(r.status) !== 1}>
                代下单
              </Button>
            )}
          </>
        )}
      />
      {adjusting && (
        <AdjustDialog
          kind={kind}
          row={adjusting}
          onClose={(done) => {
            setAdjusting(null);
            if (done) void refresh();
          }}
        />
      )}
      {ordering && (
        <OrderOnAccountDialog
          distributor={ordering}
          onClose={(done) => {
            setOrdering(null);
            if (done) void refresh();
          }}
        />
      )}
      <Drawer
        open={!!flowsOf}
        width={960}
        title={flowsOf ? `资金流水 · ${flowsOf.name}` : ''}
        onClose={() => setFlowsOf(null)}
        destroyOnHidden
      >
        {flowsOf && <FlowsTab kind={kind} partyId={flowsOf.id} />}
      </Drawer>
    </>
  );
}

function AdjustTab({ kind }: { kind: PartyKind }) {
  const c = partnerCalls[kind];
  const canApprove = useCan(partnerPerms(kind).approve);
  const refresh = useRefresh(c.adjustments, c.accounts);
  const [rejecting, setRejecting] = useState<AdjustRow | null>(null);
  const columns: CrudColumn<AdjustRow>[] = [
    { title: '申请时间', dataIndex: 'createTime', width: 170 },
    { title: PARTY_KINDS[kind], dataIndex: 'partyName', width: 160 },
    { title: '调账金额', dataIndex: 'amount', width: 120, render: (v) => signed(v) },
    { title: '调账原因', dataIndex: 'reason' },
    { title: '申请人', dataIndex: 'applyName', width: 100 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      search: true,
      options: options(ADJUST_STATUS),
      render: (v: 0 | 1 | 2) => <Tag color={ADJUST_COLOR[v]}>{ADJUST_STATUS[v]}</Tag>,
    },
    { title: '审批人', dataIndex: 'auditName', width: 100, render: (v) => v ?? '—' },
    { title: '审批意见', dataIndex: 'auditRemark', width: 140, render: (v) => v ?? '—' },
  ];
  return (
    <>
      <ListPage<AdjustRow>
        resource={c.adjustments}
        columns={columns}
        exportPerm={false}
        actionWidth={140}
        rowActions={(r) =>
          canApprove && r.status === 0 ? (
            <AuditLinks
              confirm={`确认通过「${r.partyName}」调账 ¥${(r.amount / 100).toFixed(2)}?通过后余额立即变动。`}
              onApprove={() => c.audit(r.id, true)}
              onDone={() => void refresh()}
              onReject={() => setRejecting(r)}
            />
          ) : null
        }
      />
      {rejecting && (
        <RejectDialog
          title={`驳回调账 · ${rejecting.partyName}`}
          placeholder="请输入驳回原因"
          required="请输入驳回原因"
          onReject={(reason) => c.audit(rejecting.id, false, reason)}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}

function FlowsTab({ kind, partyId }: { kind: PartyKind; partyId?: string }) {
  const c = partnerCalls[kind];
  const columns: CrudColumn<FlowRow>[] = [
    { title: '时间', dataIndex: 'createTime', width: 170 },
    { title: PARTY_KINDS[kind], dataIndex: 'partyName', width: 150, hideInTable: !!partyId },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 100,
      search: true,
      options: options(FLOW_KINDS),
      render: (v: keyof typeof FLOW_KINDS) => FLOW_KINDS[v] ?? v,
    },
    { title: '金额', dataIndex: 'amount', width: 120, render: (v) => signed(v) },
    { title: '变动后余额', dataIndex: 'balanceAfter', width: 120, render: (v) => signed(v) },
    { title: '订单号', dataIndex: 'orderNo', width: 200, render: (v) => v ?? '—' },
    { title: '说明', dataIndex: 'remark' },
    { title: '操作人', dataIndex: 'createName', width: 100, render: (v) => v ?? '系统' },
  ];
  return (
    <ListPage<FlowRow>
      resource={c.flows}
      columns={columns}
      params={partyId ? { partyId } : undefined}
      exportName={`${PARTY_KINDS[kind]}资金流水`}
      exportPerm={partnerPerms(kind).export}
    />
  );
}

/** 分销商账户 / 供应商账户: accounts with balances, adjustments and their approval, the capital flow, tripartite systems. */
export function AccountsPage({ kind }: { kind: PartyKind }) {
  const items = [
    { key: 'accounts', label: '账户列表', children: <AccountsTab kind={kind} /> },
    { key: 'adjust', label: '调账审批', children: <AdjustTab kind={kind} /> },
    { key: 'flows', label: '资金流水', children: <FlowsTab kind={kind} /> },
    { key: 'systems', label: kind === 1 ? '三方分销系统' : '三方供应系统', children: <SystemsTab kind={kind} /> },
  ];
  if (kind === 1) items.push({ key: 'video', label: '短视频平台', children: <VideoTab /> });
  return (
    <>
      <Summary kind={kind} />
      <Tabs destroyOnHidden items={items} />
    </>
  );
}
