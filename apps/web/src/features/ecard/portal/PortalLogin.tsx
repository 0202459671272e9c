import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryOf } from '../../../app/data.ts';
import { Alert, Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { md5 } from '../../../app/md5.ts';
import { fetchCaptchaRequired, needsCaptcha } from '../../../app/auth.ts';
import { MSG, type PortalKind } from '@yym/contract';
import { portalApi, portalSession } from './api.ts';
import './portal.css';

interface Captcha {
  key: string;
  image: string;
}

/**
 * The portal's login page: the link's tenant code and distributor id come from the query (?code=&id=);
 * the page shows whose portal it is, then username, password and the distributor captcha.
 */
export function PortalLogin({ kind, onDone }: { kind: PortalKind; onDone?: () => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const id = params.get('id') ?? '';
  const link = useQueryOf('ecard-portal-link', [kind, code, id], () => portalApi.loginPage(kind, { code, id }), {
    enabled: !!code && !!id,
    retry: false,
  });
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [form] = Form.useForm();
  // The server says whether the captcha is needed (CAPTCHA=off: no), as on the merchant login.
  const [needCaptcha, setNeedCaptcha] = useState(true);
  useEffect(() => {
    fetchCaptchaRequired().then(
      (r) => setNeedCaptcha(r.required),
      () => undefined,
    );
  }, []);
  const refresh = useCallback(() => {
    if (!needCaptcha) return setCaptcha(null);
    portalApi.captcha(kind).then(setCaptcha, () => setCaptcha(null));
    form.setFieldValue('captchaCode', '');
  }, [kind, form, needCaptcha]);
  useEffect(refresh, [refresh]);

  const submit = async (v: { username: string; password: string; captchaCode?: string }) => {
    setLoading(true);
    setError('');
    try {
      const s = await portalApi.login(kind, {
        code,
        id,
        username: v.username.trim(),
        password: md5(v.password),
        ...(needCaptcha ? { captchaKey: captcha?.key, captchaCode: v.captchaCode?.trim() } : {}),
      });
      portalSession.set(s, kind);
      if (onDone) onDone();
      else navigate(kind === 'out' ? '/distributorDataList' : '/dataList', { replace: true });
    } catch (e) {
      setError((e as Error).message || MSG.loginFailed);
      // An account under attack needs the captcha even when it is off: show it (fetched by the effect).
      if (needsCaptcha(e) && !needCaptcha) setNeedCaptcha(true);
      else refresh();
    } finally {
      setLoading(false);
    }
  };

  if (!code || !id || link.isError)
    return (
      <div className="ecp-login">
        <Result status="warning" title="分销商链接无效或已停用" subTitle="请向商户索取分销商登录链接(含商户编号与分销商编号)" />
      </div>
    );
  if (!link.data)
    return (
      <div className="ecp-login">
        <Spin />
      </div>
    );
  const l = link.data;
  return (
    <div className="ecp-login">
      <Card className="ecp-login-card">
        <div className="ecp-login-head">
          {l.logo && <img src={l.logo} alt="" className="ecp-logo" />}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {l.tenantName}
          </Typography.Title>
          <Typography.Text type="secondary">
            {kind === 'out' ? '分销商电子卡平台' : '电子卡使用记录'} · {l.distributorName}
          </Typography.Text>
        </div>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
            <Input autoComplete="username" placeholder="分销商账号" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" placeholder="密码" />
          </Form.Item>
          {needCaptcha && (
            <Form.Item label="验证码" required>
              <div className="ecp-captcha">
                <Form.Item name="captchaCode" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
                  <Input placeholder="验证码" maxLength={6} />
                </Form.Item>
                <button type="button" className="ecp-captcha-img" onClick={refresh} title="看不清?换一张">
                  {captcha ? <img src={captcha.image} alt="验证码" /> : '刷新'}
                </button>
              </div>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={loading}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}

/** /outLogin?code=&id=: the out-distributor login (orders, checks, records). */
export default function OutLoginPage() {
  return <PortalLogin kind="out" />;
}
