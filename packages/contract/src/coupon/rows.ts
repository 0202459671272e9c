/** A coupon template as the back office shows it (money in cents). */
export interface CouponRow {
  id: string;
  name: string;
  couponType: number;
  couponTypeText: string;
  threshold: number;
  amount: number;
  discount: number;
  scope: number;
  productIds: string[];
  productNames: string[];
  validityType: number;
  startDate: string | null;
  endDate: string | null;
  validDays: number;
  perLimit: number;
  totalCount: number;
  issuedCount: number;
  usedCount: number;
  shelfStatus: number;
  isValid: number;
  remark: string | null;
  /** 满100减20, 满100打8折, 免1张票. */
  ruleText: string;
  validityText: string;
  createTime: string;
}

export interface CouponBatchRow {
  id: string;
  couponId: string;
  couponName: string;
  phoneCount: number;
  issuedCount: number;
  remark: string | null;
  createTime: string;
}

/** A batch issue's answer: how many phones got a coupon and which were skipped (at the per-customer limit). */
export interface BatchIssued {
  batchId: string;
  issued: number;
  skipped: string[];
}

export interface UserCouponRow {
  id: string;
  couponId: string;
  couponName: string;
  couponType: number;
  ruleText: string;
  threshold: number;
  amount: number;
  discount: number;
  batchId: string | null;
  customerId: string;
  phone: string;
  source: string;
  startDate: string;
  endDate: string;
  /** 0 unused, 1 used, 2 expired (unused past its end date). */
  useStatus: number;
  useStatusText: string;
  orderId: string | null;
  useTime: string | null;
  createTime: string;
}

/** A coupon in the storefront's coupon centre. */
export interface StoreCoupon {
  id: string;
  name: string;
  couponType: number;
  ruleText: string;
  validityText: string;
  threshold: number;
  amount: number;
  discount: number;
  perLimit: number;
  /** How many the customer holds already (0 when not logged in). */
  received: number;
  /** Left to receive in total. */
  left: number;
}

/** One of the customer's coupons for a prospective order: what it would take off, or why not. */
export interface UsableCoupon extends UserCouponRow {
  usable: boolean;
  off: number;
  reason: string | null;
}
