import { z } from 'zod';
import { zDate, zIdFilter } from '../schemas.ts';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  WINDOW_PERMS as P,
  winCustomerForm,
  winCustomerQuery,
  winById,
  winIdsForm,
  winPayCodeForm,
  winPayCodeQuery,
  winReportQuery,
  winScanBatchRefundForm,
  winScanOrderQuery,
  winScanRefundForm,
  winScanRemarkForm,
  winStatusForm,
  winWindowOrderQuery,
} from './codes.ts';
import type { PayCodeRow, ReportSummary, WindowSaleRow, ScanOrderRow, WindowCustomerRow } from './rows.ts';

const W = '/order-api/window-ticket';

/** 窗口客户: travel agencies and schools buying on account. */
export const windowCustomerApi = {
  page: endpoint({
    method: 'POST',
    path: `${W}/customer/page`,
    summary: 'Window customers: page',
    body: winCustomerQuery,
    perm: [P.customer],
    response: returns<Page<WindowCustomerRow>>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${W}/customer/save`,
    summary: 'Window customer: add or update',
    body: winCustomerForm,
    perm: [P.customerAdd, P.customerEdit],
    response: returns<WindowCustomerRow>(),
  }),
  batchDelete: endpoint({
    method: 'POST',
    path: `${W}/customer/batchDelete`,
    summary: 'Window customers: remove',
    body: winIdsForm,
    perm: [P.customerDelete],
    response: returns<number>(),
  }),
  batchEnable: endpoint({
    method: 'POST',
    path: `${W}/customer/batchEnable`,
    summary: 'Window customers: enable',
    body: winIdsForm,
    perm: [P.customerEnable],
    response: returns<number>(),
  }),
  batchClose: endpoint({
    method: 'POST',
    path: `${W}/customer/batchClose`,
    summary: 'Window customers: close',
    body: winIdsForm,
    perm: [P.customerEnable],
    response: returns<number>(),
  }),
  export: endpoint({
    method: 'POST',
    path: `${W}/customer/export`,
    summary: 'Window customers: export',
    body: winCustomerQuery.partial(),
    perm: [P.customerExport],
    blob: true,
  }),
};

const dateRange = z.object({ startDate: zDate, endDate: zDate, windowId: zIdFilter, sellerId: zIdFilter });
/** 售票报表: summaries by seller, window, day and method; the window's sales list, its per-date counts and export. */
export const windowReportApi = {
  summary: endpoint({
    method: 'GET',
    path: `${W}/report/summary`,
    aliases: [`${W}/salesReports`],
    summary: 'Sales summary by seller, window, day or method',
    query: winReportQuery,
    perm: [P.report],
    response: returns<ReportSummary>(),
  }),
  export: endpoint({
    method: 'GET',
    path: `${W}/report/export`,
    summary: 'Sales summary: export',
    query: winReportQuery,
    perm: [P.reportExport],
    blob: true,
  }),
  salePage: endpoint({
    method: 'GET',
    path: `${W}/sale/page`,
    aliases: [`${W}/ecard-order/page`],
    summary: 'Window sales: page',
    query: winWindowOrderQuery,
    perm: [P.report, P.sale],
    response: returns<Page<WindowSaleRow>>(),
  }),
  countDate: endpoint({
    method: 'GET',
    path: `${W}/sale/countDate`,
    summary: 'Window sales: count and money per date',
    query: dateRange,
    perm: [P.report],
    response: returns<{ date: string; sales: number; money: number }[]>(),
  }),
  queryExcel: endpoint({
    method: 'GET',
    path: `${W}/sale/queryExcel`,
    summary: 'Window sales: export',
    query: winWindowOrderQuery.partial(),
    perm: [P.reportExport],
    blob: true,
  }),
};

const SP = '/order-api/scan-pay';
/** 扫码付: payment codes the merchant prints, the orders paid through them, their refunds and remarks. */
export const scanPayApi = {
  codePage: endpoint({
    method: 'GET',
    path: `${SP}/code/page`,
    summary: 'Pay codes: page',
    query: winPayCodeQuery,
    perm: [P.setting],
    response: returns<Page<PayCodeRow>>(),
  }),
  orderPage: endpoint({
    method: 'GET',
    path: `${SP}/order/page`,
    summary: 'Scan-pay orders: page',
    query: winScanOrderQuery,
    perm: [P.setting],
    response: returns<Page<ScanOrderRow>>(),
  }),
  edit: endpoint({
    method: 'POST',
    path: `${SP}/code/edit`,
    summary: 'Pay code: add or update',
    body: winPayCodeForm,
    perm: [P.settingAdd, P.settingEdit],
    response: returns<PayCodeRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${SP}/code/remove`,
    summary: 'Pay codes: remove',
    body: winIdsForm,
    perm: [P.settingDelete],
    response: returns<number>(),
  }),
  getCode: endpoint({
    method: 'POST',
    path: `${SP}/code/get-code`,
    summary: 'Pay code: the link its QR code carries',
    body: winById,
    perm: [P.setting],
    response: returns<{ code: string; url: string }>(),
  }),
  status: endpoint({
    method: 'POST',
    path: `${SP}/code/status`,
    summary: 'Pay codes: enable or stop',
    body: winStatusForm,
    perm: [P.settingEdit],
    response: returns<number>(),
  }),
  export: endpoint({
    method: 'POST',
    path: `${SP}/code/export`,
    summary: 'Pay codes: export',
    body: winPayCodeQuery.partial(),
    perm: [P.setting],
    blob: true,
  }),
  refund: endpoint({
    method: 'POST',
    path: `${SP}/order/refund`,
    summary: 'Scan-pay order: refund',
    body: winScanRefundForm,
    perm: [P.settingEdit],
    response: returns<{ amount: number }>(),
  }),
  batchRefund: endpoint({
    method: 'POST',
    path: `${SP}/order/batch-refund`,
    summary: 'Scan-pay orders: refund',
    body: winScanBatchRefundForm,
    perm: [P.settingEdit],
    response: returns<{ refunded: number; amount: number }>(),
  }),
  remark: endpoint({
    method: 'POST',
    path: `${SP}/order/remark`,
    summary: 'Scan-pay order: remark',
    body: winScanRemarkForm,
    perm: [P.settingEdit],
    response: returns<number>(),
  }),
};
