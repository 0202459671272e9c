import { defineModule } from '../../platform/module.ts';
import captchaRoutes from './captcha/routes.ts';
import loginRoutes from './login/routes.ts';
import sessionRoutes from './sessions/routes.ts';

/**
 * Logins (login/: the token grants, phone codes, staff logins), captchas (captcha/: also public forms),
 * the login throttle (throttle/) and sessions (sessions/: tokens, refresh, logout). The lowest of the
 * account areas: it imports none of them.
 */
export default defineModule({
  name: 'auth',
  routes: (r, svc) => {
    loginRoutes(r, svc);
    captchaRoutes(r, svc);
    sessionRoutes(r, svc);
  },
});
export { createCaptcha, guardPublicForm } from './captcha/service.ts';
export { staffLogin, toSentHash } from './login/service.ts';
export { endSession, endTenantSessions, endUserSessions, type EndReason } from './sessions/service.ts';
export { codeTry, lockedKeys, recordFailure } from './throttle/service.ts';
