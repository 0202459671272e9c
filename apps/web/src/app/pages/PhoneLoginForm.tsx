import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/index.ts';
import { Button, Form, Space } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
// Not antd's Input: it carries TextArea, Search and OTP, which the login page would load.
import Input from 'antd/es/input/Input';
import { MobileOutlined, SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import { checkMobile } from '@yym/contract';
import { loadMenus, loginByPhone, sendSmsCode } from '../auth.ts';
import { HOME_PATH } from '../session.ts';
import { DemoCode } from '../../components/DemoCode.tsx';

/** Phone login: tenant, phone, the texted code; the send button counts down 60 s between sends. */
export function PhoneLoginForm({ tenantId, message }: { tenantId: string; message: MessageInstance }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [wait, setWait] = useState(0);
  const [demoCode, setDemoCode] = useState('');
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const { tenantId: tid, phone } = form.getFieldsValue();
    const err = checkMobile(phone);
    if (err) return void message.error(err);
    setSending(true);
    try {
      const sent = await sendSmsCode(tid ?? '', phone);
      message.success(sent.message);
      setDemoCode(sent.demoCode ?? '');
      setWait(sent.seconds || 60);
    } catch {
      // the http client already showed the server's message
    } finally {
      setSending(false);
    }
  };
  const submit = async (v: { tenantId: string; phone: string; smsCode: string }) => {
    setLoading(true);
    try {
      await loginByPhone({ tenantId: v.tenantId, phone: v.phone, code: v.smsCode });
      await loadMenus();
      navigate(HOME_PATH, { replace: true });
    } catch {
      // shown by the http client
    } finally {
      setLoading(false);
    }
  };
  return (
    <Form form={form} name="phoneLogin" size="large" onFinish={submit} initialValues={{ tenantId }} autoComplete="off">
      <Form.Item name="tenantId" rules={[{ required: true, message: t('login.tenantRequired') }]}>
        <Input prefix={<ShopOutlined />} placeholder={t('login.tenantId')} maxLength={12} aria-label="tenantId" />
      </Form.Item>
      <Form.Item
        name="phone"
        rules={[
          {
            validator: (_, v) => {
              const wrong = checkMobile(v);
              return wrong ? Promise.reject(new Error(wrong)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.phoneNumber', { defaultValue: '手机号码' })}
          maxLength={11}
          aria-label="phone"
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="smsCode" noStyle rules={[{ required: true, message: t('login.codeRequired') }]}>
            <Input
              prefix={<SafetyCertificateOutlined />}
              placeholder={t('login.smsCode', { defaultValue: '短信验证码' })}
              maxLength={6}
              aria-label="smsCode"
            />
          </Form.Item>
          <Button onClick={send} disabled={wait > 0} loading={sending} aria-label="send-sms" style={{ width: 130 }}>
            {wait > 0 ? `${wait}s` : t('login.sendCode', { defaultValue: '获取验证码' })}
          </Button>
        </Space.Compact>
      </Form.Item>
      {demoCode && <DemoCode code={demoCode} />}
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
