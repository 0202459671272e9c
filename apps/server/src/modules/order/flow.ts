import { MSG, ORDER_STATUS, REFUND_STATUS, REFUND_STATUS_TEXT, REFUND_TYPE, orderStatusText } from '@yym/contract';
import { Flow } from '../../platform/flow.ts';

// ---------------------------------------------------------------- orders

export type OrderAction =
  | 'pay'
  | 'confirm'
  | 'cancel'
  | 'close'
  | 'check'
  | 'applyRefund'
  | 'refundDone'
  | 'refundRejected'
  | 'forcedRefund'
  | 'expire'
  | 'autoCheck';

/** What the order's guests look like after the action (computed by the service before the update). */
export interface OrderCtx {
  needConfirm?: boolean;
  /** Guests still unused (0) or expired (3). */
  unused: number;
  /** Guests checked (1). */
  checked: number;
  /** Guests with a refund applied (4). */
  refunding?: number;
  /** The state before the refund application (what a finished or rejected refund returns to). */
  before?: number | null;
}

/** After a refund ends: nothing left → cancelled; else back where it was, moved on by checks. */
const afterRefund = (c: OrderCtx): OrderState => {
  if (c.unused + c.checked === 0) return ORDER_STATUS.CANCELLED;
  if (c.unused === 0) return ORDER_STATUS.COMPLETED;
  if (c.before === ORDER_STATUS.EXPIRED) return ORDER_STATUS.EXPIRED;
  if (c.checked > 0) return ORDER_STATUS.IN_USE;
  return (c.before === ORDER_STATUS.CONFIRMING ? ORDER_STATUS.CONFIRMING : ORDER_STATUS.TO_BE_USED) as OrderState;
};
const afterCheck = (c: OrderCtx): OrderState => (c.unused > 0 ? ORDER_STATUS.IN_USE : ORDER_STATUS.COMPLETED);
type OrderState = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
const hasRefundable = (c: OrderCtx) => (c.unused + (c.refunding ?? 0) > 0 ? null : MSG.coNothingToRefund);

export const ORDER_FLOW = new Flow<OrderState, OrderAction, OrderCtx>(
  'order',
  [
    { from: ORDER_STATUS.PENDING_PAYMENT, action: 'pay', to: (c) => (c.needConfirm ? ORDER_STATUS.CONFIRMING : ORDER_STATUS.TO_BE_USED) },
    { from: ORDER_STATUS.PENDING_PAYMENT, action: 'cancel', to: ORDER_STATUS.CANCELLED },
    { from: ORDER_STATUS.PENDING_PAYMENT, action: 'close', to: ORDER_STATUS.CLOSED },
    { from: ORDER_STATUS.CONFIRMING, action: 'confirm', to: ORDER_STATUS.TO_BE_USED },
    { from: ORDER_STATUS.CONFIRMING, action: 'applyRefund', to: ORDER_STATUS.REFUNDING, guard: hasRefundable },
    { from: ORDER_STATUS.TO_BE_USED, action: 'check', to: afterCheck },
    { from: ORDER_STATUS.IN_USE, action: 'check', to: afterCheck },
    { from: ORDER_STATUS.TO_BE_USED, action: 'applyRefund', to: ORDER_STATUS.REFUNDING, guard: hasRefundable },
    { from: ORDER_STATUS.IN_USE, action: 'applyRefund', to: ORDER_STATUS.REFUNDING, guard: hasRefundable },
    { from: ORDER_STATUS.EXPIRED, action: 'applyRefund', to: ORDER_STATUS.REFUNDING, guard: hasRefundable },
    { from: ORDER_STATUS.REFUNDING, action: 'refundDone', to: afterRefund },
    { from: ORDER_STATUS.REFUNDING, action: 'refundRejected', to: afterRefund },
    { from: ORDER_STATUS.CONFIRMING, action: 'forcedRefund', to: afterRefund },
    { from: ORDER_STATUS.TO_BE_USED, action: 'forcedRefund', to: afterRefund },
    { from: ORDER_STATUS.IN_USE, action: 'forcedRefund', to: afterRefund },
    { from: ORDER_STATUS.COMPLETED, action: 'forcedRefund', to: afterRefund },
    { from: ORDER_STATUS.EXPIRED, action: 'forcedRefund', to: afterRefund },
    { from: ORDER_STATUS.TO_BE_USED, action: 'expire', to: ORDER_STATUS.EXPIRED },
    { from: ORDER_STATUS.IN_USE, action: 'expire', to: ORDER_STATUS.COMPLETED },
    { from: ORDER_STATUS.TO_BE_USED, action: 'autoCheck', to: ORDER_STATUS.COMPLETED },
    { from: ORDER_STATUS.IN_USE, action: 'autoCheck', to: ORDER_STATUS.COMPLETED },
  ],
  (s) => orderStatusText(s),
  {
    pay: '支付',
    confirm: '确认',
    cancel: '取消',
    close: '关闭',
    check: '核销',
    applyRefund: '申请退款',
    refundDone: '退款',
    refundRejected: '驳回退款',
    forcedRefund: '强制退款',
    expire: '过期',
    autoCheck: '过期自动核销',
  },
);

// ---------------------------------------------------------------- refunds

export { REFUND_STATUS, REFUND_STATUS_TEXT, REFUND_TYPE };

export type RefundAction = 'apply' | 'force' | 'pass' | 'reject' | 'outPass' | 'outReject';
type RefundState = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

/** Unusual refunds (money without a ticket behind it) need a second, out-of-account audit. */
export const REFUND_FLOW = new Flow<RefundState, RefundAction, { refundType: number }>(
  'refund',
  [
    { from: REFUND_STATUS.NONE, action: 'apply', to: REFUND_STATUS.AUDITING },
    { from: REFUND_STATUS.NONE, action: 'force', to: REFUND_STATUS.REFUNDED },
    {
      from: REFUND_STATUS.AUDITING,
      action: 'pass',
      to: (c) => (c.refundType === REFUND_TYPE.UNUSUAL ? REFUND_STATUS.OUT_AUDITING : REFUND_STATUS.REFUNDED),
    },
    { from: REFUND_STATUS.AUDITING, action: 'reject', to: REFUND_STATUS.REJECTED },
    { from: REFUND_STATUS.OUT_AUDITING, action: 'outPass', to: REFUND_STATUS.REFUNDED },
    { from: REFUND_STATUS.OUT_AUDITING, action: 'outReject', to: REFUND_STATUS.REJECTED },
  ],
  (s) => REFUND_STATUS_TEXT[s] ?? String(s),
  { apply: '申请退款', force: '强制退款', pass: '审核通过', reject: '审核驳回', outPass: '出账审核通过', outReject: '出账审核驳回' },
);

export { SHELF_FLOW, type ShelfAction } from '../../platform/flow.ts';
