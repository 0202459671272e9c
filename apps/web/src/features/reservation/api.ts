import { reservationApi, type BodyOf, type ReservationRow, type ResOrderRow } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { ReservationDetail, ReservationRow, ReservationSlot, ResOrderDetail, ResOrderRow } from '@yym/contract';
export type ReservationForm = BodyOf<typeof reservationApi.submitInfo>;

export const reservations = defineResource<ReservationRow>({
  key: 'reservations',
  list: (query) => call(reservationApi.page, { query }),
  detail: (id) => call(reservationApi.detail, { query: { id } }),
  remove: (ids) => call(reservationApi.remove, { query: { ids: idList(ids) } }),
});

export const resOrders = defineResource<ResOrderRow>({
  key: 'reservation-orders',
  list: (query) => call(reservationApi.orderPage, { query }),
  detail: (id) => call(reservationApi.orderDetail, { query: { id } }),
  exportFile: (query) => call(reservationApi.orderExport, { query }) as Promise<Blob>,
});

export const reservationActions = {
  detail: (id: string) => call(reservationApi.detail, { query: { id } }),
  save: (body: ReservationForm) => call(reservationApi.submitInfo, { body }),
  open: (id: string, openStatus: number) => call(reservationApi.open, { body: { id, openStatus } }),
  options: () => call(reservationApi.page, { query: { size: 100 } }),
  counts: () => call(reservationApi.orderStatus),
  orderDetail: (id: string) => call(reservationApi.orderDetail, { query: { id } }),
  audit: (id: string, pass: boolean, remark?: string) => call(reservationApi.audit, { body: { id, pass, remark } }),
  refund: (id: string, reason?: string) => call(reservationApi.refund, { body: { id, reason } }),
};
