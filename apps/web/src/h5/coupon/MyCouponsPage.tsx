import { useState } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Empty, Segmented, Spin } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { USER_COUPON_STATUS_TEXT } from '@yym/contract';
import { couponH5, customerToken } from './api.ts';
import { CouponCard } from './CouponCard.tsx';
import { errorOf } from '../parts.tsx';
import './coupon.css';

const TABS = [0, 1, 2].map((v) => ({ value: v, label: USER_COUPON_STATUS_TEXT[v] }));

/** 我的优惠券: the customer's coupons by state (unused, used, expired). */
export default function MyCouponsPage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  const loggedIn = !!customerToken.get();
  const [tab, setTab] = useState(0);
  const list = useQueryOf('h5-my-coupons', [tab], () => couponH5.mine(tab), { enabled: loggedIn });
  return (
    <div className="h5c-page">
      <div className="h5c-head">
        <h2>我的优惠券</h2>
        <Link to={`/h5/coupon/center?tenantId=${tenantId}`}>去领券</Link>
      </div>
      {!loggedIn ? (
        <Empty description={<Link to={`/h5/member?tenantId=${tenantId}`}>请先登录</Link>} />
      ) : (
        <>
          <Segmented block options={TABS} value={tab} onChange={(v) => setTab(Number(v))} style={{ marginBottom: 12 }} />
          {list.isLoading && <Spin />}
          {list.isError && <Empty description={errorOf(list.error)} />}
          {list.data && !list.data.length && <Empty description="暂无优惠券" />}
          {(list.data ?? []).map((u) => (
            <CouponCard
              key={u.id}
              testId="my-coupon"
              couponType={u.couponType}
              amount={u.amount}
              discount={u.discount}
              name={u.couponName}
              off={u.useStatus !== 0}
              lines={[u.ruleText, `${u.startDate} 至 ${u.endDate}`, u.useStatusText]}
            />
          ))}
        </>
      )}
    </div>
  );
}
