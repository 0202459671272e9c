import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Radio, Spin, Switch, Tag } from 'antd';
import { FISSION_MSG as M, FISSION_PERMS as P, FISSION_WITHDRAW_TEXT, MSG } from '@yym/contract';
import { AuditLinks, ListPage, RejectDialog, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { auditWithdraw, getConfig, saveConfig, withdrawals, type FissionConfig, type WithdrawRow } from './api.ts';

import { AUDIT_COLOR, options, yuan } from './shared.tsx';

// ---------------------------------------------------------------- 提现审核

export function WithdrawalsTab() {
  const refresh = useRefresh(withdrawals);
  const canAudit = useCan(P.audit);
  const [rejecting, setRejecting] = useState<WithdrawRow | null>(null);
  const columns: CrudColumn<WithdrawRow>[] = [
    { title: '申请时间', dataIndex: 'createTime', width: 170 },
    { title: '推广员', dataIndex: 'promoterName', width: 110, search: true },
    { title: '手机号', dataIndex: 'promoterPhone', width: 120 },
    { title: '提现金额', dataIndex: 'amount', width: 100, render: (v) => yuan(v) },
    { title: '收款人', dataIndex: 'accountName', width: 100 },
    { title: '收款账户', dataIndex: 'accountNo' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      search: true,
      options: options(FISSION_WITHDRAW_TEXT),
      render: (v, r) => (
        <Tag color={AUDIT_COLOR[v]} title={r.auditRemark ?? undefined}>
          {FISSION_WITHDRAW_TEXT[v]}
        </Tag>
      ),
    },
    { title: '审核备注', dataIndex: 'auditRemark', width: 120, render: (v) => v ?? '—' },
  ];
  return (
    <>
      <ListPage<WithdrawRow>
        resource={withdrawals}
        columns={columns}
        exportName="分销提现"
        exportPerm={P.export}
        actionWidth={170}
        rowActions={(r) =>
          canAudit && r.state === 0 ? (
            <AuditLinks
              confirm={`确认已向「${r.accountName}」打款 ¥${(r.amount / 100).toFixed(2)}?`}
              approveText="打款通过"
              onApprove={() => auditWithdraw(r.id, true, '已打款')}
              onDone={() => void refresh()}
              onReject={() => setRejecting(r)}
            />
          ) : null
        }
      />
      {rejecting && (
        <RejectDialog
          title={`驳回提现 · ${rejecting.promoterName} ¥${(rejecting.amount / 100).toFixed(2)}(金额退回余额)`}
          placeholder="请输入驳回原因"
          required={M.rejectReasonRequired}
          onReject={(reason) => auditWithdraw(rejecting.id, false, reason)}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------- 分销设置

export function ConfigTab() {
  const { message } = App.useApp();
  const can = useCan(P.edit);
  const [form] = Form.useForm();
  const q = useQueryOf('fission-config', [], getConfig);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (q.data) form.setFieldsValue({ ...q.data, minWithdrawYuan: q.data.minWithdraw / 100 });
  }, [q.data, form]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const c: FissionConfig = {
        enabled: v.enabled ? 1 : 0,
        joinMode: v.joinMode,
        settleDays: v.settleDays,
        minWithdraw: Math.round(Number(v.minWithdrawYuan ?? 0) * 100),
        rule: v.rule || null,
      };
      await saveConfig(c);
      void message.success(MSG.updateSuccess);
      void q.refetch();
    } finally {
      setSaving(false);
    }
  };
  if (q.isLoading) return <Spin />;
  return (
    <Card style={{ maxWidth: 720 }}>
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} disabled={!can}>
        <Form.Item name="enabled" label="开启分销" valuePropName="checked" getValueProps={(v) => ({ checked: !!v })}>
          <Switch aria-label="开启分销" />
        </Form.Item>
        <Form.Item name="joinMode" label="成为推广员" rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 1, label: '申请即通过' },
              { value: 2, label: '需商家审核' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="settleDays"
          label="佣金结算(天)"
          extra="支付后经过这些天数,佣金才可提现;0为立即可提现"
          rules={[{ required: true, message: M.settleDaysRange }]}
        >
          <InputNumber min={0} max={365} precision={0} aria-label="佣金结算天数" />
        </Form.Item>
        <Form.Item name="minWithdrawYuan" label="最低提现(元)" rules={[{ required: true, message: M.minWithdrawRange }]}>
          <InputNumber min={0} max={10000} precision={2} aria-label="最低提现金额" />
        </Form.Item>
        <Form.Item name="rule" label="分销规则说明">
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder="展示在商城的我的分销页" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" onClick={() => void save()} loading={saving}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
