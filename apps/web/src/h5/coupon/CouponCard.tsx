import type { ReactNode } from 'react';
import { centsToYuan } from '@yym/contract';

/** The face of a coupon: its value on the left, name and rules on the right, an action below. */
export function CouponCard(p: {
  couponType: number;
  amount: number;
  discount: number;
  name: string;
  lines: ReactNode[];
  action?: ReactNode;
  off?: boolean;
  testId?: string;
}) {
  const value =
    p.couponType === 1 ? (
      <>
        <small>¥</small>
        <b>{centsToYuan(p.amount).replace(/\.00$/, '')}</b>
      </>
    ) : p.couponType === 2 ? (
      <b>{p.discount / 10}折</b>
    ) : (
      <b>免票</b>
    );
  return (
    <div className={`h5c-coupon${p.off ? ' h5c-off' : ''}`} data-testid={p.testId}>
      <div className="h5c-value">{value}</div>
      <div className="h5c-body">
        <div className="h5c-name">{p.name}</div>
        {p.lines.map((l, i) => (
          <div key={i} className="h5c-sub">
            {l}
          </div>
        ))}
        {p.action && <div className="h5c-act">{p.action}</div>}
      </div>
    </div>
  );
}
