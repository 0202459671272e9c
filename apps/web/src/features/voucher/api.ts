import {
  gpvApi,
  gpvOrderApi,
  gpvReportApi,
  packageApi,
  packageOrderApi,
  type BodyOf,
  type GpvRow,
  type PackageRow,
  type QueryOf,
  type VoucherOrderDetail,
  type VoucherOrderRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type {
  GpvRow,
  GpvSaleDay,
  GpvSaleRow,
  GpvVerifyRow,
  PackageRecordRow,
  PackageRow,
  VoucherSubOrderRow,
  VoucherLogRow,
  VoucherMessageRow,
  VoucherOrderDetail,
  VoucherOrderRow,
} from '@yym/contract';

type PackageForm = BodyOf<typeof packageApi.submit>;

export const packages = defineResource<PackageRow>({
  key: 'vc-packages',
  list: (query) => call(packageApi.page, { query }),
  detail: (id) => call(packageApi.detail, { query: { id } }),
  add: (row) => call(packageApi.submit, { body: row as PackageForm }),
  update: (row) => call(packageApi.submit, { body: row as PackageForm }),
  remove: (ids) => call(packageApi.remove, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(packageApi.exportFile, { query: query as QueryOf<typeof packageApi.exportFile> }) as Promise<Blob>,
});

export const packageActions = {
  shelve: (ids: string[], status: number) => call(packageApi.shelves, { body: { ids, status } }),
  copy: (id: string) => call(packageApi.copy, { query: { id } }),
  preview: (id: string) => call(packageApi.preview, { query: { id } }),
  recommend: (id: string, recommend: number) => call(packageApi.recommend, { body: { id, recommend } }),
  records: (packageId: string) => call(packageApi.recordPage, { query: { packageId, current: 1, size: 50 } }),
  pois: () => call(packageApi.poiList, {}),
};

/** The list's status tabs filter on orderStatus; a package order's tabs are its flow states. */
export const packageOrders = defineResource<VoucherOrderRow>({
  key: 'vc-package-orders',
  list: ({ orderStatus, ...body }) =>
    call(packageOrderApi.page, {
      body: { ...(body as BodyOf<typeof packageOrderApi.page>), pkgStatus: orderStatus as number | undefined },
    }),
  detail: (orderId) => call(packageOrderApi.orderInfo, { query: { orderId } }) as Promise<VoucherOrderDetail>,
  exportFile: ({ orderStatus, ...body }) =>
    call(packageOrderApi.exportFile, {
      body: { ...(body as BodyOf<typeof packageOrderApi.exportFile>), pkgStatus: orderStatus as number | undefined },
    }) as Promise<Blob>,
});

const A = packageOrderApi;
export const packageOrderActions = {
  counts: () => call(A.countStatus, {}),
  logs: (orderId: string, kind: 'process' | 'refund' | 'operate' | 'second') =>
    call(kind === 'process' ? A.process : kind === 'refund' ? A.refundLog : kind === 'operate' ? A.operateLog : A.secondLog, {
      query: { orderId },
    }),
  outbox: (orderId: string) => call(A.emailLog, { query: { orderId } }),
  confirm: (orderId: string, confirmNo?: string, remark?: string) => call(A.confirm, { body: { orderId, confirmNo, remark } }),
  secondConfirm: (orderId: string, remark?: string) => call(A.secondConfirm, { body: { orderId, remark } }),
  refuse: (orderId: string, reason?: string) => call(A.refuse, { body: { orderId, reason } }),
  outConfirm: (orderId: string, ok: boolean, remark?: string) => call(A.outConfirm, { body: { orderId, ok, remark } }),
  secondOut: (orderId: string, ok: boolean, remark?: string) => call(A.secondOut, { body: { orderId, ok, remark } }),
  refund: (orderId: string, reason?: string) => call(A.refund, { body: { orderId, reason } }),
  auditRefund: (orderId: string, pass: boolean, remark?: string) => call(A.auditRefund, { body: { orderId, pass, remark } }),
  auditOut: (orderId: string, pass: boolean, remark?: string) => call(A.auditOut, { body: { orderId, pass, remark } }),
  remark: (orderId: string, remark: string) => call(A.remark, { body: { orderId, remark } }),
  sms: (orderId: string) => call(A.sendSms, { body: { orderId } }),
  mailTemplate: (orderId: string) => call(A.mailTemplate, { query: { orderId } }),
  mail: (body: BodyOf<typeof A.confirmEmail>) => call(A.confirmEmail, { body }),
  batchVerify: (orderIds: string[]) => call(A.batchVerify, { body: { orderIds } }),
};

export const gpvs = defineResource<GpvRow>({
  key: 'vc-gpvs',
  list: (query) => call(gpvApi.page, { query }),
  detail: (id) => call(gpvApi.basicInfo, { query: { id } }),
  add: (row) => call(gpvApi.basicSave, { body: row as BodyOf<typeof gpvApi.basicSave> }),
  update: (row) => call(gpvApi.basicSave, { body: row as BodyOf<typeof gpvApi.basicSave> }),
  remove: (ids) => call(gpvApi.remove, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(gpvApi.exportFile, { query: query as QueryOf<typeof gpvApi.exportFile> }) as Promise<Blob>,
});

export const gpvActions = {
  shelve: (ids: string[], status: number) => call(gpvApi.shelf, { body: { ids, status } }),
  copy: (id: string) => call(gpvApi.copy, { query: { id } }),
  preview: (id: string) => call(gpvApi.preview, { query: { id } }),
  saveDetail: (body: BodyOf<typeof gpvApi.detailSave>) => call(gpvApi.detailSave, { body }),
  saveRule: (body: BodyOf<typeof gpvApi.ruleSave>) => call(gpvApi.ruleSave, { body }),
};

export const gpvOrders = defineResource<VoucherOrderRow>({
  key: 'vc-gpv-orders',
  list: (body) => call(gpvOrderApi.page, { body: body as BodyOf<typeof gpvOrderApi.page> }),
  detail: (orderId) => call(gpvOrderApi.detail, { query: { orderId } }) as Promise<VoucherOrderDetail>,
});

export const gpvOrderActions = {
  logs: (orderId: string, kind: 'process' | 'refund' | 'operate') => call(gpvOrderApi.logs, { query: { orderId, kind } }),
  refund: (orderId: string, guestIds: string[], reason?: string) => call(gpvOrderApi.refund, { body: { orderId, guestIds, reason } }),
  remark: (orderId: string, remark: string) => call(gpvOrderApi.remark, { body: { orderId, remark } }),
  pois: () => call(gpvOrderApi.verifyPois, {}),
  verify: (guestIds: string[], poiId: string) => call(gpvOrderApi.verify, { body: { guestIds, poiId } }),
};

type ReportQuery = QueryOf<typeof gpvReportApi.saleSummary>;
export const gpvReports = {
  sale: (query: ReportQuery) => call(gpvReportApi.saleSummary, { query }),
  byGpv: (query: ReportQuery) => call(gpvReportApi.byGpv, { query }),
  verify: (query: ReportQuery) => call(gpvReportApi.verifySummary, { query }),
  exportByGpv: (query: ReportQuery) => call(gpvReportApi.exportFile, { query }) as Promise<Blob>,
  exportVerify: (query: ReportQuery) => call(gpvReportApi.verifyExport, { query }) as Promise<Blob>,
};
