import { authApi, deskApi, logApi, menuApi, userApi } from '@yym/contract';
import { call } from './call.ts';

/** The shell's own calls (top bar, tabs, dialogs). */
export const shellApi = {
  uploadErrors: (errors: { type?: string; url?: string; message?: string; stack?: string; time?: string | number }[]) =>
    call(logApi.errorUpload, { body: errors }),
  /** The logged-in user with the tenant's name (the shop chooser). */
  userInfo: () => call(userApi.info),
  topMenus: () => call(menuApi.topMenu),
  noticeTop: () => call(deskApi.noticeTop, {}, { silent: true }),
  /** The bell: the caller's unread station letters, and marking one read. */
  unread: () => call(deskApi.unread, {}, { silent: true }),
  markRead: (tenantId: string, id: string) => call(deskApi.read, { body: { items: [{ tenantId, id }] } }, { silent: true }),
  clearCache: () => call(authApi.clearCache),
  // The login pages' calls live in auth.ts (as routes: the login page loads no endpoint objects).
};
