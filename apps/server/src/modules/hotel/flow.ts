import { ORDER_STATUS as S, orderStatusText } from '@yym/contract';
import { Flow } from '../../platform/flow.ts';

export type HotelAction = 'cancel' | 'confirm' | 'refund' | 'refundConfirm' | 'supplierRefund' | 'reschedule' | 'notify';
type State = (typeof S)[keyof typeof S];

/**
 * What a hotel order allows in each state: the guard of every hotel order action (a refused one answers
 * 当前状态(x)不允许y and changes nothing). The move itself goes through the order area's ORDER_FLOW
 * (pay 8100 → 8003, confirm 8003 → 8821, refund 7600 → 7700 ...), which checks the same moves again.
 * `to` is where the order goes when the action completes.
 */
export const HOTEL_FLOW = new Flow<State, HotelAction, void>(
  'hotel-order',
  [
    { from: S.PENDING_PAYMENT, action: 'cancel', to: S.CANCELLED },
    { from: S.CONFIRMING, action: 'confirm', to: S.TO_BE_USED },
    { from: S.CONFIRMING, action: 'refund', to: S.REFUNDING },
    { from: S.TO_BE_USED, action: 'refund', to: S.REFUNDING },
    { from: S.REFUNDING, action: 'refundConfirm', to: S.CANCELLED },
    { from: S.CONFIRMING, action: 'supplierRefund', to: S.CANCELLED },
    { from: S.TO_BE_USED, action: 'supplierRefund', to: S.CANCELLED },
    { from: S.CONFIRMING, action: 'reschedule', to: S.CONFIRMING },
    { from: S.TO_BE_USED, action: 'reschedule', to: S.TO_BE_USED },
    { from: S.CONFIRMING, action: 'notify', to: S.CONFIRMING },
    { from: S.TO_BE_USED, action: 'notify', to: S.TO_BE_USED },
    { from: S.IN_USE, action: 'notify', to: S.IN_USE },
  ],
  (s) => orderStatusText(s),
  {
    cancel: '取消',
    confirm: '确认',
    refund: '申请退款',
    refundConfirm: '确认退款',
    supplierRefund: '供应商退款',
    reschedule: '改期',
    notify: '发送通知',
  },
);

/** Refuse an action the table does not allow from this state. */
export const guard = (from: number, action: HotelAction) => void HOTEL_FLOW.next(from, action, undefined);
