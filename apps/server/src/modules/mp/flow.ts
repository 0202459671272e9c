import { MP_ACTIONS, MP_STATUS as S, MP_STATUS_TEXT, type MpAction, type MpStatus } from '@yym/contract';
import { Flow } from '../../platform/flow.ts';

/**
 * A mini-program version's states (spec 3 §4) as one table, used by the service for every move and
 * walked by the property test. Uploading creates a version at UPLOADED; releasing one supersedes the
 * online one, rolling back restores the one before.
 */
export const MP_FLOW = new Flow<MpStatus, MpAction>(
  'mp-version',
  [
    { from: S.UPLOADED, action: 'submit', to: S.AUDITING },
    { from: S.REJECTED, action: 'submit', to: S.AUDITING },
    { from: S.CANCELLED, action: 'submit', to: S.AUDITING },
    { from: S.AUDITING, action: 'cancel', to: S.CANCELLED },
    { from: S.AUDITING, action: 'speedup', to: S.AUDITING },
    { from: S.AUDITING, action: 'pass', to: S.PASSED },
    { from: S.AUDITING, action: 'reject', to: S.REJECTED },
    { from: S.PASSED, action: 'release', to: S.RELEASED },
    { from: S.RELEASED, action: 'supersede', to: S.OFFLINE },
    { from: S.RELEASED, action: 'rollback', to: S.ROLLED_BACK },
    { from: S.OFFLINE, action: 'restore', to: S.RELEASED },
    { from: S.RELEASED, action: 'visit', to: S.RELEASED },
    { from: S.RELEASED, action: 'setDefault', to: S.RELEASED },
  ],
  (s) => MP_STATUS_TEXT[s as MpStatus] ?? String(s),
  MP_ACTIONS,
);

/** The moves a person starts from a version's row (the others follow from the platform or a release). */
export const USER_ACTIONS: readonly MpAction[] = ['submit', 'cancel', 'speedup', 'release', 'rollback'];
