import type { FieldKind, WinPayMethod, TemplateField } from './codes.ts';

export interface WindowRow {
  id: string;
  name: string;
  poiId: string | null;
  location: string;
  [k: string]: unknown;
}
export interface SettingRow {
  id: string;
  windowId: string;
  windowName: string;
  sellerId: string | null;
  sellerName: string | null;
  groupName: string;
  productIds: string[];
  payMethods: WinPayMethod[];
  ticketTemplateId: string | null;
  a4TemplateId: string | null;
  autoPrint: number;
  copies: number;
  countOnClose: number;
  maxDiff: number;
  [k: string]: unknown;
}
export interface SellerRow {
  id: string;
  name: string;
  account: string;
}
export interface ShiftRow {
  id: string;
  shiftNo: string;
  windowId: string;
  windowName: string;
  sellerId: string;
  sellerName: string;
  openTime: string;
  closeTime: string | null;
  openingCash: number;
  expectedCash: number | null;
  countedCash: number | null;
  shiftStatus: number;
  summary: ShiftSummary | null;
  remark: string;
  [k: string]: unknown;
}
export interface MethodTotal {
  payMethod: WinPayMethod;
  sales: number;
  salesMoney: number;
  refunds: number;
  refundMoney: number;
}
export interface ShiftSummary {
  openingCash: number;
  expectedCash: number;
  tickets: number;
  byMethod: MethodTotal[];
}
/** What the counter needs to start: the seller's windows, open shift, the window's rules, customers and templates. */
export interface CounterInfo {
  seller: { id: string; name: string };
  windows: WindowRow[];
  shift: (ShiftRow & { live: ShiftSummary }) | null;
  setting: SettingRow | null;
  customers: { id: string; name: string; creditLimit: number; owed: number }[];
  templates: { id: string; name: string; paper: string }[];
}
export interface SellableTicket {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  poiId: string;
  poiName: string;
  price: number;
  stock: number;
  needIdCard: boolean;
}
export interface SaleResult {
  saleId: string;
  saleNo: string;
  payMethod: WinPayMethod;
  total: number;
  received: number;
  change: number;
  saleStatus: number;
  /** The print job, when the sale asked to print and is paid. */
  printJob?: PrintJob;
  orders: {
    orderId: string;
    orderNo: string;
    productName: string;
    quantity: number;
    totalMoney: number;
    orderStatusText?: string;
    payParams?: Record<string, unknown>;
  }[];
}
export interface WindowOrderRow {
  id: string;
  orderNo: string;
  saleNo: string;
  productName: string;
  skuName: string;
  poiName: string;
  playDate: string;
  quantity: number;
  totalMoney: number;
  orderStatus: number;
  orderStatusText: string;
  payMethod: WinPayMethod;
  sellerName: string;
  prints: number;
  createTime: string;
  [k: string]: unknown;
}
export interface TemplateRow {
  id: string;
  name: string;
  paper: '80mm' | 'A4';
  widthMm: number;
  heightMm: number;
  perPage: number;
  fields: TemplateField[];
  updateTime: string;
  [k: string]: unknown;
}
export interface PrintTicket {
  guestId: string;
  values: Partial<Record<FieldKind, string>>;
}
export interface PrintJob {
  template: TemplateRow;
  prints: { printId: string; orderId: string; orderNo: string; reprint: boolean; tickets: PrintTicket[] }[];
}
export interface PrintConfirm {
  orders: number;
  tickets: number;
  reprints: { orderId: string; orderNo: string; times: number }[];
}
export interface PrintRecordRow {
  id: string;
  orderId: string;
  orderNo: string;
  paper: string;
  tickets: number;
  reprint: number;
  printStatus: number;
  sellerName: string;
  createTime: string;
  [k: string]: unknown;
}
export interface OpRow {
  id: string;
  opKind: string;
  orderNo: string;
  sellerName: string;
  payMethod: string;
  amount: number;
  reason: string;
  detail: string;
  createTime: string;
  [k: string]: unknown;
}
export interface WindowCustomerRow {
  id: string;
  name: string;
  kind: string;
  contactName: string;
  phone: string;
  creditLimit: number;
  owed: number;
  customerStatus: number;
  remark: string;
  createTime: string;
  [k: string]: unknown;
}
export interface ReportRow {
  key: string;
  label: string;
  sales: number;
  tickets: number;
  salesMoney: number;
  refunds: number;
  refundMoney: number;
  netMoney: number;
}
export interface ReportSummary {
  rows: ReportRow[];
  total: Omit<ReportRow, 'key' | 'label'>;
}
export interface WindowSaleRow {
  id: string;
  saleNo: string;
  windowName: string;
  sellerName: string;
  payMethod: WinPayMethod;
  total: number;
  received: number;
  changeGiven: number;
  customerName: string | null;
  playDate: string;
  saleStatus: number;
  createTime: string;
  [k: string]: unknown;
}
export interface PayCodeRow {
  id: string;
  code: string;
  name: string;
  amount: number | null;
  codeStatus: number;
  remark: string;
  orders: number;
  paidMoney: number;
  createTime: string;
  [k: string]: unknown;
}
export interface ScanOrderRow {
  id: string;
  orderId: string;
  orderNo: string;
  codeName: string;
  amount: number;
  orderStatus: number;
  orderStatusText: string;
  refundMoney: number;
  remark: string;
  createTime: string;
  [k: string]: unknown;
}
