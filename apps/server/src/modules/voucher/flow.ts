import { PKG_STATUS as S, pkgStatusText, type PkgStatus } from '@yym/contract';
import { Flow } from '../../platform/flow.ts';

export type PkgAction =
  | 'pay'
  | 'close'
  | 'confirm'
  | 'secondConfirm'
  | 'refuse'
  | 'outConfirm'
  | 'secondOut'
  | 'applyRefund'
  | 'auditPass'
  | 'auditReject'
  | 'outPass'
  | 'outReject';

/** What a move needs to know beyond the state. */
export interface PkgCtx {
  /** The package asks for a second confirmation after the first. */
  needSecond?: boolean;
  /** The supplier issued the vouchers (out-confirm, second out). */
  ok?: boolean;
  /** Where a refund that ends (rejected, or some vouchers kept) returns to. */
  before?: number | null;
  /** Vouchers left unrefunded once the refund is paid. */
  kept?: number;
}

const back = (c: PkgCtx): PkgStatus => (c.before ?? S.OUT_DONE) as PkgStatus;

/**
 * The package-voucher order's states and moves (spec 3 §4: confirm, second confirm, second out, refund
 * audit, out-audit). The service moves vc_order.pkg_status only through this table (a move it does not
 * allow answers 当前状态(x)不允许y and changes nothing); the money and the ticket rows move through the
 * order area's ORDER_FLOW and REFUND_FLOW behind it. The property test walks the same table.
 */
export const PKG_FLOW = new Flow<PkgStatus, PkgAction, PkgCtx>(
  'package-order',
  [
    { from: S.UNPAID, action: 'pay', to: S.WAIT_CONFIRM },
    { from: S.UNPAID, action: 'close', to: S.CLOSED },
    { from: S.WAIT_CONFIRM, action: 'confirm', to: (c) => (c.needSecond ? S.WAIT_SECOND : S.WAIT_OUT) },
    { from: S.WAIT_SECOND, action: 'secondConfirm', to: S.WAIT_OUT },
    { from: S.WAIT_CONFIRM, action: 'refuse', to: S.REFUSED },
    { from: S.WAIT_SECOND, action: 'refuse', to: S.REFUSED },
    { from: S.WAIT_OUT, action: 'refuse', to: S.REFUSED },
    { from: S.OUT_FAILED, action: 'refuse', to: S.REFUSED },
    { from: S.WAIT_OUT, action: 'outConfirm', to: (c) => (c.ok === false ? S.OUT_FAILED : S.OUT_DONE) },
    { from: S.OUT_FAILED, action: 'secondOut', to: (c) => (c.ok === false ? S.OUT_FAILED : S.OUT_DONE) },
    { from: S.WAIT_CONFIRM, action: 'applyRefund', to: S.REFUND_AUDIT },
    { from: S.WAIT_SECOND, action: 'applyRefund', to: S.REFUND_AUDIT },
    { from: S.OUT_DONE, action: 'applyRefund', to: S.REFUND_AUDIT },
    { from: S.REFUND_AUDIT, action: 'auditPass', to: S.OUT_AUDIT },
    { from: S.REFUND_AUDIT, action: 'auditReject', to: back },
    { from: S.OUT_AUDIT, action: 'outPass', to: (c) => (c.kept ? back(c) : S.REFUNDED) },
    { from: S.OUT_AUDIT, action: 'outReject', to: back },
  ],
  (s) => pkgStatusText(s),
  {
    pay: '支付',
    close: '关闭',
    confirm: '确认',
    secondConfirm: '二次确认',
    refuse: '拒单',
    outConfirm: '出票',
    secondOut: '二次出票',
    applyRefund: '申请退款',
    auditPass: '退款审核通过',
    auditReject: '退款审核驳回',
    outPass: '出账审核通过',
    outReject: '出账审核驳回',
  },
);

/** Refuse an action the table does not allow from this state (before anything is written). */
export const guard = (from: number, action: PkgAction, c: PkgCtx = {}) => PKG_FLOW.next(from, action, c);
