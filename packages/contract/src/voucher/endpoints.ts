import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  pkgBatchVerifyForm,
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
  PackageRecordRow,
  PackageRow,
  VoucherPoiOption,
  VoucherSecondInfo,
  VoucherStatusCount,
  VoucherStatusOption,
  VoucherSubOrderRow,
  VoucherLogRow,
  VoucherMessageRow,
  VoucherOrderDetail,
  VoucherOrderRow,
  VoucherPreview,
  VoucherRefundRow,
} from './rows.ts';

import { GPV_READ, ORDER_READ, P, PK, PKG_READ, PO, get, post } from './calls.ts';

export { VOUCHER_PERMS } from './calls.ts';

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
