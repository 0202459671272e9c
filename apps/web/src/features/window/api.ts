import {
  type BodyOf,
  type PayCodeRow,
  type QueryOf,
  type ScanOrderRow,
  type TemplateRow,
  type WindowCustomerRow,
  orderApi,
  printTemplateApi,
  scanPayApi,
  windowApi,
  windowCustomerApi,
  windowReportApi,
} from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type {
  CounterInfo,
  OpRow,
  PayCodeRow,
  PrintJob,
  PrintRecordRow,
  ReportSummary,
  SaleResult,
  WindowSaleRow,
  ScanOrderRow,
  SellableTicket,
  SettingRow,
  ShiftRow,
  TemplateField,
  TemplateRow,
  WindowCustomerRow,
  WindowOrderRow,
  WindowRow,
} from '@yym/contract';

// ---------------------------------------------------------------- the counter
export const counterInfo = () => call(windowApi.counter);
export const ticketsOn = (query: QueryOf<typeof windowApi.tickets>) => call(windowApi.tickets, { query });
export const scenicList = (windowId?: string) => call(windowApi.scenicList, { query: { windowId } });
export const sell = (body: BodyOf<typeof windowApi.sell>) => call(windowApi.sell, { body });
export const saleDetail = (id: string) => call(windowApi.sale, { query: { id } });
/** Sandbox card/QR payment: the provider's signed paid notice, as the customer's device would post it. */
export const paySandbox = (callback: Record<string, unknown>) =>
  call(orderApi.payNotifySandbox, { body: callback as BodyOf<typeof orderApi.payNotifySandbox> });
export const openShift = (windowId: string, openingCash: number) => call(windowApi.shiftOpen, { body: { windowId, openingCash } });
export const closeShift = (countedCash: number, remark: string) => call(windowApi.shiftClose, { body: { countedCash, remark } });
export const currentShift = () => call(windowApi.shiftCurrent);

export const windowOrders = defineResource({
  key: 'window-orders',
  list: (query) => call(windowApi.refundChangeList, { query: query as QueryOf<typeof windowApi.refundChangeList> }),
});
export const windowOps = defineResource({
  key: 'window-ops',
  list: (query) => call(windowApi.opPage, { query: query as QueryOf<typeof windowApi.opPage> }),
});
export const shifts = defineResource({
  key: 'window-shifts',
  list: (query) => call(windowApi.shiftPage, { query: query as QueryOf<typeof windowApi.shiftPage> }),
});
export const refundOrders = (orderIds: string[], reason: string, idempotencyKey: string) =>
  call(windowApi.batchRefund, { body: { orderIds, reason, idempotencyKey } });
export const forcedRefund = (orderId: string, reason: string, idempotencyKey: string) =>
  call(windowApi.forcedRefund, { body: { orderId, reason, idempotencyKey } });
export const changeOrders = (orderIds: string[], touristDate: string, reason: string) =>
  call(windowApi.batchChange, { body: { orderIds, touristDate, reason } });

// ---------------------------------------------------------------- printing
export const printConfirm = (orderIds: string[], templateId?: string) =>
  call(windowApi.batchPrintConfirm, { body: { orderIds, templateId } });
export const printOrders = (orderIds: string[], templateId?: string) => call(windowApi.batchPrint, { body: { orderIds, templateId } });
export const printRecords = defineResource({
  key: 'window-prints',
  list: (query) => call(printTemplateApi.records, { query: query as QueryOf<typeof printTemplateApi.records> }),
});
export const closePrints = (ids: string[]) => call(printTemplateApi.close, { body: { ids } });
export const templates = defineResource<TemplateRow>({
  key: 'window-templates',
  list: (query) => call(printTemplateApi.page, { body: query as BodyOf<typeof printTemplateApi.page> }),
  detail: (id) => call(printTemplateApi.detail, { query: { id } }),
  remove: (ids) => call(printTemplateApi.remove, { body: { ids: [...ids] } }),
});
export const templateNames = () => call(windowApi.templateList);
export const saveTemplate = (body: BodyOf<typeof printTemplateApi.submit>) => call(printTemplateApi.submit, { body });
export const copyTemplate = (id: string) => call(printTemplateApi.copy, { body: { id } });
export const previewTemplate = (id: string) => call(printTemplateApi.preview, { query: { id } });

// ---------------------------------------------------------------- settings
export const windowsList = () => call(windowApi.windowList);
export const saveWindow = (body: BodyOf<typeof windowApi.windowSubmit>) => call(windowApi.windowSubmit, { body });
export const removeWindows = (ids: string[]) => call(windowApi.windowRemove, { body: { ids } });
export const settingsList = () => call(windowApi.settings);
export const saveSetting = (body: BodyOf<typeof windowApi.settingSubmit>) => call(windowApi.settingSubmit, { body });
export const removeSettings = (ids: string[]) => call(windowApi.settingRemove, { body: { ids } });
export const sellers = () => call(windowApi.sellerList);
export const ticketOptions = () => call(windowApi.ticketOptions);

// ---------------------------------------------------------------- customers
export const windowCustomers = defineResource<WindowCustomerRow>({
  key: 'window-customers',
  list: (query) => call(windowCustomerApi.page, { body: query as BodyOf<typeof windowCustomerApi.page> }),
  add: (row) => call(windowCustomerApi.save, { body: row as BodyOf<typeof windowCustomerApi.save> }),
  update: (row) => call(windowCustomerApi.save, { body: row as BodyOf<typeof windowCustomerApi.save> }),
  remove: (ids) => call(windowCustomerApi.batchDelete, { body: { ids: [...ids] } }),
  exportFile: (query) => call(windowCustomerApi.export, { body: query as BodyOf<typeof windowCustomerApi.export> }) as Promise<Blob>,
});
export const enableCustomers = (ids: string[], on: boolean) =>
  on ? call(windowCustomerApi.batchEnable, { body: { ids } }) : call(windowCustomerApi.batchClose, { body: { ids } });

// ---------------------------------------------------------------- reports
export const reportSummary = (query: QueryOf<typeof windowReportApi.summary>) => call(windowReportApi.summary, { query });
export const reportExport = (query: QueryOf<typeof windowReportApi.export>) => call(windowReportApi.export, { query }) as Promise<Blob>;
export const countDate = (query: QueryOf<typeof windowReportApi.countDate>) => call(windowReportApi.countDate, { query });
export const sales = defineResource({
  key: 'window-sales',
  list: (query) => call(windowReportApi.salePage, { query: query as QueryOf<typeof windowReportApi.salePage> }),
  exportFile: (query) => call(windowReportApi.queryExcel, { query: query as QueryOf<typeof windowReportApi.queryExcel> }) as Promise<Blob>,
});

// ---------------------------------------------------------------- scan pay
export const payCodes = defineResource<PayCodeRow>({
  key: 'window-pay-codes',
  list: (query) => call(scanPayApi.codePage, { query: query as QueryOf<typeof scanPayApi.codePage> }),
  add: (row) => call(scanPayApi.edit, { body: row as BodyOf<typeof scanPayApi.edit> }),
  update: (row) => call(scanPayApi.edit, { body: row as BodyOf<typeof scanPayApi.edit> }),
  remove: (ids) => call(scanPayApi.remove, { body: { ids: [...ids] } }),
  exportFile: (query) => call(scanPayApi.export, { body: query as BodyOf<typeof scanPayApi.export> }) as Promise<Blob>,
});
export const payCodeStatus = (ids: string[], status: number) => call(scanPayApi.status, { body: { ids, status } });
export const payCodeLink = (id: string) => call(scanPayApi.getCode, { body: { id } });
export const scanOrders = defineResource<ScanOrderRow>({
  key: 'window-scan-orders',
  list: (query) => call(scanPayApi.orderPage, { query: query as QueryOf<typeof scanPayApi.orderPage> }),
});
export const scanRefund = (orderId: string, reason: string, idempotencyKey: string) =>
  call(scanPayApi.refund, { body: { orderId, reason, idempotencyKey } });
export const scanBatchRefund = (orderIds: string[], reason: string) => call(scanPayApi.batchRefund, { body: { orderIds, reason } });
export const scanRemark = (id: string, remark: string) => call(scanPayApi.remark, { body: { id, remark } });
