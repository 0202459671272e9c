import { MSG, ORDER_STATUS as S, orderStatusText } from '@yym/contract';
import { bad } from '../../platform/errors.ts';

/**
 * State machines as data: (from, action) → to, with an optional guard. The services call `next`,
 * which answers the target state or refuses with a clear message; the tests walk the same tables.
 */
export interface Rule<St extends number, A extends string, C> {
  from: St;
  action: A;
  to: St | ((c: C) => St);
  /** A message when the action is not allowed for this context, else null. */
  guard?: (c: C) => string | null;
}

export class Flow<St extends number, A extends string, C = void> {
  constructor(
    readonly name: string,
    readonly rules: readonly Rule<St, A, C>[],
    readonly stateText: (s: number) => string,
    readonly actionText: Record<A, string>,
  ) {}

  rule(from: number, action: A): Rule<St, A, C> | undefined {
    return this.rules.find((r) => r.from === from && r.action === action);
  }

  /** Actions allowed from a state (for buttons and tests). */
  actionsFrom(from: number): A[] {
    return this.rules.filter((r) => r.from === from).map((r) => r.action);
  }

  /** The target state, or a 400 with 当前状态(x)不允许y. */
  next(from: number, action: A, c: C): St {
    const r = this.rule(from, action);
    if (!r) throw bad(MSG.coActionNotAllowed(this.stateText(from), this.actionText[action]));
    const refusal = r.guard?.(c);
    if (refusal) throw bad(refusal);
    return typeof r.to === 'function' ? r.to(c) : r.to;
  }

  refuse(from: number, action: A) {
    return bad(MSG.coActionNotAllowed(this.stateText(from), this.actionText[action]));
  }
}

// ---------------------------------------------------------------- orders

export type OrderAction =
  | 'pay' | 'confirm' | 'cancel' | 'close' | 'check' | 'applyRefund' | 'refundDone' | 'refundRejected'
  | 'forcedRefund' | 'expire' | 'autoCheck';

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
const afterRefund = (c: OrderCtx): OS => {
  if (c.unused + c.checked === 0) return S.CANCELLED;
  if (c.unused === 0) return S.COMPLETED;
  if (c.before === S.EXPIRED) return S.EXPIRED;
  if (c.checked > 0) return S.IN_USE;
  return (c.before === S.CONFIRMING ? S.CONFIRMING : S.TO_BE_USED) as OS;
};
const afterCheck = (c: OrderCtx): OS => (c.unused > 0 ? S.IN_USE : S.COMPLETED);
type OS = (typeof S)[keyof typeof S];
const hasRefundable = (c: OrderCtx) => (c.unused + (c.refunding ?? 0) > 0 ? null : MSG.coNothingToRefund);

export const ORDER_FLOW = new Flow<OS, OrderAction, OrderCtx>(
  'order',
  [
    { from: S.PENDING_PAYMENT, action: 'pay', to: (c) => (c.needConfirm ? S.CONFIRMING : S.TO_BE_USED) },
    { from: S.PENDING_PAYMENT, action: 'cancel', to: S.CANCELLED },
    { from: S.PENDING_PAYMENT, action: 'close', to: S.CLOSED },
    { from: S.CONFIRMING, action: 'confirm', to: S.TO_BE_USED },
    { from: S.CONFIRMING, action: 'applyRefund', to: S.REFUNDING, guard: hasRefundable },
    { from: S.TO_BE_USED, action: 'check', to: afterCheck },
    { from: S.IN_USE, action: 'check', to: afterCheck },
    { from: S.TO_BE_USED, action: 'applyRefund', to: S.REFUNDING, guard: hasRefundable },
    { from: S.IN_USE, action: 'applyRefund', to: S.REFUNDING, guard: hasRefundable },
    { from: S.EXPIRED, action: 'applyRefund', to: S.REFUNDING, guard: hasRefundable },
    { from: S.REFUNDING, action: 'refundDone', to: afterRefund },
    { from: S.REFUNDING, action: 'refundRejected', to: afterRefund },
    { from: S.CONFIRMING, action: 'forcedRefund', to: afterRefund },
    { from: S.TO_BE_USED, action: 'forcedRefund', to: afterRefund },
    { from: S.IN_USE, action: 'forcedRefund', to: afterRefund },
    { from: S.COMPLETED, action: 'forcedRefund', to: afterRefund },
    { from: S.EXPIRED, action: 'forcedRefund', to: afterRefund },
    { from: S.TO_BE_USED, action: 'expire', to: S.EXPIRED },
    { from: S.IN_USE, action: 'expire', to: S.COMPLETED },
    { from: S.TO_BE_USED, action: 'autoCheck', to: S.COMPLETED },
    { from: S.IN_USE, action: 'autoCheck', to: S.COMPLETED },
  ],
  (s) => orderStatusText(s),
  {
    pay: '支付', confirm: '确认', cancel: '取消', close: '关闭', check: '核销', applyRefund: '申请退款',
    refundDone: '退款', refundRejected: '驳回退款', forcedRefund: '强制退款', expire: '过期', autoCheck: '过期自动核销',
  },
);

// ---------------------------------------------------------------- refunds

export const REFUND_STATUS = { NONE: 0, AUDITING: 10, OUT_AUDITING: 20, REFUNDED: 30, REJECTED: 40 } as const;
export const REFUND_STATUS_TEXT: Record<number, string> = { 0: '未申请', 10: '待审核', 20: '待出账审核', 30: '已退款', 40: '已驳回' };
export const REFUND_TYPE = { CUSTOMER: 1, MERCHANT: 2, FORCED: 3, UNUSUAL: 4 } as const;
export const REFUND_TYPE_TEXT: Record<number, string> = { 1: '用户申请退款', 2: '商家退款', 3: '强制退款', 4: '异常退款' };

export type RefundAction = 'apply' | 'force' | 'pass' | 'reject' | 'outPass' | 'outReject';
type RS = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

/** Unusual refunds (money without a ticket behind it) need a second, out-of-account audit. */
export const REFUND_FLOW = new Flow<RS, RefundAction, { refundType: number }>(
  'refund',
  [
    { from: REFUND_STATUS.NONE, action: 'apply', to: REFUND_STATUS.AUDITING },
    { from: REFUND_STATUS.NONE, action: 'force', to: REFUND_STATUS.REFUNDED },
    { from: REFUND_STATUS.AUDITING, action: 'pass', to: (c) => (c.refundType === REFUND_TYPE.UNUSUAL ? REFUND_STATUS.OUT_AUDITING : REFUND_STATUS.REFUNDED) },
    { from: REFUND_STATUS.AUDITING, action: 'reject', to: REFUND_STATUS.REJECTED },
    { from: REFUND_STATUS.OUT_AUDITING, action: 'outPass', to: REFUND_STATUS.REFUNDED },
    { from: REFUND_STATUS.OUT_AUDITING, action: 'outReject', to: REFUND_STATUS.REJECTED },
  ],
  (s) => REFUND_STATUS_TEXT[s] ?? String(s),
  { apply: '申请退款', force: '强制退款', pass: '审核通过', reject: '审核驳回', outPass: '出账审核通过', outReject: '出账审核驳回' },
);

// ---------------------------------------------------------------- shelves

export type ShelfAction = 'onShelf' | 'offShelf';
export const SHELF_FLOW = new Flow<0 | 1, ShelfAction, { sellable: boolean }>(
  'shelf',
  [
    { from: 0, action: 'onShelf', to: 1, guard: (c) => (c.sellable ? null : MSG.coCalendarRequired) },
    { from: 1, action: 'offShelf', to: 0 },
  ],
  (s) => (s === 1 ? '已上架' : '已下架'),
  { onShelf: '上架', offShelf: '下架' },
);
