import { useState } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Button, Empty, Spin } from '../kit/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { couponH5, customerToken } from './api.ts';
import { CouponCard } from './CouponCard.tsx';
import { errorOf } from '../parts.tsx';
import './coupon.css';

/** 领券中心: the coupons on shelf; a logged-in customer receives them (up to the per-customer limit). */
export default function CouponCentrePage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  const refreshList = useRefresh('h5-coupon-centre');
  const loggedIn = !!customerToken.get();
  const [msg, setMsg] = useState('');
  const [busy, setBusy] = useState('');
  const list = useQueryOf('h5-coupon-centre', [tenantId, loggedIn], () => couponH5.centre(tenantId));
  const receive = async (id: string) => {
    if (!loggedIn) return setMsg('请先登录后领取');
    setBusy(id);
    try {
      await couponH5.receive(id);
      setMsg('领取成功');
      void refreshList();
    } catch (e) {
      setMsg(errorOf(e));
    } finally {
      setBusy('');
    }
  };
  return (
    <div className="h5c-page">
      <div className="h5c-head">
        <h2>领券中心</h2>
        {loggedIn ? (
          <Link to={`/h5/coupon/mine?tenantId=${tenantId}`}>我的优惠券</Link>
        ) : (
          <Link to={`/h5/member?tenantId=${tenantId}`}>登录</Link>
        )}
      </div>
      {msg && (
        <div className="h5c-msg" role="alert">
          {msg}
        </div>
      )}
      {list.isLoading && <Spin />}
      {list.isError && <Empty description={errorOf(list.error)} />}
      {list.data && !list.data.length && <Empty description="暂无可领取的优惠券" />}
      {(list.data ?? []).map((c) => {
        const full = c.received >= c.perLimit;
        return (
          <CouponCard
            key={c.id}
            testId="coupon-centre-item"
            couponType={c.couponType}
            amount={c.amount}
            discount={c.discount}
            name={c.name}
            off={c.left <= 0}
            lines={[c.ruleText, c.validityText, `每人限领${c.perLimit}张${c.received ? `,已领${c.received}张` : ''}`]}
            action={
              <Button
                type="primary"
                size="small"
                shape="round"
                disabled={full || c.left <= 0}
                loading={busy === c.id}
                onClick={() => void receive(c.id)}
              >
                {c.left <= 0 ? '已领完' : full ? '已领取' : '立即领取'}
              </Button>
            }
          />
        );
      })}
    </div>
  );
}
