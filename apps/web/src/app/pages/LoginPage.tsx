import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Form, Input, Modal, Space, Tabs, Typography } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, ShopOutlined, UserOutlined, WechatOutlined, AlipayCircleOutlined } from '@ant-design/icons';
import { DEMO_TENANT_ID, MSG, checkRegistration } from '@yym/contract';
import { fetchCaptcha, loadMenus, loginAs, loginByAccount, logout, type Captcha, type LoginKind } from '../auth.ts';
import { http, request } from '../http.ts';
import { HOME_PATH, useSession } from '../session.ts';
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
  const [kind, setKind] = useState<LoginKind>('account');

  const refresh = useCallback(() => {
    fetchCaptcha(kind).then(setCaptcha, () => setCaptcha(null));
    form.setFieldValue('code', '');
  }, [form, kind]);
  useEffect(refresh, [refresh]);

  const submit = async (v: { tenantId: string; username: string; password: string; code: string }) => {
    if (!captcha) return;
    setLoading(true);
    try {
      const f = { tenantId: v.tenantId, username: v.username, password: v.password, captchaKey: captcha.key, captchaCode: v.code };
      if (kind === 'account') await loginByAccount(f);
      else await loginAs(kind, f);
      await loadMenus();
      navigate(HOME_PATH, { replace: true });
    } catch {
      refresh(); // a captcha is good for one try
    } finally {
      setLoading(false);
    }
  };

  const social = () => {
    request('POST', '/blade-auth/oauth/token', {
      noAuth: true,
      params: { grant_type: 'social', source: 'wechat', scope: 'all' },
      headers: { Authorization: `Basic ${btoa('saber:saber_secret')}` },
    }).catch(() => undefined);
  };

  return (
    <div className="login-wrap">
      <div className="login-box">
        <div className="login-brand">
          <div className="login-brand-logo"><ShopOutlined /></div>
          <h1>{t('title.merchant')}</h1>
          <p>{t('login.desc')}</p>
          <ul>
            <li>景区门票 · 酒店 · 商品 · 卡券</li>
            <li>订单 · 检票核销 · 分销</li>
            <li>报表 · 小程序店铺装修</li>
          </ul>
        </div>
        <div className="login-form">
          <Typography.Title level={3} style={{ marginBottom: 4 }}>{t('login.subtitle')}</Typography.Title>
          {outLogin && <Alert type="warning" showIcon message={MSG.tokenExpired} style={{ margin: '12px 0' }} />}
          <Tabs activeKey={kind} onChange={(k) => setKind(k as LoginKind)}
            items={[{ key: 'account', label: t('login.account') }, { key: 'distributor', label: t('login.distributor') }, { key: 'poi', label: t('login.poi') }]} />
          <Form form={form} name="login" size="large" onFinish={submit} initialValues={{ tenantId: lastTenant || DEMO_TENANT_ID }} autoComplete="off">
            <Form.Item name="tenantId" rules={[{ required: true, message: t('login.tenantRequired') }]}>
              <Input prefix={<ShopOutlined />} placeholder={t('login.tenantId')} maxLength={12} aria-label="tenantId" />
            </Form.Item>
            <Form.Item name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
              <Input prefix={<UserOutlined />} placeholder={t('login.username')} maxLength={50} aria-label="username" />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} maxLength={50} aria-label="password" />
            </Form.Item>
            <Form.Item>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.codeRequired') }]}>
                  <Input prefix={<SafetyCertificateOutlined />} placeholder={t('login.code')} maxLength={8} aria-label="code" />
                </Form.Item>
                <img className="login-captcha" src={captcha?.image} alt="captcha" title={t('login.refresh')} onClick={refresh} />
              </Space.Compact>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={loading}>{t('login.submit')}</Button>
          </Form>
          <div className="login-links">
            <Button type="link" size="small" onClick={() => setRegOpen(true)}>{t('login.register')}</Button>
            <Button type="link" size="small" onClick={() => navigate('/forgetpassword')}>{t('login.forget')}</Button>
          </div>
          <div className="login-social">
            <span>{t('login.social')}</span>
            <WechatOutlined onClick={social} />
            <AlipayCircleOutlined onClick={social} />
          </div>
        </div>
      </div>
      <div className="login-footer">© {new Date().getFullYear()} {t('title.merchant')}</div>
      <RegisterDialog open={regOpen} tenantId={form.getFieldValue('tenantId') ?? ''} onClose={() => setRegOpen(false)} onDone={() => message.success(MSG.registerAwaitingApproval)} />
    </div>
  );
}

/** 账号注册: an application the administrator approves (spec 1 §2, §4, §5). */
function RegisterDialog({ open, tenantId, onClose, onDone }: { open: boolean; tenantId: string; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  // The tenant id field shows only when no tenant is detected (none typed on the login form).
  const needTenant = !tenantId;
  const submit = async () => {
    const v = form.getFieldsValue();
    const err = checkRegistration(v, needTenant);
    if (err) return void message.error(err);
    setSaving(true);
    try {
      await http.post('/blade-auth/register-guest', { ...v, tenantId: v.tenantId || tenantId }, undefined, { noAuth: true, silent: true });
      onClose();
      form.resetFields();
      modal.success({ title: '账号注册', content: MSG.registerAwaitingApproval, onOk: onDone });
      await logout();
      navigate('/login', { replace: true });
    } catch (e) {
      message.error((e as Error).message || MSG.submitFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="账号注册" open={open} onCancel={onClose} onOk={submit} confirmLoading={saving} okText="注册" destroyOnHidden>
      <Form form={form} name="register" layout="vertical">
        {needTenant && <Form.Item name="tenantId" label="租户ID"><Input maxLength={12} /></Form.Item>}
        <Form.Item name="name" label="用户姓名"><Input maxLength={50} /></Form.Item>
        <Form.Item name="account" label="账号名称"><Input maxLength={50} /></Form.Item>
        <Form.Item name="password" label="密码"><Input.Password maxLength={50} /></Form.Item>
        <Form.Item name="password2" label="确认密码"><Input.Password maxLength={50} /></Form.Item>
      </Form>
    </Modal>
  );
}
