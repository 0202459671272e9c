import {
  hotelApi,
  hotelOrderApi,
  hotelReportApi,
  hotelSupplierApi,
  type BodyOf,
  type HotelLogRow,
  type HotelOrderDetail,
  type HotelOrderRow,
  type HotelReportRow,
  type HotelRow,
  type PlanRow,
  type QueryOf,
  type RoomTypeRow,
  type SupplierRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type {
  HotelLogRow,
  HotelMessageRow,
  HotelOrderDetail,
  HotelOrderRow,
  HotelReportRow,
  HotelRow,
  PlanRow,
  RoomBoard,
  RoomTypeRow,
  SupplierRow,
} from '@yym/contract';

type HotelForm = BodyOf<typeof hotelApi.submit>;
type RoomForm = BodyOf<typeof hotelApi.roomSubmit>;
type PlanForm = BodyOf<typeof hotelApi.planSave>;

export const hotels = defineResource<HotelRow>({
  key: 'hotels',
  list: (query) => call(hotelApi.page, { query }),
  detail: (id) => call(hotelApi.detail, { query: { id } }),
  add: (row) => call(hotelApi.submit, { body: row as HotelForm }),
  update: (row) => call(hotelApi.submit, { body: row as HotelForm }),
  remove: (ids) => call(hotelApi.remove, { query: { ids: idList(ids) } }),
});

export const roomTypes = defineResource<RoomTypeRow>({
  key: 'hotel-rooms',
  list: (query) => call(hotelApi.roomPage, { query }),
  detail: (id) => call(hotelApi.roomDetail, { query: { id } }),
  add: (row) => call(hotelApi.roomSubmit, { body: row as RoomForm }),
  update: (row) => call(hotelApi.roomSubmit, { body: row as RoomForm }),
  remove: (ids) => call(hotelApi.roomRemove, { query: { ids: idList(ids) } }),
});

export const plans = defineResource<PlanRow>({
  key: 'hotel-plans',
  list: (query) => call(hotelApi.planPage, { query }),
  detail: (id) => call(hotelApi.planDetail, { query: { id } }),
  add: (row) => call(hotelApi.planSave, { body: row as PlanForm }),
  update: (row) => call(hotelApi.planSave, { body: row as PlanForm }),
  remove: (ids) => call(hotelApi.planRemove, { query: { ids: idList(ids) } }),
});

export const suppliers = defineResource<SupplierRow>({
  key: 'hotel-suppliers',
  list: (query) => call(hotelSupplierApi.page, { query }),
  detail: (id) => call(hotelSupplierApi.details, { query: { id } }),
  add: (row) => call(hotelSupplierApi.submit, { body: row as BodyOf<typeof hotelSupplierApi.submit> }),
  update: (row) => call(hotelSupplierApi.submit, { body: row as BodyOf<typeof hotelSupplierApi.submit> }),
});

export const hotelOrders = defineResource<HotelOrderRow>({
  key: 'hotel-orders',
  list: (body) => call(hotelOrderApi.page, { body: body as BodyOf<typeof hotelOrderApi.page> }),
  detail: (orderId) => call(hotelOrderApi.detail, { query: { orderId } }) as Promise<HotelOrderDetail>,
  exportFile: (body) => call(hotelOrderApi.exportFile, { body: body as BodyOf<typeof hotelOrderApi.exportFile> }) as Promise<Blob>,
});

export const hotelReport = defineResource<HotelReportRow>({
  key: 'hotel-report',
  list: (query) => call(hotelReportApi.page, { query }),
  exportFile: (query) => call(hotelReportApi.exportFile, { query }) as Promise<Blob>,
});

const LOGS = { process: hotelOrderApi.statusLog, refund: hotelOrderApi.refundLog, operate: hotelOrderApi.operateLog } as const;

export const hotelActions = {
  hotelOptions: () => call(hotelApi.select),
  roomOptions: (hotelId: string) => call(hotelApi.planRoomSelect, { query: { hotelId } }),
  shelveHotels: (hotelIds: string[], status: number) => call(hotelApi.shelves, { body: { hotelIds, status } }),
  recommend: (id: string, recommend: number) => call(hotelApi.recommend, { body: { id, recommend } }),
  wxaCode: (id: string) => call(hotelApi.wxaCode, { query: { id } }) as Promise<Blob>,
  changes: (hotelId: string) => call(hotelApi.changeRecord, { query: { hotelId, size: 50 } }),
  syncHotel: (id: string) => call(hotelApi.syncUpdate, { body: { id } }),
  linkSupplier: (id: string, supplierId: string, supplierHotelCode: string) =>
    call(hotelApi.supplierHotelUpdate, { body: { id, supplierId, supplierHotelCode } }),
  roomStatus: (ids: string[], status: number) => call(hotelApi.roomStatus, { body: { ids: idList(ids), status } }),
  copyPlan: (id: string) => call(hotelApi.planCopy, { query: { id } }),
  shelvePlans: (ids: string[], status: number) => call(hotelApi.planShelf, { body: { ids, status } }),
  shelveAll: (hotelId: string, status: number) => call(hotelApi.planShelvesAll, { body: { hotelId, status } }),
  syncPlan: (id: string) => call(hotelApi.planSync, { query: { id } }),
  pull: (id: string) => call(hotelSupplierApi.pull, { body: { id } }),
  board: (query: QueryOf<typeof hotelApi.roomStock>) => call(hotelApi.roomStock, { query }),
  saveNight: (body: BodyOf<typeof hotelApi.nightSave>) => call(hotelApi.nightSave, { body }),
  batchNights: (body: BodyOf<typeof hotelApi.nightBatch>) => call(hotelApi.nightBatch, { body }),
};

export const orderActions = {
  counts: () => call(hotelOrderApi.countStatus),
  logs: (orderId: string, kind: keyof typeof LOGS) => call(LOGS[kind], { query: { orderId } }) as Promise<HotelLogRow[]>,
  outbox: (orderId: string) => call(hotelOrderApi.emailLog, { query: { orderId } }),
  confirm: (orderId: string, confirmNo?: string) => call(hotelOrderApi.confirm, { query: { orderId, confirmNo } }),
  refund: (orderId: string, reason: string | undefined, idempotencyKey: string) =>
    call(hotelOrderApi.refund, { body: { orderId, reason, idempotencyKey } }),
  refundConfirm: (orderId: string, pass: boolean, remark?: string) =>
    call(hotelOrderApi.refundConfirm, { body: { orderId, pass, remark } }),
  supplierRefund: (orderId: string, reason: string | undefined, idempotencyKey: string) =>
    call(hotelOrderApi.supplierRefund, { body: { orderId, reason, idempotencyKey } }),
  reschedule: (orderId: string, checkIn: string, checkOut: string) =>
    call(hotelOrderApi.reschedule, { body: { orderId, checkIn, checkOut } }),
  mailTemplate: (orderId: string) => call(hotelOrderApi.mailTemplate, { query: { orderId } }),
  sendMail: (body: BodyOf<typeof hotelOrderApi.sendEMail>) => call(hotelOrderApi.sendEMail, { body }),
  sendAck: (orderId: string) => call(hotelOrderApi.sendAckMsg, { query: { orderId } }),
  remark: (orderId: string, remark: string) => call(hotelOrderApi.remark, { query: { orderId, remark } }),
};

export const reportActions = {
  statusList: (query: QueryOf<typeof hotelReportApi.total>) => call(hotelReportApi.statusList, { query }),
  total: (query: QueryOf<typeof hotelReportApi.total>) => call(hotelReportApi.total, { query }),
  suppliers: (query: QueryOf<typeof hotelReportApi.total>) => call(hotelReportApi.supplierSummary, { query }),
};
