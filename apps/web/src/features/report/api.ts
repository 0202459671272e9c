import {
  dashboardApi,
  reportApi,
  reportFiguresApi as R,
  type DashboardRow,
  type ExportRecord,
  type ReportPeriod,
  type ReportSheet,
} from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { ExportRecord } from '@yym/contract';

/** 报表下载: the caller's own exports (every area's xlsx exports are kept there). */
export const exportRecords = defineResource<ExportRecord>({
  key: 'report-export',
  list: (query) => call(reportApi.exportRecordPage, { query }),
});

/** The kept xlsx of one export, again. */
export const downloadExport = (id: string) => call(reportApi.exportRecordDownload, { query: { id } }) as Promise<Blob>;

/** Every report's filters. */
export interface ReportQuery {
  startDate: string;
  endDate: string;
  period: ReportPeriod;
  productId?: string;
  poiId?: string;
  channel?: string;
  orderKind?: string;
}
type Paged = ReportQuery & { current: number; size: number };

/** The report calls by name (the pages pick theirs). */
export const reports = {
  options: (query: ReportQuery) => call(R.options, { query }),
  orderGather: (query: ReportQuery) => call(R.orderGather, { query }),
  salesRanking: (query: ReportQuery) => call(R.salesRanking, { query }),
  orderDetail: (query: Paged) => call(R.orderDetail, { query }),
  orderRatio: (query: ReportQuery) => call(R.orderRatio, { query }),
  orderTypesCollect: (query: ReportQuery) => call(R.orderTypesCollect, { query }),
  scenicOperatePage: (query: Paged) => call(R.scenicOperatePage, { query }),
  scenicOperateStatistics: (query: ReportQuery) => call(R.scenicOperateStatistics, { query }),
  scenicOperateDetails: (query: ReportQuery) => call(R.scenicOperateDetails, { query }),
  ticketStatistics: (query: ReportQuery) => call(R.ticketStatistics, { query }),
  verifyReportPage: (query: ReportQuery) => call(R.verifyReportPage, { query }),
  verifyCompare: (query: ReportQuery) => call(R.verifyCompare, { query }),
  supplierCollect: (query: ReportQuery) => call(R.supplierCollect, { query }),
  distributorCollect: (query: ReportQuery) => call(R.distributorCollect, { query }),
  saleStatistics: (query: ReportQuery) => call(R.saleStatistics, { query }),
  supplierSettlement: (query: ReportQuery) => call(R.supplierSettlement, { query }),
  userSex: (query: ReportQuery) => call(R.userSex, { query }),
  userAge: (query: ReportQuery) => call(R.userAge, { query }),
  userAffiliation: (query: ReportQuery) => call(R.userAffiliation, { query }),
  otaStatistics: (query: ReportQuery) => call(R.otaStatistics, { query }),
  otaDetail: (query: Paged) => call(R.otaDetail, { query }),
  teamCompare: (query: ReportQuery) => call(R.teamCompare, { query }),
  financeReport: (query: ReportQuery) => call(R.financeReport, { query }),
  financeDetail: (query: Paged) => call(R.financeDetail, { query }),
  paymentFlow: (query: Paged) => call(R.paymentFlow, { query }),
};

/** Each page's export call (its own button code guards it). */
const EXPORTS = {
  order: R.orderExport,
  scenic: R.scenicOperateExport,
  ticket: R.ticketExport,
  supDis: R.supDisExport,
  users: R.usersExport,
  market: R.marketExport,
  finance: R.financeExport,
} as const;
export type ReportPageKey = keyof typeof EXPORTS;
export const exportReport = (page: ReportPageKey, query: ReportQuery & { report: ReportSheet }) =>
  call(EXPORTS[page], { query }) as Promise<Blob>;
/** The orders placed in the range, a row each (a long one is written in the background: see 报表下载). */
export const exportScenicOrders = (query: ReportQuery) => call(R.scenicOrderExport, { query });

/** 实时客流: the dashboards. */
export const dashboards = defineResource<DashboardRow>({
  key: 'report-dashboards',
  list: (query) => call(dashboardApi.page, { query }),
  detail: (id) => call(dashboardApi.configDetail, { query: { id } }),
  add: (row) => call(dashboardApi.add, { body: row as never }),
  update: (row) => call(dashboardApi.updateDetail, { body: row as never }),
  remove: (ids) => call(dashboardApi.del, { query: { ids } }),
});
export const dashboardCalls = {
  setOpen: (id: string, isOpenLook: number) => call(dashboardApi.updateIsOpenLook, { body: { id, isOpenLook } }),
  token: (id: string) => call(dashboardApi.token, { body: { id } }),
  dataTypes: () => call(dashboardApi.getDataType),
  today: (poiId?: string) => call(dashboardApi.today, { query: poiId ? { poiId } : {} }),
  view: (token: string) => call(dashboardApi.config, { query: { token } }),
};
