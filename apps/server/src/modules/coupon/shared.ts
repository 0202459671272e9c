import {
  COUPON_MSG,
  COUPON_TYPE,
  COUPON_TYPE_TEXT,
  USER_COUPON_STATUS_TEXT,
  centsToYuan,
  type CouponRow,
  type UserCouponRow,
} from '@yym/contract';
import type { Row } from '../../platform/db.ts';
import { toApi } from '../../platform/rows.ts';

/** What a coupon does, in words: 满100减20, 满100打8折, 免1张票. */
export function ruleText(c: { couponType: number; threshold: number | string; amount: number | string; discount: number }): string {
  const th = Number(c.threshold) > 0 ? `满${centsToYuan(c.threshold)}元` : '无门槛';
  if (Number(c.couponType) === COUPON_TYPE.REDUCTION) return `${th}减${centsToYuan(c.amount)}元`;
  if (Number(c.couponType) === COUPON_TYPE.DISCOUNT) return `${th}打${Number(c.discount) / 10}折`;
  return `${th}免1张票`;
}

export const validityText = (c: { validityType: number; startDate: string | null; endDate: string | null; validDays: number }) =>
  Number(c.validityType) === 1 ? `${c.startDate} 至 ${c.endDate}` : `领取后${c.validDays}天内有效`;

/** Cents a coupon takes off an order of `total` cents at `unit` a ticket (never more than the total). */
export function offOf(c: { coupon_type: number; amount: number | string; discount: number }, total: number, unit: number): number {
  const type = Number(c.coupon_type);
  const off =
    type === COUPON_TYPE.REDUCTION
      ? Number(c.amount)
      : type === COUPON_TYPE.DISCOUNT
        ? total - Math.round((total * Number(c.discount)) / 100)
        : unit;
  return Math.max(0, Math.min(total, off));
}

/** Why a user coupon cannot be used on this order (null: it can). */
export function refusal(uc: Row, productId: string, total: number, today: string): string | null {
  if (Number(uc.use_status) === 1) return COUPON_MSG.used;
  if (Number(uc.is_valid) !== 1) return COUPON_MSG.invalid;
  if (uc.start_date > today) return COUPON_MSG.notStarted;
  if (uc.end_date < today) return COUPON_MSG.expired;
  if (Number(uc.scope) === 1 && !(uc.product_ids as string[]).map(String).includes(productId)) return COUPON_MSG.notApplicable;
  if (total < Number(uc.threshold)) return COUPON_MSG.belowThreshold(centsToYuan(uc.threshold));
  return null;
}

/** Money columns are bigint (text from the driver), ids too. */
type Money = number | string;
type Id = number | string;

/** A coupon row as `toApi` gives it, before `presentCoupon` makes its ids text, its money numbers and adds its texts. */
type CouponRecord = Omit<CouponRow, 'id' | 'threshold' | 'amount' | 'productIds' | 'usedCount'> & {
  id: Id;
  threshold: Money;
  amount: Money;
  productIds?: Id[] | null;
  usedCount?: number | null;
};

/** A user coupon row (with its coupon's columns) as `toApi` gives it. */
interface UserCouponRecord {
  id: Id;
  couponId: Id;
  couponName: string;
  couponType: number;
  threshold: Money;
  amount: Money;
  discount: number;
  batchId: Id | null;
  customerId: Id;
  phone: string;
  source: string;
  startDate: string;
  endDate: string;
  useStatus: number;
  orderId: Id | null;
  useTime?: string | null;
  createTime: string;
}

export function presentCoupon(r: Row, names: string[] = []): CouponRow {
  const a = toApi<CouponRecord>(r);
  const row = {
    ...a,
    id: String(a.id),
    threshold: Number(a.threshold),
    amount: Number(a.amount),
    productIds: (a.productIds ?? []).map(String),
    productNames: names,
    usedCount: Number(a.usedCount ?? 0),
  };
  return { ...row, couponTypeText: COUPON_TYPE_TEXT[row.couponType] ?? '', ruleText: ruleText(row), validityText: validityText(row) };
}

export function presentUserCoupon(r: Row, today: string): UserCouponRow {
  const a = toApi<UserCouponRecord>(r);
  const useStatus = Number(a.useStatus) === 1 ? 1 : a.endDate < today ? 2 : 0;
  return {
    id: String(a.id),
    couponId: String(a.couponId),
    couponName: a.couponName,
    couponType: Number(a.couponType),
    ruleText: ruleText(a),
    threshold: Number(a.threshold),
    amount: Number(a.amount),
    discount: Number(a.discount),
    batchId: a.batchId == null ? null : String(a.batchId),
    customerId: String(a.customerId),
    phone: a.phone,
    source: a.source,
    startDate: a.startDate,
    endDate: a.endDate,
    useStatus,
    useStatusText: USER_COUPON_STATUS_TEXT[useStatus] ?? '',
    orderId: a.orderId == null ? null : String(a.orderId),
    useTime: a.useTime ?? null,
    createTime: a.createTime,
  };
}
