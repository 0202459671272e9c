import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zRefundApply } from '../schemas.ts';
import { auditForm, refundFilters, refundForm, unusualAuditForm, unusualRefundForm, zOrderCode, zOrderId } from './forms.ts';
import type { CustomerRefundDetail, CustomerRefunded, OrderInfo, RefundableInfo, RefundListRow, RefundRow } from './rows.ts';

const ORDER = '/order-api';
const SCENIC = `${ORDER}/generic-poi/biz`;
const UNUSUAL = `${ORDER}/unusual`;

/** Refunds of orders: applications (customer or clerk), audits, forced and unusual refunds. */
export const refundApi = {
  detail: endpoint({
    method: 'GET',
    path: `${SCENIC}/refund-detail`,
    summary: 'Scenic order: refundable tickets and money',
    query: zOrderId,
    perm: ['order_scenic'],
    response: returns<RefundableInfo>(),
  }),
  unusualDetail: endpoint({
    method: 'GET',
    path: `${SCENIC}/unusual-refund-detail`,
    summary: 'Scenic order: unusual refund detail',
    query: zOrderId,
    perm: ['order_scenic'],
    response: returns<OrderInfo & { unusualTypeText: string }>(),
  }),
  // Full refund (all refundable tickets) and part refund (chosen guests): both go to audit.
  refund: endpoint({
    method: 'POST',
    path: `${SCENIC}/refund`,
    summary: 'Scenic order: refund (application, then audit)',
    body: refundForm,
    perm: ['order_scenic_refund'],
    response: returns<RefundRow>(),
  }),
  partRefund: endpoint({
    method: 'POST',
    path: `${SCENIC}/part-refund`,
    summary: 'Scenic order: part-refund (application, then audit)',
    body: refundForm,
    perm: ['order_scenic_part_refund'],
    response: returns<RefundRow>(),
  }),
  forcedRefund: endpoint({
    method: 'POST',
    path: `${SCENIC}/forced-refund`,
    summary: 'Scenic order: forced refund (no audit)',
    body: refundForm,
    perm: ['order_scenic_forced_refund'],
    response: returns<RefundRow>(),
  }),
  unusualRefund: endpoint({
    method: 'POST',
    path: `${SCENIC}/unusual-refund`,
    summary: 'Scenic order: unusual refund (audit, then out-audit)',
    body: unusualRefundForm,
    perm: ['order_scenic_refund'],
    response: returns<RefundRow>(),
  }),
  audit: endpoint({
    method: 'POST',
    path: `${SCENIC}/audit-refund`,
    summary: 'Refund audit: pass or reject',
    body: auditForm,
    perm: ['order_scenic_audit'],
    response: returns<RefundRow>(),
  }),
  outAudit: endpoint({
    method: 'POST',
    path: `${SCENIC}/out-audit`,
    summary: 'Refund out-audit (unusual refunds): pass or reject',
    body: auditForm,
    perm: ['order_scenic_audit'],
    response: returns<RefundRow>(),
  }),
  page: endpoint({
    method: 'GET',
    path: `${ORDER}/refund/page`,
    summary: 'Refund applications: page',
    query: refundFilters,
    perm: ['order_scenic'],
    response: returns<Page<RefundListRow>>(),
  }),
  unusualApply: endpoint({
    method: 'POST',
    path: `${UNUSUAL}/refund`,
    summary: 'Unusual order: apply a refund',
    body: unusualRefundForm,
    perm: ['order_abnormal_refund', 'order_scenic_refund'],
    response: returns<RefundRow>(),
  }),
  unusualAudit: endpoint({
    method: 'POST',
    path: `${UNUSUAL}/audit-refund`,
    summary: 'Unusual order: audit step (audit, then out-audit)',
    body: unusualAuditForm,
    perm: ['order_abnormal_audit', 'order_scenic_audit'],
    response: returns<RefundRow>(),
  }),
  customerDetail: endpoint({
    method: 'GET',
    path: `${ORDER}/h5/refund/detail`,
    summary: 'Customer: refund detail by code',
    auth: 'public',
    query: zOrderCode,
    response: returns<CustomerRefundDetail>(),
  }),
  customerApply: endpoint({
    method: 'POST',
    path: `${ORDER}/h5/refund/apply`,
    summary: 'Customer: apply for a refund (goes to audit)',
    auth: 'public',
    body: zRefundApply,
    response: returns<CustomerRefunded>(),
  }),
};
