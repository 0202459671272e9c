import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  gpvBasicForm,
  gpvDetailForm,
  gpvLogQuery,
  gpvOrderFilters,
  gpvQuery,
  gpvRefundForm,
  gpvReportQuery,
  gpvRuleForm,
  vcGpvVerifyForm,
  h5GpvBuyForm,
  h5PackageBuyForm,
  h5VoucherCode,
  h5VoucherQuery,
  vcRemarkForm,
  voucherId,
  voucherIds,
  voucherOrderId,
  voucherShelfForm,
} from './forms.ts';
import type {
  GpvRow,
  GpvSaleDay,
  GpvSaleRow,
  GpvVerifyRow,
  VoucherPoiOption,
  VoucherStatusOption,
  StoreGpv,
  StorePackage,
  StoreVoucherOrder,
  VoucherSubOrderRow,
  VoucherBooked,
  VoucherLogRow,
  VoucherOrderDetail,
  VoucherOrderRow,
  VoucherPreview,
  VoucherRefundRow,
} from './rows.ts';

import { GO, GPV_EDIT, GPV_READ, GR, GV, P, get, post } from './calls.ts';

/** yym-marketing-api: group-purchase vouchers (团购券). */
export const gpvApi = {
  page: get<typeof gpvQuery, Page<GpvRow>>(`${GV}/page`, 'Gpv: page', gpvQuery, GPV_READ),
  shelf: post<typeof voucherShelfForm, number>(`${GV}/shelfOnOrOff`, 'Gpv: on or off shelf', voucherShelfForm, [P.gpvShelf]),
  copy: get<typeof voucherId, GpvRow>(`${GV}/copy`, 'Gpv: copy (off shelf, nothing sold)', voucherId, [P.gpvCopy]),
  preview: get<typeof voucherId, VoucherPreview>(`${GV}/preview`, 'Gpv: storefront link', voucherId, GPV_READ),
  remove: endpoint({
    method: 'POST',
    path: `${GV}/remove`,
    summary: 'Gpv: remove (off shelf only)',
    query: voucherIds,
    perm: [P.gpvDelete],
    response: returns<number>(),
  }),
  exportFile: endpoint({
    method: 'GET',
    path: `${GV}/export`,
    summary: 'Gpv: export (xlsx)',
    query: gpvQuery,
    perm: [P.gpvExport],
    blob: true,
  }),
  basicInfo: get<typeof voucherId, GpvRow>(`${GV}/basic-info`, 'Gpv: basic info', voucherId, GPV_READ),
  basicSave: post<typeof gpvBasicForm, GpvRow>(
    `${GV}/basic-info/save`,
    'Gpv: save basic info (creates when no id)',
    gpvBasicForm,
    GPV_EDIT,
  ),
  detail: get<typeof voucherId, GpvRow>(`${GV}/detail`, 'Gpv: detail (intro, notice)', voucherId, GPV_READ),
  detailSave: post<typeof gpvDetailForm, GpvRow>(`${GV}/detail/save`, 'Gpv: save the detail', gpvDetailForm, GPV_EDIT),
  rule: get<typeof voucherId, GpvRow>(`${GV}/rule`, 'Gpv: rule (who, when, how many per order)', voucherId, GPV_READ),
  ruleSave: post<typeof gpvRuleForm, GpvRow>(`${GV}/rule/save`, 'Gpv: save the rule', gpvRuleForm, GPV_EDIT),
};

const gpvOrderGet = <R>(path: string, summary: string) =>
  get<typeof voucherOrderId, R>(`${GO}/${path}`, summary, voucherOrderId, [P.gpvOrder]);

/** order-api: gpv orders (ord_order rows of kind 'gpv', one ord_guest sub-order per person). */
export const gpvOrderApi = {
  page: post<typeof gpvOrderFilters, Page<VoucherOrderRow>>(`${GO}/page`, 'Gpv order: page', gpvOrderFilters, [P.gpvOrder]),
  detail: gpvOrderGet<VoucherOrderDetail>('detail', 'Gpv order: detail'),
  subOrders: gpvOrderGet<VoucherSubOrderRow[]>('sub-orders', 'Gpv order: its sub-orders (one per person)'),
  refundDetail: gpvOrderGet<VoucherRefundRow[]>('refund-detail', 'Gpv order: its refunds'),
  refund: post<typeof gpvRefundForm, { orderStatus: number; amount: number }>(
    `${GO}/refund`,
    'Gpv order: refund chosen sub-orders (through the refund path; the merchant approves its own refund)',
    gpvRefundForm,
    [P.gpvRefund],
  ),
  logs: get<typeof gpvLogQuery, VoucherLogRow[]>(`${GO}/logs`, 'Gpv order: logs (process, refund, operate)', gpvLogQuery, [P.gpvOrder]),
  remark: post<typeof vcRemarkForm, boolean>(`${GO}/remarks`, 'Gpv order: set the remark', vcRemarkForm, [P.gpvOrder]),
  orderStatus: get<undefined, VoucherStatusOption[]>(`${GO}/order-status`, 'Gpv order: the status code table', undefined, [P.gpvOrder]),
  verifyPois: get<undefined, VoucherPoiOption[]>(
    `${GO}/manual-verify/poi-list`,
    'Gpv order: where a manual verify may be recorded',
    undefined,
    [P.gpvVerify],
  ),
  verify: post<typeof vcGpvVerifyForm, { checked: number }>(
    `${GO}/manual-verify/submit`,
    'Gpv order: manual verify of chosen sub-orders at a POI (the gate path)',
    vcGpvVerifyForm,
    [P.gpvVerify],
  ),
};

/** yym-biz-report: gpv reports, computed from the area's own rows. */
export const gpvReportApi = {
  saleSummary: get<typeof gpvReportQuery, GpvSaleDay[]>(`${GR}/sale-summary`, 'Gpv report: sales by day', gpvReportQuery, [P.gpvReport]),
  byGpv: get<typeof gpvReportQuery, GpvSaleRow[]>(`${GR}/group-by-gpv`, 'Gpv report: sales by voucher', gpvReportQuery, [P.gpvReport]),
  exportFile: endpoint({
    method: 'GET',
    path: `${GR}/export`,
    summary: 'Gpv report: sales by voucher (xlsx)',
    query: gpvReportQuery,
    perm: [P.gpvReport],
    blob: true,
  }),
  verifySummary: get<typeof gpvReportQuery, GpvVerifyRow[]>(
    `${GR}/verify-summary`,
    'Gpv report: verifications by day and POI',
    gpvReportQuery,
    [P.gpvReport],
  ),
  verifyExport: endpoint({
    method: 'GET',
    path: `${GR}/verify-summary/export`,
    summary: 'Gpv report: verifications (xlsx)',
    query: gpvReportQuery,
    perm: [P.gpvReport],
    blob: true,
  }),
};

/** Storefront (public): the vouchers on shelf, buying them, the customer's voucher order by its code. */
export const h5VoucherApi = {
  packageDetail: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/package-coupon/detail',
    auth: 'public',
    summary: 'Storefront: a package voucher on shelf',
    query: h5VoucherQuery,
    response: returns<StorePackage>(),
  }),
  packageBuy: endpoint({
    method: 'POST',
    path: '/order-api/h5/package-coupon/order/place',
    auth: 'public',
    summary: 'Storefront: buy package vouchers (stock taken in one statement; throttled; idempotent by key)',
    body: h5PackageBuyForm,
    response: returns<VoucherBooked>(),
  }),
  gpvDetail: endpoint({
    method: 'GET',
    path: '/yym-marketing-api/h5/gpv/detail',
    auth: 'public',
    summary: 'Storefront: a group-purchase voucher on shelf',
    query: h5VoucherQuery,
    response: returns<StoreGpv>(),
  }),
  gpvBuy: endpoint({
    method: 'POST',
    path: '/order-api/h5/gpv/order/place',
    auth: 'public',
    summary: 'Storefront: buy a group-purchase voucher for a group (one sub-order per person)',
    body: h5GpvBuyForm,
    response: returns<VoucherBooked>(),
  }),
  order: endpoint({
    method: 'GET',
    path: '/order-api/h5/voucher/order/detail',
    auth: 'public',
    summary: "Storefront: the customer's voucher order by its code, with each voucher's QR",
    query: h5VoucherCode,
    response: returns<StoreVoucherOrder>(),
  }),
};
