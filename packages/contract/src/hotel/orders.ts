import { endpoint, returns } from '../endpoint.ts';
import { storeShelfQuery } from '../decoration/storefront.ts';
import type { Page } from '../envelope.ts';
import {
  h5HotelQuery,
  hotelBookForm,
  hotelConfirmForm,
  hotelMailForm,
  hotelOrderCode,
  hotelOrderFilters,
  hotelOrderId,
  hotelRefundConfirmForm,
  hotelRefundForm,
  hotelRemarkForm,
  hotelReportQuery,
  hotelRescheduleForm,
} from './forms.ts';
import type {
  HotelBooked,
  HotelLogRow,
  HotelMailTemplate,
  HotelMessageRow,
  HotelOrderDetail,
  HotelOrderRow,
  HotelReportRow,
  HotelReportTotal,
  HotelStatusCount,
  HotelSupplierSummary,
  StoreHotel,
  StoreHotelOrder,
} from './rows.ts';

const HO = '/order-api/hotel-order/order';
const REPORT = '/yym-biz-report/hotel';
const log = (path: string, what: string) =>
  endpoint({
    method: 'GET',
    path: `${HO}/${path}`,
    summary: `Hotel order: ${what}`,
    query: hotelOrderId,
    perm: ['order_hotel'],
    response: returns<HotelLogRow[]>(),
  });

/** order-api: hotel orders (ord_order rows of kind 'hotel' with their stay). */
export const hotelOrderApi = {
  page: endpoint({
    method: 'POST',
    path: `${HO}/page`,
    summary: 'Hotel orders: page',
    body: hotelOrderFilters,
    perm: ['order_hotel'],
    response: returns<Page<HotelOrderRow>>(),
  }),
  countStatus: endpoint({
    method: 'GET',
    path: `${HO}/countOrderStatus`,
    summary: 'Hotel orders: count by status (the tabs)',
    perm: ['order_hotel'],
    response: returns<HotelStatusCount[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${HO}/detail`,
    summary: 'Hotel order: detail with guests, nights, refunds and trades',
    query: hotelOrderId,
    perm: ['order_hotel'],
    response: returns<HotelOrderDetail>(),
  }),
  statusLog: log('status-log', 'status log'),
  refundLog: log('refund-log', 'refund log'),
  operateLog: log('operate-log', 'operate log'),
  emailLog: endpoint({
    method: 'GET',
    path: `${HO}/email-log`,
    summary: 'Hotel order: e-mails and SMS sent (the outbox)',
    query: hotelOrderId,
    perm: ['order_hotel'],
    response: returns<HotelMessageRow[]>(),
  }),
  refundDetail: endpoint({
    method: 'GET',
    path: `${HO}/refund-detail`,
    summary: 'Hotel order: its refunds',
    query: hotelOrderId,
    perm: ['order_hotel'],
    response: returns<Record<string, unknown>[]>(),
  }),
  refund: endpoint({
    method: 'POST',
    path: `${HO}/refund`,
    summary: 'Hotel order: apply for a refund of the whole stay (7600, to be confirmed)',
    body: hotelRefundForm,
    perm: ['order_hotel_refund'],
    response: returns<{ refundNo: string; amount: number }>(),
  }),
  refundConfirm: endpoint({
    method: 'POST',
    path: `${HO}/refund-confirm`,
    summary: 'Hotel order: confirm (money back, nights back to stock) or reject the pending refund',
    body: hotelRefundConfirmForm,
    perm: ['order_hotel_audit'],
    response: returns<{ orderStatus: number }>(),
  }),
  supplierRefund: endpoint({
    method: 'POST',
    path: `${HO}/supplier/refund`,
    summary: 'Hotel order: the supplier cannot serve the stay; the money goes back at once',
    body: hotelRefundForm,
    perm: ['order_hotel_forced_refund'],
    response: returns<{ orderStatus: number }>(),
  }),
  reschedule: endpoint({
    method: 'POST',
    path: `${HO}/reschedule`,
    summary: 'Hotel order: new dates (old nights back, new nights taken, in one transaction)',
    body: hotelRescheduleForm,
    perm: ['order_hotel_reschedule'],
    response: returns<{ checkIn: string; checkOut: string }>(),
  }),
  sendEMail: endpoint({
    method: 'POST',
    path: `${HO}/sendEMail`,
    summary: 'Hotel order: send the confirmation e-mail (mail provider; recorded)',
    body: hotelMailForm,
    perm: ['order_hotel_confirm'],
    response: returns<HotelMessageRow>(),
  }),
  exportFile: endpoint({
    method: 'POST',
    path: `${HO}/export`,
    summary: 'Hotel orders: export (xlsx)',
    body: hotelOrderFilters,
    perm: ['order_hotel_export'],
    blob: true,
  }),
  remark: endpoint({
    method: 'GET',
    path: `${HO}/remarkOrder`,
    summary: 'Hotel order: set the remark',
    query: hotelRemarkForm,
    perm: ['order_hotel_remark'],
    response: returns<boolean>(),
  }),
  mailTemplate: endpoint({
    method: 'GET',
    path: `${HO}/selectEMailTemplate`,
    summary: 'Hotel order: the confirmation e-mail, filled in',
    query: hotelOrderId,
    perm: ['order_hotel'],
    response: returns<HotelMailTemplate>(),
  }),
  sendAckMsg: endpoint({
    method: 'GET',
    path: `${HO}/sendAckMsg`,
    summary: "Hotel order: SMS the confirmation to the contact's phone",
    query: hotelOrderId,
    perm: ['order_hotel_confirm'],
    response: returns<HotelMessageRow>(),
  }),
  confirm: endpoint({
    method: 'GET',
    path: `${HO}/confirmOrder`,
    summary: 'Hotel order: the hotel confirms (8003 → 8821)',
    query: hotelConfirmForm,
    perm: ['order_hotel_confirm'],
    response: returns<{ orderStatus: number }>(),
  }),
};

/** yym-biz-report: hotel reports. */
export const hotelReportApi = {
  statusList: endpoint({
    method: 'GET',
    path: `${REPORT}/statusList`,
    summary: 'Hotel report: orders by status',
    query: hotelReportQuery,
    perm: ['hotel_report'],
    response: returns<HotelStatusCount[]>(),
  }),
  total: endpoint({
    method: 'GET',
    path: `${REPORT}/total`,
    summary: 'Hotel report: totals',
    query: hotelReportQuery,
    perm: ['hotel_report'],
    response: returns<HotelReportTotal>(),
  }),
  page: endpoint({
    method: 'GET',
    path: `${REPORT}/page`,
    summary: 'Hotel report: per hotel',
    query: hotelReportQuery,
    perm: ['hotel_report'],
    response: returns<Page<HotelReportRow>>(),
  }),
  exportFile: endpoint({
    method: 'GET',
    path: `${REPORT}/export`,
    summary: 'Hotel report: export (xlsx)',
    query: hotelReportQuery,
    perm: ['hotel_report_export'],
    blob: true,
  }),
  supplierSummary: endpoint({
    method: 'GET',
    path: `${REPORT}/supplier/summary`,
    summary: 'Hotel report: per supplier',
    query: hotelReportQuery,
    perm: ['hotel_report'],
    response: returns<HotelSupplierSummary[]>(),
  }),
};

/** A hotel on the storefront's hotel list (its page has the rooms and prices). */
export type StoreHotelCard = Pick<StoreHotel, 'id' | 'name' | 'star' | 'address' | 'cover'>;

/** The storefront's hotel pages (public; the tenant comes from the link, the order's code names it after). */
export const h5HotelApi = {
  list: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/hotel/list',
    auth: 'public',
    summary: "Storefront: the tenant's hotels on shelf, a page at a time (the demo home's 酒店民宿)",
    query: storeShelfQuery,
    response: returns<Page<StoreHotelCard>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/hotel/detail',
    auth: 'public',
    summary: 'Storefront: a hotel on shelf with its rooms and plans, priced for the asked stay',
    query: h5HotelQuery,
    response: returns<StoreHotel>(),
  }),
  book: endpoint({
    method: 'POST',
    path: '/order-api/h5/hotel/order/place',
    auth: 'public',
    summary: 'Storefront: book a stay (one unit of stock per night in one statement; throttled; idempotent by key)',
    body: hotelBookForm,
    response: returns<HotelBooked>(),
  }),
  order: endpoint({
    method: 'GET',
    path: '/order-api/h5/hotel/order/detail',
    auth: 'public',
    summary: "Storefront: the customer's hotel order by its code",
    query: hotelOrderCode,
    response: returns<StoreHotelOrder>(),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/order-api/h5/hotel/order/cancel',
    auth: 'public',
    summary: 'Storefront: cancel (unpaid: closed; paid: refunded at once within the cancellation rule)',
    body: hotelOrderCode,
    response: returns<StoreHotelOrder>(),
  }),
};
