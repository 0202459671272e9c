/** Guest (ticket) states of an order. */
export const TICKET_STATUS = { UNUSED: 0, CHECKED: 1, REFUNDED: 2, EXPIRED: 3, REFUNDING: 4 } as const;
export const TICKET_STATUS_TEXT: Record<number, string> = { 0: '未使用', 1: '已核销', 2: '已退款', 3: '已过期', 4: '退款中' };

export const REFUND_STATUS = { NONE: 0, AUDITING: 10, OUT_AUDITING: 20, REFUNDED: 30, REJECTED: 40 } as const;
export const REFUND_STATUS_TEXT: Record<number, string> = { 0: '未申请', 10: '待审核', 20: '待出账审核', 30: '已退款', 40: '已驳回' };
export const REFUND_TYPE = { CUSTOMER: 1, MERCHANT: 2, FORCED: 3, UNUSUAL: 4 } as const;
export const REFUND_TYPE_TEXT: Record<number, string> = { 1: '用户申请退款', 2: '商家退款', 3: '强制退款', 4: '异常退款' };

/** Why an order is unusual (money without a ticket behind it, or a refund that failed). */
export const UNUSUAL_TYPE_TEXT: Record<number, string> = { 1: '订单关闭后支付', 2: '重复支付', 3: '退款失败' };

/** The order's logs: what each lists, and the path segment of its call. */
export type OrderLogKind = 'process' | 'refund' | 'operate' | 'reschedule';
export type OrderLogPath = 'order-process' | 'refund-log' | 'operate-log' | 'reschedule-log';

/** Money rows of an order: pay, refund (of a refund application), return (a stray payment sent back at once). */
export const TRADE_KIND_TEXT: Record<string, string> = { pay: '支付', refund: '退款', return: '重复支付退回' };
/** created: open (one per order); closed: never paid; returned: paid, then sent straight back. */
export const TRADE_STATUS_TEXT: Record<string, string> = {
  created: '待支付',
  done: '已完成',
  failed: '失败',
  closed: '已关闭',
  returned: '已原路退回',
};
/** What the order's logs say about a payment that arrived when the order could not take it. */
export const PAY_MSG = {
  strayReturned: (tradeNo: string, returnNo: string, amount: number, why: string) =>
    `${why}: 支付单 ${tradeNo} 的 ${amount} 分已原路退回 (退款单 ${returnNo})`,
  whyAlreadyPaid: '订单已支付, 重复支付',
  whyNotLive: '支付单已失效',
  strayReturnFailed: '重复支付退回失败, 请稍后重试',
};
