export interface CheckResult {
  checked: number;
  methodText: string;
  productName: string;
  orderNo: string;
  guests: { id: string; guestName: string | null; orderNo: string }[];
}
/** A ticket a code points at, with why it cannot be checked now (or null). */
export interface CheckTarget {
  id: string;
  orderId: string;
  orderNo: string;
  productName: string;
  guestName: string | null;
  playDate: string;
  ticketStatus: number;
  refusal: string | null;
}
export interface CheckRecord {
  id: string;
  orderId: string | null;
  guestId: string | null;
  orderNo: string | null;
  productName: string | null;
  guestName: string | null;
  method: number;
  methodText: string;
  input: string | null;
  deviceNo: string | null;
  result: number;
  reason: string | null;
  userName: string | null;
  createTime: string;
}
export interface VerifierRow {
  id: string;
  userId: string;
  userName: string;
  poiId: string | null;
  verifyPoiId: string | null;
  scenicVerificationId: string;
  verifyPoiStatus: number;
  createTime: string;
}
export interface CheckMethodConfig {
  method: number;
  name: string;
  enabled: number;
}
export interface CheckPower {
  id: string;
  userId: string;
  userName: string;
  productIds: string[];
  products: { id: string; name: string }[];
  createTime: string;
}
export interface TenantUser {
  id: string;
  account: string;
  realName: string | null;
  name: string | null;
}
