import { CARD_AUDIT_TEXT, CINEMA_MSG } from '@yym/contract';
import { Flow } from '../../platform/flow.ts';

export type CardAction = 'approve' | 'reject';

/** 观影卡审核: an application waits (0) until approved (1) or rejected (2) with a reason; an audited one stays as it is. */
export const CARD_FLOW = new Flow<0 | 1 | 2, CardAction, { reason: string }>(
  'cinema-card',
  [
    { from: 0, action: 'approve', to: 1 },
    { from: 0, action: 'reject', to: 2, guard: (c) => (c.reason.trim() ? null : CINEMA_MSG.rejectReasonRequired) },
  ],
  (s) => CARD_AUDIT_TEXT[s] ?? '状态码错误',
  { approve: '通过', reject: '驳回' },
);
