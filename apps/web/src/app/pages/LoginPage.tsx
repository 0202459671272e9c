import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/index.ts';
import { Alert, App, Button, Form, Input, Space, Tabs, Typography } from 'antd';
import {
  LockOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  UserOutlined,
  WechatOutlined,
  AlipayCircleOutlined,
} from '@ant-design/icons';
import { DEMO_TENANT_ID, MSG, checkMobile } from '@yym/contract';
import {
  fetchCaptcha,
  fetchCaptchaRequired,
  loadMenus,
  loginAs,
  loginByAccount,
  loginByPhone,
  loginBySocial,
  needsCaptcha,
  sendSmsCode,
  type Captcha,
  type LoginKind,
} from '../auth.ts';
import { HOME_PATH, useSession } from '../session.ts';
import { RegisterDialog } from './RegisterDialog.tsx';
import './login.css';

interface Props {
  /** /outLogin: the session was pushed out (code 411). */
  outLogin?: boolean;
  /** /reg: open the registration dialog. */
  register?: boolean;
}

/** Merchant login: tenant, username, password, captcha (the picture refreshes on click). */
export default function LoginPage({ outLogin, register }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const [regOpen, setRegOpen] = useState(!!register);
  const lastTenant = useSession((s) => s.tenantId);
  const [tab, setTab] = useState<LoginKind | 'phone'>('account');
  const kind: LoginKind = tab === 'phone' ? 'account' : tab;

  // The server says whether the captcha is needed (CAPTCHA=off: no); until it answers the field shows.
  const [needCaptcha, setNeedCaptcha] = useState(true);
  useEffect(() => {
    fetchCaptchaRequired().then(
      (r) => setNeedCaptcha(r.required),
      () => undefined,
    );
  }, []);

  const refresh = useCallback(() => {
    if (tab === 'phone' || !needCaptcha) return setCaptcha(null); // phone login has no picture captcha
    fetchCaptcha(kind).then(setCaptcha, () => setCaptcha(null));
    form.setFieldValue('code', '');
  }, [form, kind, tab, needCaptcha]);
  useEffect(refresh, [refresh]);

  const submit = async (v: { tenantId: string; username: string; password: string; code?: string }) => {
    if (needCaptcha && !captcha) return;
    setLoading(true);
    try {
      const login = {
        tenantId: v.tenantId,
        username: v.username,
        password: v.password,
        captchaKey: captcha?.key ?? '',
        captchaCode: v.code ?? '',
      };
      if (kind === 'account') await loginByAccount(login);
      else await loginAs(kind, login);
      await loadMenus();
      navigate(HOME_PATH, { replace: true });
    } catch (e) {
      // An account under attack needs the captcha even when it is off: show it (fetched by the effect).
      if (needsCaptcha(e) && !needCaptcha) setNeedCaptcha(true);
      else refresh(); // a captcha is good for one try
    } finally {
      setLoading(false);
    }
  };

  const social = loginBySocial;

  return (
    <div className="login-wrap">
      <div className="login-box">
        <div className="login-brand">
          <div className="login-brand-logo">
            <ShopOutlined />
          </div>
          <h1>{t('title.merchant')}</h1>
          <p>{t('login.desc')}</p>
          <ul>
            <li>景区门票 · 酒店 · 商品 · 卡券</li>
            <li>订单 · 检票核销 · 分销</li>
            <li>报表 · 小程序店铺装修</li>
          </ul>
        </div>
        <div className="login-form">
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {t('login.subtitle')}
          </Typography.Title>
          {outLogin && <Alert type="warning" showIcon message={MSG.tokenExpired} style={{ margin: '12px 0' }} />}
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as LoginKind | 'phone')}
            items={[
              { key: 'account', label: t('login.account') },
              { key: 'phone', label: t('login.phone', { defaultValue: '手机号登录' }) },
              { key: 'distributor', label: t('login.distributor') },
              { key: 'poi', label: t('login.poi') },
            ]}
          />
          {tab === 'phone' ? (
            <PhoneLoginForm tenantId={lastTenant || DEMO_TENANT_ID} />
          ) : (
            <Form
              form={form}
              name="login"
              size="large"
              onFinish={submit}
              initialValues={{ tenantId: lastTenant || DEMO_TENANT_ID }}
              autoComplete="off"
            >
              <Form.Item name="tenantId" rules={[{ required: true, message: t('login.tenantRequired') }]}>
                <Input prefix={<ShopOutlined />} placeholder={t('login.tenantId')} maxLength={12} aria-label="tenantId" />
              </Form.Item>
              <Form.Item name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
                <Input prefix={<UserOutlined />} placeholder={t('login.username')} maxLength={50} aria-label="username" />
              </Form.Item>
              <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
                <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} maxLength={50} aria-label="password" />
              </Form.Item>
              {needCaptcha && (
                <Form.Item>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.codeRequired') }]}>
                      <Input prefix={<SafetyCertificateOutlined />} placeholder={t('login.code')} maxLength={8} aria-label="code" />
                    </Form.Item>
                    <img className="login-captcha" src={captcha?.image} alt="captcha" title={t('login.refresh')} onClick={refresh} />
                  </Space.Compact>
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" block loading={loading}>
                {t('login.submit')}
              </Button>
            </Form>
          )}
          <div className="login-links">
            <Button type="link" size="small" onClick={() => setRegOpen(true)}>
              {t('login.register')}
            </Button>
            <Button type="link" size="small" onClick={() => navigate('/forgetpassword')}>
              {t('login.forget')}
            </Button>
          </div>
          <div className="login-social">
            <span>{t('login.social')}</span>
            <WechatOutlined onClick={social} />
            <AlipayCircleOutlined onClick={social} />
          </div>
        </div>
      </div>
      <div className="login-footer">
        © {new Date().getFullYear()} {t('title.merchant')}
      </div>
      <RegisterDialog
        open={regOpen}
        tenantId={form.getFieldValue('tenantId') ?? ''}
        needCaptcha={needCaptcha}
        onClose={() => setRegOpen(false)}
        onDone={() => message.success(MSG.registerAwaitingApproval)}
      />
    </div>
  );
}

/** Phone login: tenant, phone, the texted code; the send button counts down 60 s between sends. */
function PhoneLoginForm({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [wait, setWait] = useState(0);
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
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
