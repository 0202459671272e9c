import { authApi, deskApi, logApi, menuApi, userApi, type BodyOf } from '@yym/contract';
import { call } from './call.ts';

/** The shell's own calls (top bar, tabs, dialogs, login pages). */
export const shellApi = {
  uploadErrors: (errors: { type?: string; url?: string; message?: string; stack?: string; time?: string | number }[]) =>
    call(logApi.errorUpload, { body: errors }),
  /** The logged-in user with the tenant's name (the shop chooser). */
  userInfo: () => call(userApi.info),
  topMenus: () => call(menuApi.topMenu),
  noticeTop: () => call(deskApi.noticeTop, {}, { silent: true }),
  clearCache: () => call(authApi.clearCache),
  /** A staff registration from the login page: an application the administrator approves (with the login captcha's headers). */
  registerGuest: (form: BodyOf<typeof authApi.registerGuest>, captcha: Record<string, string> = {}) =>
    call(authApi.registerGuest, { body: form }, { noAuth: true, silent: true, headers: captcha }),
};
