import { authApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { endSession } from './service.ts';

export default defineRoutes((r) => {
  for (const logout of [authApi.logoutGet, authApi.logout]) {
    r(logout, async (ctx) => {
      await endSession(ctx.q, ctx.requireUser().sessionId, 'logout');
      return true;
    });
  }
  r(authApi.clearCache, async () => true);
});
