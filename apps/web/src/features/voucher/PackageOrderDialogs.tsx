import { useEffect } from 'react';
import { App, Form, Input } from 'antd';
import { MSG, VOUCHER_MSG } from '@yym/contract';
import { MailFields, OrderStepDialog, useBusy } from '../../components/index.ts';
import { packageOrderActions as A, type VoucherOrderDetail } from './api.ts';

export type StepKind =
  | 'confirm'
  | 'secondConfirm'
  | 'outOk'
  | 'outFail'
  | 'secondOutOk'
  | 'secondOutFail'
  | 'refuse'
  | 'refund'
  | 'auditPass'
  | 'auditReject'
  | 'outPass'
  | 'outReject'
  | 'remark'
  | 'mail';

const TITLES: Record<StepKind, string> = {
  confirm: '确认订单',
  secondConfirm: '二次确认',
  outOk: '出票成功',
  outFail: '出票失败',
  secondOutOk: '二次出票成功',
  secondOutFail: '二次出票失败',
  refuse: '拒单(款项原路退回)',
  refund: '申请退款',
  auditPass: '退款审核通过',
  auditReject: '退款审核驳回',
  outPass: '出账审核通过(款项原路退回)',
  outReject: '出账审核驳回',
  remark: '备注',
  mail: '发送确认邮件',
};

/** One step of a package order: its note, its call; a refusal keeps the dialog open (the message shows). */
export function StepDialog({
  kind,
  o,
  onClose,
  onDone,
}: {
  kind: StepKind;
  o: VoucherOrderDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  useEffect(() => {
    if (kind === 'mail') void A.mailTemplate(o.id).then((t) => form.setFieldsValue(t));
    if (kind === 'remark') form.setFieldsValue({ text: o.remark ?? '' });
  }, [kind, o, form]);
  const run = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const text: string | undefined = v.text || undefined;
    await attempt(async () => {
      const calls: Record<StepKind, () => Promise<unknown>> = {
        confirm: () => A.confirm(o.id, v.confirmNo || undefined, text),
        secondConfirm: () => A.secondConfirm(o.id, text),
        outOk: () => A.outConfirm(o.id, true, text),
        outFail: () => A.outConfirm(o.id, false, text),
        secondOutOk: () => A.secondOut(o.id, true, text),
        secondOutFail: () => A.secondOut(o.id, false, text),
        refuse: () => A.refuse(o.id, text),
        refund: () => A.refund(o.id, text),
        auditPass: () => A.auditRefund(o.id, true, text),
        auditReject: () => A.auditRefund(o.id, false, text),
        outPass: () => A.auditOut(o.id, true, text),
        outReject: () => A.auditOut(o.id, false, text),
        remark: () => A.remark(o.id, v.text ?? ''),
        mail: () => A.mail({ orderId: o.id, to: v.to, subject: v.subject, content: v.content }),
      };
      await calls[kind]();
      void message.success(kind === 'mail' ? '邮件已发送' : MSG.updateSuccess);
      onDone();
      onClose();
    });
  };
  return (
    <OrderStepDialog
      title={TITLES[kind]}
      mail={kind === 'mail'}
      form={form}
      busy={busy}
      onOk={() => void run()}
      onClose={onClose}
      okTestId="vc-dialog-ok"
    >
      {kind === 'confirm' && (
        <Form.Item name="confirmNo" label="供应商确认号" extra="选填">
          <Input maxLength={50} data-testid="vc-confirm-no" />
        </Form.Item>
      )}
      {kind === 'mail' ? (
        <MailFields noEmail={VOUCHER_MSG.noEmail} emailInvalid={VOUCHER_MSG.emailInvalid} rows={9} maxLength={2000} />
      ) : (
        <Form.Item
          name="text"
          label={kind === 'remark' ? '备注' : kind === 'refuse' || kind === 'refund' ? '原因' : '说明(选填)'}
          rules={kind === 'remark' ? [{ required: true, message: '请输入备注' }] : []}
        >
          <Input.TextArea rows={3} maxLength={200} data-testid="vc-step-text" />
        </Form.Item>
      )}
    </OrderStepDialog>
  );
}
