import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Form, Modal, Space } from 'antd';
// Not antd's Input: it carries TextArea, Search and OTP, which the login page would load.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { AUTH_MSG, MSG, checkRegistration } from '@yym/contract';
import { captchaHeaders, fetchCaptcha, logout, registerGuest, type Captcha } from '../auth.ts';
import { pressable } from '../../components/pressable.ts';

type Props = Parameters<typeof RegisterForm>[0];

/**
 * 账号注册, loaded when the login page opens it. It brings antd's App (its modal and message hooks),
 * which the login page itself does without.
 */
export default function RegisterDialog(props: Props) {
  return (
    <App component={false}>
      <RegisterForm {...props} />
    </App>
  );
}

/** 账号注册: an application the administrator approves, with the login captcha (spec 1 §2, §4, §5). */
function RegisterForm({
  open,
  tenantId,
  needCaptcha = true,
  onClose,
  onDone,
}: {
  open: boolean;
  tenantId: string;
  /** The server asks for the captcha (the login page's answer; CAPTCHA=off: no). */
  needCaptcha?: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  // The tenant id field shows only when no tenant is detected (none typed on the login form).
  const needTenant = !tenantId;
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    if (!open || !needCaptcha) return setCaptcha(null);
    fetchCaptcha('account').then(setCaptcha, () => setCaptcha(null));
    form.setFieldValue('code', '');
  }, [form, open, needCaptcha]);
  useEffect(refresh, [refresh]);
  const submit = async () => {
    const { code, ...typed } = form.getFieldsValue();
    const err = checkRegistration(typed, needTenant);
    if (err) return void message.error(err);
    if (needCaptcha && !String(code ?? '').trim()) return void message.error(AUTH_MSG.captchaMissing);
    setSaving(true);
    try {
      await registerGuest({ ...typed, tenantId: typed.tenantId || tenantId }, captchaHeaders(captcha?.key ?? '', code ?? ''));
      onClose();
      form.resetFields();
      modal.success({ title: '账号注册', content: MSG.registerAwaitingApproval, onOk: onDone });
      await logout();
      navigate('/login', { replace: true });
    } catch (e) {
      message.error((e as Error).message || MSG.submitFailed);
      refresh(); // a captcha is good for one try
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="账号注册" open={open} onCancel={onClose} onOk={submit} confirmLoading={saving} okText="注册" destroyOnHidden>
      <Form form={form} name="register" layout="vertical">
        {needTenant && (
          <Form.Item name="tenantId" label="租户ID">
            <Input maxLength={12} />
          </Form.Item>
        )}
        <Form.Item name="name" label="用户姓名">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="account" label="账号名称">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="password" label="密码">
          <Password maxLength={50} />
        </Form.Item>
        <Form.Item name="password2" label="确认密码">
          <Password maxLength={50} />
        </Form.Item>
        {needCaptcha && (
          <Form.Item label="验证码">
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle>
                <Input maxLength={8} aria-label="registerCode" />
              </Form.Item>
              <img className="login-captcha" src={captcha?.image} alt="captcha" title="看不清,换一张" {...pressable(refresh)} />
            </Space.Compact>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
