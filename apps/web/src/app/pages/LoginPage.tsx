import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/index.ts';
import { Alert, Button, Form, message as antMessage, Space } from 'antd';
// Input and Password alone: antd's Input carries TextArea, Search and OTP (~9 KiB gzip the login page does not use).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import {
  LockOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  UserOutlined,
  WechatOutlined,
  AlipayCircleOutlined,
} from '@ant-design/icons';
import { DEMO_TENANT_ID, MSG } from '@yym/contract';
import {
  fetchCaptcha,
  fetchCaptchaRequired,
  loadMenus,
  loginAs,
  loginByAccount,
  loginBySocial,
  needsCaptcha,
  type Captcha,
  type LoginKind,
} from '../auth.ts';
import { HOME_PATH, useSession } from '../session.ts';
import { LoginTabs } from './LoginTabs.tsx';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';
import './login.css';
import { pressable } from '../../components/pressable.ts';
import { showMessagesWith } from '../toast.ts';

// Loaded when first opened (or on /reg): the login page's first load leaves out its dialog.
const RegisterDialog = lazy(() => import('./RegisterDialog.tsx'));

interface Props {
  /** /outLogin: the session was pushed out (code 411). */
  outLogin?: boolean;
  /** /reg: open the registration dialog. */
  register?: boolean;
}

/** Merchant login: tenant, username, password, captcha (the picture refreshes on click). */
export default function LoginPage({ outLogin, register }: Props) {
  const { t } = useTranslation();
  // The message hook, not App.useApp(): antd's App (with its modal and notification) is not loaded here.
  const [message, messageHolder] = antMessage.useMessage();
  useEffect(() => showMessagesWith(message), [message]);
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const [regOpen, setRegOpen] = useState(!!register);
  const [regLoaded, setRegLoaded] = useState(!!register);
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
          <h3 className="login-title">{t('login.subtitle')}</h3>
          {outLogin && <Alert type="warning" showIcon message={MSG.tokenExpired} style={{ margin: '12px 0' }} />}
          <LoginTabs<LoginKind | 'phone'>
            active={tab}
            onChange={setTab}
            items={[
              { key: 'account', label: t('login.account') },
              { key: 'phone', label: t('login.phone', { defaultValue: '手机号登录' }) },
              { key: 'distributor', label: t('login.distributor') },
              { key: 'poi', label: t('login.poi') },
            ]}
          />
          {tab === 'phone' ? (
            <PhoneLoginForm tenantId={lastTenant || DEMO_TENANT_ID} message={message} />
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
                <Password prefix={<LockOutlined />} placeholder={t('login.password')} maxLength={50} aria-label="password" />
              </Form.Item>
              {needCaptcha && (
                <Form.Item>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.codeRequired') }]}>
                      <Input prefix={<SafetyCertificateOutlined />} placeholder={t('login.code')} maxLength={8} aria-label="code" />
                    </Form.Item>
                    <img className="login-captcha" src={captcha?.image} alt="captcha" title={t('login.refresh')} {...pressable(refresh)} />
                  </Space.Compact>
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" block loading={loading}>
                {t('login.submit')}
              </Button>
            </Form>
          )}
          <div className="login-links">
            <Button
              type="link"
              size="small"
              onClick={() => {
                setRegLoaded(true);
                setRegOpen(true);
              }}
            >
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
      {regLoaded && (
        <Suspense fallback={null}>
          <RegisterDialog
            open={regOpen}
            tenantId={form.getFieldValue('tenantId') ?? ''}
            needCaptcha={needCaptcha}
            onClose={() => setRegOpen(false)}
            onDone={() => message.success(MSG.registerAwaitingApproval)}
          />
        </Suspense>
      )}
      {messageHolder}
    </div>
  );
}
