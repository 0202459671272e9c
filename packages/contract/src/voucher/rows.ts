/** Rows of the voucher area as the API answers them (money in cents, ids as strings). */

export interface PackageItem {
  name: string;
  times: number;
}
export interface PackageRow {
  id: string;
  name: string;
  poiId: string | null;
  poiName: string | null;
  cover: string | null;
  items: PackageItem[];
  uses: number;
  price: number;
  originalPrice: number;
  stock: number;
  sold: number;
  validStart: string;
  validEnd: string;
  maxBuy: number;
  needSecondConfirm: number;
  refundable: number;
  useRule: string | null;
  notice: string | null;
  channels: string;
  supplierEmail: string | null;
  shelfStatus: number;
  recommend: number;
  createTime: string;
}
export interface PackageRecordRow {
  id: string;
  packageId: string;
  action: string;
  content: string;
  userName: string | null;
  createTime: string;
}
export interface VoucherPreview {
  id: string;
  name: string;
  /** The storefront page of the voucher (its path with the tenant). */
  link: string;
}
export interface VoucherPoiOption {
  id: string;
  name: string;
}

/** A voucher order in the lists (both kinds share the order columns). */
export interface VoucherOrderRow {
  id: string;
  orderNo: string;
  kind: string;
  itemId: string;
  itemName: string;
  poiName: string | null;
  quantity: number;
  totalMoney: number;
  paidMoney: number;
  refundMoney: number;
  orderStatus: number;
  orderStatusText: string;
  pkgStatus: number | null;
  pkgStatusText: string;
  contactName: string;
  contactPhone: string;
  validStart: string;
  validEnd: string;
  uses: number;
  usedCount: number;
  remark: string | null;
  createTime: string;
}
export interface VoucherUseRow {
  id: string;
  seq: number;
  itemName: string;
  used: number;
  usedTime: string | null;
  poiName: string | null;
  userName: string | null;
}
/** One voucher (package) or sub-order (gpv): an ord_guest row with its QR and uses. */
export interface VoucherSubOrderRow {
  id: string;
  guestName: string | null;
  cardNum: string | null;
  ticketStatus: number;
  ticketStatusText: string;
  price: number;
  checkTime: string | null;
  usesLeft: number;
  uses: VoucherUseRow[];
}
export interface VoucherLogRow {
  id: string;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  fromStatusText: string;
  toStatusText: string;
  content: string | null;
  userName: string | null;
  createTime: string;
}
export interface VoucherMessageRow {
  id: string;
  kind: string;
  toAddr: string;
  subject: string | null;
  content: string;
  status: number;
  error: string | null;
  userName: string | null;
  createTime: string;
}
export interface VoucherRefundRow {
  id: string;
  refundNo: string;
  refundType: number;
  refundStatus: number;
  refundStatusText: string;
  amount: number;
  guestIds: string[];
  reason: string | null;
  createTime: string;
}
export interface VoucherOrderDetail extends VoucherOrderRow {
  email: string | null;
  confirmNo: string | null;
  confirmRemark: string | null;
  confirmUser: string | null;
  confirmTime: string | null;
  needSecond: number;
  secondUser: string | null;
  secondTime: string | null;
  secondRemark: string | null;
  outTimes: number;
  subOrders: VoucherSubOrderRow[];
  refunds: VoucherRefundRow[];
  /** What the flow table allows from the order's state (the drawer's buttons). */
  actions: string[];
}
export interface VoucherSecondInfo {
  needSecond: number;
  confirmNo: string | null;
  confirmUser: string | null;
  confirmTime: string | null;
  secondUser: string | null;
  secondTime: string | null;
  secondRemark: string | null;
  outTimes: number;
  pkgStatus: number | null;
  pkgStatusText: string;
}
export interface VoucherStatusCount {
  status: number;
  name: string;
  count: number;
}
export interface VoucherStatusOption {
  value: number;
  label: string;
}

export interface GpvRow {
  id: string;
  name: string;
  poiId: string | null;
  poiName: string | null;
  cover: string | null;
  price: number;
  originalPrice: number;
  stock: number;
  sold: number;
  intro: string | null;
  notice: string | null;
  minPeople: number;
  maxPeople: number;
  realName: number;
  validStart: string;
  validEnd: string;
  weekly: string;
  refundable: number;
  shelfStatus: number;
  createTime: string;
}

export interface GpvSaleDay {
  day: string;
  orders: number;
  people: number;
  paid: number;
  refunded: number;
}
export interface GpvSaleRow {
  gpvId: string;
  gpvName: string;
  orders: number;
  people: number;
  paid: number;
  refunded: number;
  verified: number;
}
export interface GpvVerifyRow {
  day: string;
  poiName: string;
  gpvName: string;
  verified: number;
}

/** Storefront. */
export interface StorePackage {
  id: string;
  name: string;
  cover: string | null;
  poiName: string | null;
  items: PackageItem[];
  price: number;
  originalPrice: number;
  left: number;
  validStart: string;
  validEnd: string;
  maxBuy: number;
  useRule: string | null;
  notice: string | null;
}
export interface StoreGpv {
  id: string;
  name: string;
  cover: string | null;
  poiName: string | null;
  price: number;
  originalPrice: number;
  left: number;
  intro: string | null;
  notice: string | null;
  minPeople: number;
  maxPeople: number;
  realName: number;
  validStart: string;
  validEnd: string;
}
export interface VoucherBooked {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
  orderStatus: number;
}
export interface StoreVoucher {
  id: string;
  name: string | null;
  /** The QR text (empty while the voucher cannot be used). */
  qr: string;
  ticketStatusText: string;
  usesLeft: number;
  uses: number;
}
export interface StoreVoucherOrder {
  code: string;
  orderNo: string;
  kind: string;
  itemName: string;
  poiName: string | null;
  orderStatus: number;
  orderStatusText: string;
  /** What the customer reads: 待支付, 待商家确认, 可使用 ... */
  stateText: string;
  totalMoney: number;
  quantity: number;
  validStart: string;
  validEnd: string;
  contactName: string;
  contactPhone: string;
  vouchers: StoreVoucher[];
}
