import { useEffect, useRef } from 'react';
import { App, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { HOTEL_MSG, MSG } from '@yym/contract';
import { MailFields, OrderStepDialog, useBusy } from '../../components/index.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { orderActions, type HotelOrderDetail } from './api.ts';

export type DialogKind = 'confirm' | 'mail' | 'reschedule' | 'refund' | 'supplierRefund' | 'remark';
const TITLES: Record<DialogKind, string> = {
  confirm: '确认订单',
  mail: '发送邮件',
  reschedule: '改期',
  refund: '申请退款',
  supplierRefund: '供应商退款',
  remark: '备注',
};

/** The order's action dialogs: each validates its fields, calls its action, and stays open on a refusal (the message shows). */
export function HotelOrderDialog({
  kind,
  o,
  onClose,
  onDone,
}: {
  kind: DialogKind;
  o: HotelOrderDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  // one per opening: a double submit of this dialog refunds once
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    if (kind === 'mail') void orderActions.mailTemplate(o.id).then((t) => form.setFieldsValue(t));
    if (kind === 'remark') form.setFieldsValue({ remark: o.remark ?? '' });
    if (kind === 'reschedule') form.setFieldsValue({ range: [dayjs(o.checkIn), dayjs(o.checkOut)] });
  }, [kind, o, form]);

  const run = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      if (kind === 'confirm') await orderActions.confirm(o.id, v.confirmNo || undefined);
      if (kind === 'mail') await orderActions.sendMail({ orderId: o.id, to: v.to, subject: v.subject, content: v.content });
      if (kind === 'refund') await orderActions.refund(o.id, v.reason, key.current);
      if (kind === 'supplierRefund') await orderActions.supplierRefund(o.id, v.reason, key.current);
      if (kind === 'remark') await orderActions.remark(o.id, v.remark ?? '');
      if (kind === 'reschedule') {
        const [a, b] = v.range as [Dayjs, Dayjs];
        await orderActions.reschedule(o.id, a.format('YYYY-MM-DD'), b.format('YYYY-MM-DD'));
      }
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
      okTestId="ho-dialog-ok"
    >
      {kind === 'confirm' && (
        <Form.Item name="confirmNo" label="酒店确认号" extra="选填,酒店回传的确认号">
          <Input maxLength={40} data-testid="ho-confirm-no" />
        </Form.Item>
      )}
      {kind === 'mail' && (
        <MailFields noEmail={HOTEL_MSG.noEmail} emailInvalid={HOTEL_MSG.emailInvalid} rows={10} maxLength={5000} toTestId="ho-mail-to" />
      )}
      {kind === 'reschedule' && (
        <Form.Item
          name="range"
          label="新的入住 / 离店日期"
          extra={`须保持 ${o.nights} 晚;原日期的房量退回,新日期的房量扣减`}
          rules={[{ required: true, message: '请选择日期' }]}
        >
          <DatePicker.RangePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
      )}
      {(kind === 'refund' || kind === 'supplierRefund') && (
        <Form.Item name="reason" label="原因" extra={kind === 'refund' ? '整单退款,确认退款后退回房量' : '供应商无法履约,款项立即原路退回'}>
          <Input maxLength={100} />
        </Form.Item>
      )}
      {kind === 'remark' && (
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={4} maxLength={500} />
        </Form.Item>
      )}
    </OrderStepDialog>
  );
}
