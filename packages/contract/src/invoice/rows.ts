export interface InvoiceSellerRow {
  id: string;
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  drawer: string;
  isDefault: number;
}
export interface ChannelRow {
  id: string;
  sellerId: string;
  sellerName: string | null;
  name: string;
  diskNo: string;
  provider: string;
  status: number;
}
export interface TaxClassRow {
  id: string;
  code: string;
  name: string;
  rate: number;
  productIds: string[];
  products: { id: string; name: string }[];
}
export interface BillRow {
  id: string;
  orderId: string;
  orderNo: string;
  productName: string;
  titleType: number;
  title: string;
  taxNo: string | null;
  email: string;
  source: string;
  billStatus: number;
  rejectReason: string | null;
  invoiceId: string | null;
  confirmed: number;
  createTime: string;
  /** What the order kept (paid − refunded), in cents. */
  kept: number;
  /** The live invoice's amount (cents) and number, when one is issued. */
  invoiceAmount: number | null;
  invoiceNo: string | null;
  /** The live invoice is for more than the order now keeps: it should be reversed. */
  needsRed: boolean;
}
export interface InvoiceRow {
  id: string;
  billId: string;
  orderId: string;
  orderNo: string | null;
  kind: 'blue' | 'red' | 'offline';
  invStatus: 'issuing' | 'issued' | 'failed';
  amount: number;
  taxAmount: number;
  taxRate: number;
  title: string;
  taxNo: string | null;
  invoiceCode: string | null;
  invoiceNo: string | null;
  originalId: string | null;
  reversedBy: string | null;
  reason: string | null;
  error: string | null;
  issuedTime: string | null;
  hasPdf: boolean;
}
/** The customer's view of an order's invoice request. */
export interface CustomerInvoice {
  orderNo: string;
  productName: string;
  /** What may be invoiced (paid − refunded), cents. */
  kept: number;
  paid: boolean;
  bill: {
    id: string;
    titleType: number;
    title: string;
    taxNo: string | null;
    email: string;
    billStatus: number;
    rejectReason: string | null;
    confirmed: number;
  } | null;
  invoices: { id: string; kind: string; amount: number; invoiceNo: string | null; issuedTime: string | null; hasPdf: boolean }[];
}
