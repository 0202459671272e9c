import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Button, Input, Progress, Spin } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { CUSTOMER_MSG, LEDGER_REASON_LABELS, centsToYuan, checkMobile, customerOrderStatus, type MemberCentre } from '@yym/contract';
import { customerToken, memberH5 } from './api.ts';
import { errorOf } from '../parts.tsx';
import '../order/order.css';
import './member.css';
import { DemoCode } from '../../components/DemoCode.tsx';

/** Phone + SMS code (the code arrives by SMS; the sandbox writes it to the server log). */
function Login({ tenantId, onIn }: { tenantId: string; onIn: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [demoCode, setDemoCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);
  const send = async () => {
    const bad = checkMobile(phone.trim());
    if (bad) return setError(bad);
    setError('');
    try {
      const r = await memberH5.sendCode(tenantId, phone.trim());
      setDemoCode(r.demoCode ?? '');
      setWait(r.seconds);
    } catch (e) {
      setError(errorOf(e));
    }
  };
  const login = async () => {
    const bad = checkMobile(phone.trim()) ?? (/^\d{6}$/.test(code.trim()) ? null : CUSTOMER_MSG.codeRequired);
    if (bad) return setError(bad);
    setBusy(true);
    try {
      const s = await memberH5.login(tenantId, phone.trim(), code.trim());
      customerToken.set(s.token);
      onIn();
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5o-card h5m-login">
      <h3>手机号登录</h3>
      <Input
        size="large"
        inputMode="numeric"
        maxLength={11}
        placeholder="请输入手机号"
        aria-label="手机号"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <div className="h5m-code">
        <Input
          size="large"
          inputMode="numeric"
          maxLength={6}
          placeholder="验证码"
          aria-label="验证码"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button size="large" disabled={wait > 0} onClick={send}>
          {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
        </Button>
      </div>
      {demoCode && <DemoCode code={demoCode} />}
      {error && (
        <div className="h5m-error" role="alert">
          {error}
        </div>
      )}
      <Button type="primary" size="large" block loading={busy} onClick={login}>
        登录
      </Button>
      <p className="h5o-note">未注册的手机号登录后自动成为会员</p>
    </div>
  );
}

function Card({ c }: { c: MemberCentre }) {
  const pct = c.nextLevelGrowth ? Math.min(100, Math.round((c.growth / c.nextLevelGrowth) * 100)) : 100;
  return (
    <div className="h5m-card">
      <div className="h5m-title">
        <span>{c.memberName}</span>
        <b data-testid="member-level">{c.levelName ?? '普通用户'}</b>
      </div>
      <div className="h5m-phone">{c.phone}</div>
      <div className="h5m-stats">
        <div>
          <b data-testid="member-points">{c.points}</b>
          <span>积分</span>
        </div>
        <div>
          <b data-testid="member-growth">{c.growth}</b>
          <span>成长值</span>
        </div>
        <div>
          <b>{c.orderCount}</b>
          <span>订单</span>
        </div>
      </div>
      <Progress percent={pct} showInfo={false} strokeColor="#f7d774" />
      <div className="h5m-next">
        {c.nextLevelName ? `再得 ${Math.max(0, (c.nextLevelGrowth ?? 0) - c.growth)} 成长值升级为${c.nextLevelName}` : '已是最高等级'}
        {c.discount ? ` · 当前享 ${c.discount / 10} 折` : ''}
      </div>
    </div>
  );
}

/** The storefront's member centre: level, points, growth, my orders and my points; a login first. */
export default function MemberPage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  const [tab, setTab] = useState<'orders' | 'points'>('orders');
  const [token, setToken] = useState(customerToken.get());
  const centre = useQueryOf('h5-member', [token], memberH5.centre, { enabled: !!token, retry: false });
  const orders = useQueryOf('h5-orders', [token], () => memberH5.orders(1), { enabled: !!token && !!centre.data });
  const points = useQueryOf('h5-points', [token], () => memberH5.points(1), { enabled: !!token && tab === 'points' && !!centre.data });
  useEffect(() => {
    // A stale session: back to the login.
    if (centre.isError) {
      customerToken.clear();
      setToken(null);
    }
  }, [centre.isError]);
  const logout = async () => {
    await memberH5.logout().catch(() => {});
    customerToken.clear();
    setToken(null);
  };
  return (
    <div className="h5o">
      <div className="h5o-bar">会员中心</div>
      {!token ? (
        <Login tenantId={tenantId} onIn={() => setToken(customerToken.get())} />
      ) : !centre.data ? (
        <div className="h5m-loading">
          <Spin />
        </div>
      ) : (
        <>
          <Card c={centre.data} />
          <div className="h5m-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'orders'} onClick={() => setTab('orders')}>
              我的订单
            </button>
            <button type="button" role="tab" aria-selected={tab === 'points'} onClick={() => setTab('points')}>
              积分明细
            </button>
          </div>
          {tab === 'orders' &&
            (orders.data?.records.length ? (
              orders.data.records.map((o) => (
                <Link key={o.code} to={`/orderDetail?code=${o.code}`} className="h5o-card h5m-order">
                  <div className="h5o-row">
                    <b>{o.productName}</b>
                    <span>{customerOrderStatus(o.orderStatus)}</span>
                  </div>
                  <div className="h5o-row">
                    <span>
                      {o.playDate} · {o.skuName} × {o.quantity}
                    </span>
                    <b>¥{centsToYuan(o.totalMoney)}</b>
                  </div>
                  {o.memberDiscount > 0 && <div className="h5m-off">会员优惠 ¥{centsToYuan(o.memberDiscount)}</div>}
                </Link>
              ))
            ) : (
              <div className="h5m-empty">暂无订单</div>
            ))}
          {tab === 'points' &&
            (points.data?.records.length ? (
              // biome-ignore lint/suspicious/noExplicitAny: the contract types the points ledger rows as unknown records
              points.data.records.map((p: any) => (
                <div key={p.id} className="h5o-card h5o-row">
                  <span>
                    {LEDGER_REASON_LABELS[p.reason] ?? p.reason} · {String(p.createTime).slice(0, 10)}
                  </span>
                  <b className={p.amount < 0 ? 'h5m-minus' : 'h5m-plus'}>{p.amount > 0 ? `+${p.amount}` : p.amount}</b>
                </div>
              ))
            ) : (
              <div className="h5m-empty">暂无积分记录</div>
            ))}
          <div className="h5m-logout">
            <Button block onClick={logout}>
              退出登录
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
