import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/index.ts';
import { Form, Input, Modal } from 'antd';
import { MSG } from '@yym/contract';
import { session } from '../session.ts';

/** Set a lock password and lock: the guard then keeps the user on /lock until it is typed again. */
export function LockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ passwd: string }>();
  const submit = async () => {
    const typed = await form.validateFields().catch(() => null);
    if (!typed) return; // the field shows the message
    const { passwd } = typed;
    session.lock(passwd);
    onClose();
    navigate('/lock');
  };
  return (
    <Modal title={t('lock.title')} open={open} onCancel={onClose} onOk={submit} okText={t('lock.submit')} destroyOnHidden width={420}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="passwd" label={t('lock.password')} rules={[{ required: true, message: MSG.lockPasswordRequired }]}>
          <Input.Password aria-label="lock-set-password" autoFocus placeholder={t('lock.placeholder')} onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
