import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Logins, captchas, the login throttle and sessions. The lowest of the account areas: it imports none of them. */
export default defineModule({ name: 'auth', routes });
export { createCaptcha, guardPublicForm, lockedKeys, recordFailure, staffLogin, toSentHash } from './service.ts';
export { endSession, endTenantSessions, endUserSessions, type EndReason } from './sessions.ts';
