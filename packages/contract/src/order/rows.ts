import type { Page } from '../envelope.ts';

/** An order as the back office lists it (money in cents, as strings from bigint columns). */
export interface OrderRow {
  id: string;
  orderNo: string;
  code: string;
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  poiName: string | null;
  playDate: string;
  quantity: number;
  unitPrice: string;
  totalMoney: string;
  paidMoney: string;
  refundMoney: string;
  totalMoneyYuan: string;
  /** Cents the buyer's member level and a coupon took off (the detail answers them; already out of totalMoney). */
  memberDiscount?: string | null;
  memberLevel?: string | null;
  couponDiscount?: string | null;
  contactName: string;
  contactPhone: string;
  channel: string;
  orderStatus: number;
  orderStatusText: string;
  isUnusual: number;
  unusualType: number | null;
  remark: string | null;
  createTime: string;
}
export type OrderPage = Page<OrderRow> & { totalCapped?: boolean };
export interface UnusualOrderRow extends OrderRow {
  unusualTypeText: string;
}
export interface OrderGuestRow {
  id: string;
  orderId: string;
  guestName: string | null;
  cardType: number | null;
  cardNum: string | null;
  phone: string | null;
  qrCode: string;
  ticketStatus: number;
  price: string;
  checkTime: string | null;
}
export interface RefundRow {
  id: string;
  orderId: string;
  refundNo: string;
  refundType: number;
  refundTypeText: string;
  refundStatus: number;
  refundStatusText: string;
  guestIds: string[];
  refundNum: number;
  amount: string;
  reason: string | null;
  reasonIndex: number | null;
  refundText: string | null;
  auditRemark: string | null;
  createTime: string;
}
/** A refund application as the refund list shows it, with its order. */
export interface RefundListRow extends RefundRow {
  orderNo: string;
  productName: string;
  contactName: string;
  contactPhone: string;
  orderStatus: number;
}
export interface TradeRow {
  id: string;
  tradeNo: string;
  kind: 'pay' | 'refund' | 'return';
  amount: string;
  tradeStatus: string;
  provider: string;
  createTime: string;
  finishTime: string | null;
}
export interface OrderInfo extends OrderRow {
  guests: OrderGuestRow[];
  refunds: RefundRow[];
  trades: TradeRow[];
}
export interface OrderLogRow {
  id: string;
  kind: string;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  fromStatusText: string;
  toStatusText: string;
  content: string;
  userName: string;
  createTime: string;
}

export interface Placed {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
  orderStatus: number;
}
export interface PaymentStart {
  orderId: string;
  orderNo: string;
  tradeNo: string;
  amount: number;
  provider: string;
  payParams: Record<string, unknown>;
}
export interface PaidNotice {
  tradeNo: string;
  tradeStatus: string;
  orderStatus: number;
}
export interface PaymentState {
  orderId: string;
  orderStatus: number;
  orderStatusText: string;
  paid: number;
  refunded: number;
  trades: { tradeNo: string; kind: string; amount: string; tradeStatus: string; createTime: string; finishTime: string | null }[];
}
export interface UnpaidEnded {
  orderId: string;
  orderStatus: number;
}
export interface Rescheduled {
  orderId: string;
  fromDate: string;
  toDate: string;
  quantity: number;
}
export interface RefundableInfo {
  orderId: string;
  orderNo: string;
  refundable: OrderGuestRow[];
  refundableMoney: number;
  paidMoney: number;
  refundMoney: number;
  refunds: RefundRow[];
}
export interface UnusualMoney {
  paid: number;
  refunded: number;
  refundable: number;
}

/** The customer's order, as the public order-detail call answers it (money in cents). */
export interface CustomerOrder {
  code: string;
  orderMainId: string;
  /** What was bought: 'ticket', 'hotel', 'ecard', … (an e-card's validity is its card's, not a day). */
  orderKind: string;
  orderNum: number;
  totalMoney: number;
  ticketprice: number;
  /** Cents a coupon took off the order (already out of totalMoney). */
  couponDiscount?: number;
  playDate: string;
  orderCreateTime: string;
  orderStatus: number;
  orderState: string;
  vouchermold: number;
  linkName: string;
  linkerName: string;
  contactPhone: string;
  assistCode: string;
  spOrder: {
    id: string;
    qrCode: string;
    qrCodeUrl: string;
    guestName: string | null;
    guestCardType: number | null;
    guestCardNum: string | null;
    guestPhone: string | null;
    ticketStatus: number;
  }[];
  product: Record<string, string | number | null | undefined> & { prdName: string; skuName?: string; weekly?: string; disDate?: string };
  merchant: { name: string; phone: string };
}
/** What the customer's refund page shows before applying. */
export interface CustomerRefundDetail {
  scName: string;
  refundNum: number;
  orderMainId: string;
  money: number;
  refundReason: string[];
  refundWindow: string;
}
export interface CustomerRefunded {
  refundNo: string;
  refundNum: number;
  money: number;
}
