import type { ReactNode } from 'react';
import { Form, Input, Modal, type FormInstance } from 'antd';
import { escGuard } from './EscGuard.tsx';
import { withTestId } from './withTestId.ts';

/**
 * The dialog of one step on an order (confirm, refund, remark, send the confirmation mail…): a form
 * whose 确定 runs the step; a mail step is wider and says 发送. The caller keeps it open on a refusal.
 */
export function OrderStepDialog(p: {
  title: string;
  mail: boolean;
  form: FormInstance;
  busy: boolean;
  onOk: () => void;
  onClose: () => void;
  okTestId: string;
  children: ReactNode;
}) {
  return (
    <Modal
      modalRender={escGuard}
      open
      title={p.title}
      width={p.mail ? 680 : 480}
      onCancel={p.onClose}
      onOk={p.onOk}
      confirmLoading={p.busy}
      okText={p.mail ? '发送' : '确定'}
      cancelText="取消"
      okButtonProps={withTestId(p.okTestId)}
      destroyOnHidden
    >
      <Form form={p.form} layout="vertical">
        {p.children}
      </Form>
    </Modal>
  );
}

/** The fields of a mail about an order (收件人, 主题, 内容), filled by the caller from its template. */
export function MailFields(p: { noEmail: string; emailInvalid: string; rows: number; maxLength: number; toTestId?: string }) {
  return (
    <>
      <Form.Item
        name="to"
        label="收件人"
        rules={[
          { required: true, message: p.noEmail },
          { type: 'email', message: p.emailInvalid },
        ]}
      >
        <Input data-testid={p.toTestId} />
      </Form.Item>
      <Form.Item name="subject" label="主题" rules={[{ required: true, message: '请输入主题' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ required: true, message: '请输入内容' }]}>
        <Input.TextArea rows={p.rows} maxLength={p.maxLength} />
      </Form.Item>
    </>
  );
}
