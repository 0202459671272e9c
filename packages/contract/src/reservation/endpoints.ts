import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds } from '../schemas.ts';
import {
  type Booked,
  type ReservationDetail,
  type ReservationRow,
  type ReservationSlot,
  type ResOrderDetail,
  type ResOrderRow,
  h5ResBookForm,
  h5ResListQuery,
  resAuditForm,
  resOrderQuery,
  resRefundForm,
  reservationForm,
  reservationOpenForm,
  reservationQuery,
} from './forms.ts';

const RES = '/yym-marketing-api/reservation';
const ORD = `${RES}/order`;
const byId = z.object({ id: zId });
const P = {
  view: ['reservation'],
  save: ['reservation_add', 'reservation_edit'],
  edit: ['reservation_edit'],
  remove: ['reservation_delete'],
  orders: ['order_book_goods', 'reservation'],
  audit: ['order_book_goods_audit', 'reservation_audit'],
  refund: ['order_book_goods_refund'],
  export: ['order_book_goods_export'],
};
const get = <Q extends z.ZodType | undefined, R>(path: string, summary: string, query: Q, perm: string[], response: z.ZodType<R>) =>
  endpoint({ method: 'GET', path, summary, query, perm, response });
const post = <B extends z.ZodType, R>(path: string, summary: string, body: B, perm: string[], response: z.ZodType<R>) =>
  endpoint({ method: 'POST', path, summary, body, perm, response });

/** yym-marketing-api: activity reservation products (活动预约) with their slots, and their orders (预约商品订单). */
export const reservationApi = {
  page: get(`${RES}/page`, 'Reservation products: page', reservationQuery, P.view, returns<Page<ReservationRow>>()),
  detail: get(`${RES}/detail`, 'Reservation product: detail with slots', byId, P.view, returns<ReservationDetail>()),
  basicInfo: get(`${RES}/basicInfo`, 'Reservation product: basic info', byId, P.view, returns<ReservationRow>()),
  rule: get(
    `${RES}/rule`,
    'Reservation product: rule',
    byId,
    P.view,
    returns<Pick<ReservationRow, 'id' | 'rule' | 'needAudit' | 'limitNum' | 'price'>>(),
  ),
  stock: get(`${RES}/stock`, 'Reservation product: slots with capacity and booked', byId, P.view, returns<ReservationSlot[]>()),
  submitInfo: post(
    `${RES}/submitInfo`,
    'Reservation product: create or update (basic info, rule, slots)',
    reservationForm,
    P.save,
    returns<ReservationDetail>(),
  ),
  open: post(`${RES}/open`, 'Reservation product: open or close booking', reservationOpenForm, P.edit, returns<boolean>()),
  remove: endpoint({
    method: 'POST',
    path: `${RES}/remove`,
    summary: 'Reservation products: remove',
    query: z.object({ ids: zIds }),
    perm: P.remove,
    response: returns<number>(),
  }),
  orderPage: get(`${ORD}/page`, 'Reservation orders: page', resOrderQuery, P.orders, returns<Page<ResOrderRow>>()),
  orderDetail: get(`${ORD}/detail`, 'Reservation order: detail', byId, P.orders, returns<ResOrderDetail>()),
  orderStatus: get(
    `${ORD}/status`,
    'Reservation orders: count per status',
    undefined,
    P.orders,
    returns<{ status: number; text: string; count: number }[]>(),
  ),
  orderExport: get(`${ORD}/export`, 'Reservation orders: export (xlsx)', resOrderQuery.partial(), P.export, returns<Blob>()),
  audit: post(
    `${ORD}/audit`,
    'Reservation order: audit (reject refunds and returns the slot)',
    resAuditForm,
    P.audit,
    returns<{ orderStatus: number; auditStatus: number }>(),
  ),
  refund: post(
    `${ORD}/refund`,
    'Reservation order: refund (returns the slot)',
    resRefundForm,
    P.refund,
    returns<{ orderStatus: number }>(),
  ),
};

const h5 = storefrontCalls('/yym-marketing-api/h5/reservation');

/** The storefront's reservation pages (public list; booking and my reservations need the customer's login). */
export const reservationStoreApi = {
  list: h5(
    'GET',
    '/list',
    'Storefront: open reservation products with their slots',
    { query: h5ResListQuery },
    returns<ReservationDetail[]>(),
  ),
  book: h5('POST', '/book', 'Storefront: book a slot', { body: h5ResBookForm }, returns<Booked>()),
  mine: h5('GET', '/mine', "Storefront: the customer's reservations", {}, returns<ResOrderRow[]>()),
};
