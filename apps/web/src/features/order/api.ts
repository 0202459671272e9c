import {
  orderApi,
  orderLogEndpoint,
  refundApi,
  type OrderInfo,
  type OrderLogPath,
  type OrderRow,
  type RefundListRow,
  type UnusualOrderRow,
} from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { OrderInfo, OrderRow, OrderLogPath, RefundListRow, UnusualOrderRow } from '@yym/contract';
export { TICKET_STATUS_TEXT } from '@yym/contract';

/** The total of a list answer (a page, or a plain array). */

export const scenicOrders = defineResource<OrderRow>({
  key: 'scenic-orders',
  list: (query) => call(orderApi.page, { query }),
  detail: (orderId) => call(orderApi.info, { query: { orderId } }) as Promise<OrderInfo>,
  exportFile: (query) => call(orderApi.exportFile, { query }),
});

/** An order's logs, one tab each: list with `{ orderId, kind }`. */
export const orderLogs = defineResource({
  key: 'scenic-order-log',
  list: (query) => call(orderLogEndpoint[query.kind as OrderLogPath], { query: { orderId: String(query.orderId) } }),
});

export const unusualOrders = defineResource<UnusualOrderRow>({ key: 'unusual', list: (query) => call(orderApi.unusualPage, { query }) });
export const refunds = defineResource<RefundListRow>({ key: 'refunds', list: (query) => call(refundApi.page, { query }) });

export const orderActions = {
  reschedule: (orderId: string, touristDate: string) => call(orderApi.reschedule, { body: { orderId, touristDate } }),
  // money calls carry the intent's key (one per dialog; an audit's is its refund and answer)
  partRefund: (orderId: string, guestIds: string[], reason: string, idempotencyKey: string) =>
    call(refundApi.partRefund, { body: { orderId, guestIds, reason, idempotencyKey } }),
  forcedRefund: (orderId: string, guestIds: string[], reason: string, idempotencyKey: string) =>
    call(refundApi.forcedRefund, { body: { orderId, guestIds, reason, idempotencyKey } }),
  audit: (refundId: string, pass: boolean, remark?: string) =>
    call(refundApi.audit, { body: { refundId, pass, remark, idempotencyKey: `audit:${refundId}:${pass ? 'pass' : 'reject'}` } }),
  unusualRefund: (orderId: string, reason: string) => call(refundApi.unusualApply, { body: { orderId, reason } }),
  unusualAudit: (refundId: string, pass: boolean, step: 'audit' | 'out') =>
    call(refundApi.unusualAudit, {
      body: { refundId, pass, step, idempotencyKey: `unusual:${refundId}:${step}:${pass ? 'pass' : 'reject'}` },
    }),
};
