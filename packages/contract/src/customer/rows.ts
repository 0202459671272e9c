/** A customer of the tenant as the user list shows it (phone and ID number masked unless allowed). */
export interface CustomerRow {
  id: string;
  phone: string;
  name: string | null;
  nickname: string | null;
  avatar: string | null;
  sex: number;
  realName: string | null;
  cardNum: string | null;
  source: string;
  labels: string[];
  levelId: string | null;
  levelName: string | null;
  growth: number;
  points: number;
  orderCount: number;
  lockStatus: number;
  lockReason: string | null;
  lockSource: string | null;
  lockTime: string | null;
  lockUntil: string | null;
  createTime: string;
  /** The row is shown unmasked (the caller holds the code; the view was logged). */
  unmasked?: boolean;
  [k: string]: unknown;
}

/** countDetail: what the customer has with the tenant. Money in cents. */
export interface CustomerCounts {
  orderCount: number;
  paidOrderCount: number;
  spend: number;
  memberDiscount: number;
  cardCount: number;
  couponCount: number;
  points: number;
  growth: number;
  levelName: string | null;
}

export interface OpLogRow {
  id: string;
  customerId: string | null;
  action: string;
  content: string;
  userName: string;
  createTime: string;
}

export interface BlacklistCount {
  total: number;
  manual: number;
  auto: number;
  /** Orders refused because of the blacklist in the last 30 days. */
  refused30d: number;
}

export interface BlacklistSetup {
  enabled: number;
  refundCount: number;
  refundDays: number;
  lockDays: number;
}

/** The storefront's member centre. */
export interface MemberCentre {
  customerId: string;
  phone: string;
  name: string | null;
  memberName: string;
  levelName: string | null;
  discount: number | null;
  growth: number;
  points: number;
  nextLevelName: string | null;
  nextLevelGrowth: number | null;
  orderCount: number;
}

export interface H5Session {
  token: string;
  expiresIn: number;
  customerId: string;
  phone: string;
}

export interface CustomerOrderRow {
  code: string;
  orderNo: string;
  productName: string;
  skuName: string;
  playDate: string;
  quantity: number;
  totalMoney: number;
  memberDiscount: number;
  orderStatus: number;
  createTime: string;
}

export const CUSTOMER_SOURCE_LABELS: Record<string, string> = { h5: '线上商城', backoffice: '后台下单', import: '导入' };
export const LOCK_SOURCE_LABELS: Record<string, string> = { manual: '手动拉黑', auto: '自动拉黑' };
