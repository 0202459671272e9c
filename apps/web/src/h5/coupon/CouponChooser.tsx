import { useEffect, useState } from 'react';
import { Link } from '../kit/router.tsx';
import { Radio, Spin } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { centsToYuan } from '@yym/contract';
import { couponH5, customerToken } from './api.ts';

export interface ChosenCoupon {
  id: string;
  off: number;
}

/**
 * The purchase page's coupon chooser: the customer's coupons for this order, the best one chosen by
 * default; "不使用优惠券" drops it. The server prices the order again when it is placed.
 */
export function CouponChooser(p: {
  tenantId: string;
  productId: string;
  amount: number | null;
  quantity: number;
  onChange: (c: ChosenCoupon | null) => void;
}) {
  const loggedIn = !!customerToken.get();
  const { onChange } = p;
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const q = useQueryOf(
    'h5-usable-coupons',
    [p.productId, p.amount, p.quantity],
    () => couponH5.usable(p.productId, p.amount ?? 0, p.quantity),
    { enabled: loggedIn && p.amount != null && p.amount > 0 },
  );
  const usable = (q.data ?? []).filter((c) => c.usable);
  // The best usable coupon unless the customer chose one (or none) that is still usable.
  const current = picked === null ? null : (usable.find((c) => c.id === picked) ?? usable[0] ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the page only when the chosen coupon or its amount changes
  useEffect(() => {
    onChange(current ? { id: current.id, off: current.off } : null);
  }, [current?.id, current?.off, onChange]);

  if (!loggedIn)
    return (
      <div className="h5o-card">
        <div className="h5o-row">
          <span>优惠券</span>
          <Link to={`/h5/member?tenantId=${p.tenantId}`}>登录后使用优惠券</Link>
        </div>
      </div>
    );
  if (p.amount == null) return null;
  return (
    <div className="h5o-card" data-testid="coupon-chooser">
      <div className="h5o-row">
        <span>优惠券</span>
        <span className="h5o-money" data-testid="coupon-off">
          {q.isLoading ? <Spin size="small" /> : current ? `-¥${centsToYuan(current.off)}` : usable.length ? '不使用' : '无可用优惠券'}
        </span>
      </div>
      {usable.length > 0 && (
        <Radio.Group
          value={current?.id ?? 'none'}
          onChange={(e) => setPicked(e.target.value === 'none' ? null : e.target.value)}
          style={{ width: '100%' }}
        >
          {usable.map((c) => (
            <div key={c.id} className="h5o-row">
              <Radio value={c.id}>
                {c.couponName} <span className="h5o-note">{c.ruleText}</span>
              </Radio>
              <span>-¥{centsToYuan(c.off)}</span>
            </div>
          ))}
          <div className="h5o-row">
            <Radio value="none">不使用优惠券</Radio>
            <span />
          </div>
        </Radio.Group>
      )}
    </div>
  );
}
