import { http } from '../../app/http.ts';

/** The customer's order, as the public order-detail call answers it (money in cents). */
export interface CustomerOrder {
  code: string;
  orderMainId: string;
  orderNum: number;
  totalMoney: number;
  ticketprice: number;
  playDate: string;
  orderCreateTime: string;
  orderStatus: number;
  orderState: string;
  linkName: string;
  contactPhone: string;
  assistCode: string;
  spOrder: { id: string; qrCode: string; qrCodeUrl: string; guestName: string | null; guestCardType: number | null; guestCardNum: string | null; guestPhone: string | null; ticketStatus: number }[];
  product: Record<string, string | null | undefined> & { prdName: string; weekly?: string; disDate?: string };
  merchant: { name: string; phone: string };
}

export interface RefundDetail {
  scName: string;
  refundNum: number;
  orderMainId: string;
  money: number;
  refundReason: string[];
}

export interface RefundSubmit {
  code: string;
  refundTextNumber: number;
  returnReason: string;
  refundText: string;
}

/** Public calls of the customer pages: no token, the order code decides. */
export const customerApi = {
  order: (code: string) => http.get<CustomerOrder>('/order-api/h5/order/detail', { code }, { noAuth: true, silent: true }),
  refundDetail: (code: string) => http.get<RefundDetail>('/order-api/h5/refund/detail', { code }, { noAuth: true, silent: true }),
  applyRefund: (body: RefundSubmit) => http.post('/order-api/h5/refund/apply', body, undefined, { noAuth: true, silent: true }),
};
