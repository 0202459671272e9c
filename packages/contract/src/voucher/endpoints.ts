import type { ZodType } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  pkgBatchVerifyForm,
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
  packageForm,
  packageQuery,
  pkgAuditForm,
  pkgConfirmForm,
  pkgOrderFilters,
  pkgOutForm,
  pkgRefundForm,
  pkgRefuseForm,
  vcRecommendForm,
  vcRecordQuery,
  vcRemarkForm,
  voucherId,
  voucherIds,
  voucherMailForm,
  voucherOrderId,
  voucherShelfForm,
} from './forms.ts';
import type {
  GpvRow,
  GpvSaleDay,
  GpvSaleRow,
  GpvVerifyRow,
  PackageRecordRow,
  PackageRow,
  VoucherPoiOption,
  VoucherSecondInfo,
  VoucherStatusCount,
  VoucherStatusOption,
  StoreGpv,
  StorePackage,
  StoreVoucherOrder,
  VoucherSubOrderRow,
  VoucherBooked,
  VoucherLogRow,
  VoucherMessageRow,
  VoucherOrderDetail,
  VoucherOrderRow,
  VoucherPreview,
  VoucherRefundRow,
} from './rows.ts';

const PK = '/yym-product-api/package-coupon';
const PO = '/order-api/package-coupon/order';
const GV = '/yym-marketing-api/gpv';
const GO = '/order-api/gpv/order';
const GR = '/yym-biz-report/gpv';

/** Button codes (menus-commerce.ts). */
export const VOUCHER_PERMS = {
  pkgView: 'meal_set_coupon_view',
  pkgAdd: 'meal_set_coupon_add',
  pkgEdit: 'meal_set_coupon_edit',
  pkgDelete: 'meal_set_coupon_delete',
  pkgExport: 'meal_set_coupon_export',
  pkgShelf: 'meal_set_coupon_shelf',
  pkgCopy: 'meal_set_coupon_copy',
  pkgRecommend: 'meal_set_coupon_recommend',
  orderView: 'order_package_coupon_view',
  orderExport: 'order_package_coupon_export',
  orderRefund: 'order_package_coupon_refund',
  orderAudit: 'order_package_coupon_audit',
  orderRemark: 'order_package_coupon_remark',
  orderConfirm: 'order_package_coupon_confirm',
  orderOut: 'order_package_coupon_out',
  orderNotify: 'order_package_coupon_notify',
  orderVerify: 'order_package_coupon_verify',
  gpvView: 'group_coupon_view',
  gpvAdd: 'group_coupon_add',
  gpvEdit: 'group_coupon_edit',
  gpvDelete: 'group_coupon_delete',
  gpvExport: 'group_coupon_export',
  gpvShelf: 'group_coupon_shelf',
  gpvCopy: 'group_coupon_copy',
  gpvOrder: 'group_coupon_order',
  gpvRefund: 'group_coupon_refund',
  gpvVerify: 'group_coupon_verify',
  gpvReport: 'group_coupon_report',
} as const;
const P = VOUCHER_PERMS;
const PKG_READ = [P.pkgView, P.pkgAdd, P.pkgEdit];
const ORDER_READ = [P.orderView];
const GPV_READ = [P.gpvView, P.gpvAdd, P.gpvEdit];
const GPV_EDIT = [P.gpvAdd, P.gpvEdit];

const get = <Q extends ZodType | undefined, R>(path: string, summary: string, query: Q, perm: readonly string[]) =>
  endpoint({ method: 'GET', path, summary, query, perm, response: returns<R>() });
const post = <B extends ZodType, R>(path: string, summary: string, body: B, perm: readonly string[]) =>
  endpoint({ method: 'POST', path, summary, body, perm, response: returns<R>() });

/** yym-product-api: package vouchers (套餐券). */
export const packageApi = {
  page: get<typeof packageQuery, Page<PackageRow>>(`${PK}/page`, 'Package voucher: page', packageQuery, PKG_READ),
  detail: get<typeof voucherId, PackageRow>(`${PK}/detail`, 'Package voucher: one', voucherId, PKG_READ),
  submit: post<typeof packageForm, PackageRow>(`${PK}/submit`, 'Package voucher: create or save', packageForm, [P.pkgAdd, P.pkgEdit]),
  exportFile: endpoint({
    method: 'GET',
    path: `${PK}/export`,
    summary: 'Package voucher: export (xlsx)',
    query: packageQuery,
    perm: [P.pkgExport],
    blob: true,
  }),
  shelves: post<typeof voucherShelfForm, number>(`${PK}/shelves`, 'Package voucher: on or off shelf', voucherShelfForm, [P.pkgShelf]),
  remove: endpoint({
    method: 'POST',
    path: `${PK}/delete`,
    summary: 'Package voucher: delete (off shelf only)',
    query: voucherIds,
    perm: [P.pkgDelete],
    response: returns<number>(),
  }),
  preview: get<typeof voucherId, VoucherPreview>(`${PK}/preview`, 'Package voucher: storefront link', voucherId, PKG_READ),
  recommend: post<typeof vcRecommendForm, boolean>(
    `${PK}/submitOfflineRecommend`,
    'Package voucher: offline recommendation on or off',
    vcRecommendForm,
    [P.pkgRecommend],
  ),
  copy: get<typeof voucherId, PackageRow>(`${PK}/copy`, 'Package voucher: copy (off shelf, nothing sold)', voucherId, [P.pkgCopy]),
  recordPage: get<typeof vcRecordQuery, Page<PackageRecordRow>>(
    `${PK}/record/page`,
    'Package voucher: change records',
    vcRecordQuery,
    PKG_READ,
  ),
  poiList: get<undefined, VoucherPoiOption[]>(`${PK}/poi/list`, 'Vouchers: scenic spots to pick (where a voucher is used)', undefined, [
    ...PKG_READ,
    ...GPV_READ,
    P.gpvVerify,
    P.orderVerify,
  ]),
};

const pkgGet = <R>(path: string, summary: string) => get<typeof voucherOrderId, R>(`${PO}/${path}`, summary, voucherOrderId, ORDER_READ);

/** order-api: package-voucher orders (ord_order rows of kind 'package'). */
export const packageOrderApi = {
  page: post<typeof pkgOrderFilters, Page<VoucherOrderRow>>(`${PO}/page`, 'Package order: page', pkgOrderFilters, ORDER_READ),
  countStatus: get<undefined, VoucherStatusCount[]>(
    `${PO}/count-order-status`,
    'Package order: count by state (tabs)',
    undefined,
    ORDER_READ,
  ),
  exportFile: endpoint({
    method: 'POST',
    path: `${PO}/export`,
    summary: 'Package order: export (xlsx)',
    body: pkgOrderFilters,
    perm: [P.orderExport],
    blob: true,
  }),
  orderInfo: pkgGet<VoucherOrderDetail>('order-info', 'Package order: detail with vouchers, refunds and allowed actions'),
  spOrderInfo: pkgGet<VoucherSubOrderRow[]>('sp-order-info', 'Package order: its vouchers and their uses'),
  process: pkgGet<VoucherLogRow[]>('order-process', 'Package order: state log (every flow step)'),
  refundLog: pkgGet<VoucherLogRow[]>('refund-log', 'Package order: refund log'),
  operateLog: pkgGet<VoucherLogRow[]>('operate-log', 'Package order: operate log'),
  remark: post<typeof vcRemarkForm, boolean>(`${PO}/remarks`, 'Package order: set the remark', vcRemarkForm, [P.orderRemark]),
  refundDetail: pkgGet<VoucherRefundRow[]>('refund-detail', 'Package order: its refunds'),
  refund: post<typeof pkgRefundForm, { pkgStatus: number }>(
    `${PO}/refund`,
    'Package order: apply for the refund of the unused vouchers (refund audit, then out-audit)',
    pkgRefundForm,
    [P.orderRefund],
  ),
  auditRefund: post<typeof pkgAuditForm, { pkgStatus: number }>(
    `${PO}/audit-refund`,
    'Package order: refund audit (pass → out-audit; reject → back)',
    pkgAuditForm,
    [P.orderAudit],
  ),
  auditOut: post<typeof pkgAuditForm, { pkgStatus: number }>(
    `${PO}/audit-out`,
    'Package order: out-audit (pass → money back through the refund path; reject → back)',
    pkgAuditForm,
    [P.orderAudit],
  ),
  confirm: post<typeof pkgConfirmForm, { pkgStatus: number }>(
    `${PO}/confirm`,
    'Package order: the supplier confirms (→ second confirm or issue)',
    pkgConfirmForm,
    [P.orderConfirm],
  ),
  refuse: post<typeof pkgRefuseForm, { pkgStatus: number }>(
    `${PO}/refuse`,
    'Package order: the supplier refuses (money back at once)',
    pkgRefuseForm,
    [P.orderConfirm],
  ),
  outConfirm: post<typeof pkgOutForm, { pkgStatus: number }>(
    `${PO}/out-confirm`,
    'Package order: issue (出票) the vouchers; success SMS to the buyer',
    pkgOutForm,
    [P.orderOut],
  ),
  sendSms: endpoint({
    method: 'POST',
    path: `${PO}/send-confirm-sms`,
    summary: 'Package order: SMS the confirmation to the buyer (after commit; recorded)',
    body: voucherOrderId,
    perm: [P.orderNotify],
    response: returns<VoucherMessageRow>(),
  }),
  confirmEmail: post<typeof voucherMailForm, VoucherMessageRow>(
    `${PO}/confirm-email`,
    'Package order: e-mail the confirmation (after commit; recorded)',
    voucherMailForm,
    [P.orderNotify],
  ),
  mailTemplate: pkgGet<{ to: string; subject: string; content: string }>(
    'mail-template',
    'Package order: the confirmation e-mail, filled in',
  ),
  orderStatus: get<undefined, VoucherStatusOption[]>(`${PO}/order-status`, 'Package order: the state code table', undefined, ORDER_READ),
  batchVerify: post<typeof pkgBatchVerifyForm, { checked: number }>(
    `${PO}/manual-batch-verify`,
    'Package order: manual batch verify (one use of each voucher of the chosen orders, through the gate path)',
    pkgBatchVerifyForm,
    [P.orderVerify],
  ),
  secondConfirm: post<typeof pkgConfirmForm, { pkgStatus: number }>(
    `${PO}/second-confirm`,
    'Package order: second confirmation',
    pkgConfirmForm,
    [P.orderConfirm],
  ),
  secondOut: post<typeof pkgOutForm, { pkgStatus: number }>(
    `${PO}/second-out`,
    'Package order: second out (issue again after a failed issue)',
    pkgOutForm,
    [P.orderOut],
  ),
  secondLog: pkgGet<VoucherLogRow[]>('second-log', 'Package order: the second confirmation and second out steps'),
  secondInfo: pkgGet<VoucherSecondInfo>('second-info', 'Package order: confirmation, second confirmation and issue details'),
  emailLog: pkgGet<VoucherMessageRow[]>('email-log', 'Package order: SMS and e-mails sent'),
};

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
