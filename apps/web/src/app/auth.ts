import {
  AUTH_MSG,
  CAPTCHA_CODE_HEADER,
  CAPTCHA_KEY_HEADER,
  PLATFORM_TENANT_ID,
  TOKEN_TIME_SECONDS,
  type BodyOf,
  type Captcha,
  type authApi,
  type menuApi,
} from '@yym/contract';
import { request } from './http.ts';
import { callRoute, route, type Route } from './call.ts';
import { MERCHANT_TOKEN_KEY, setStore } from './storage.ts';
import { md5 } from './md5.ts';
import { session, type MenuNode, type TokenResponse } from './session.ts';

/** The web app's OAuth client (Authorization: Basic base64(saber:saber_secret)). */
const BASIC = `Basic ${btoa('saber:saber_secret')}`;

export type { Captcha };

/** Login kinds: merchant staff (OAuth captcha grant), distributors and POI staff (their own flows and captchas). */
export type LoginKind = 'account' | 'distributor' | 'poi';

type Auth = typeof authApi;
/**
 * The login pages' calls as routes, not the contract's endpoint objects: those carry zod schemas,
 * which the login page must not load (its first load). auth.test.ts checks each against its endpoint.
 */
export const AUTH_ROUTES = {
  captcha: route<Auth['captcha']>('GET', '/blade-auth/oauth/captcha'),
  captchaRequired: route<Auth['captchaRequired']>('GET', '/blade-auth/oauth/captcha-required'),
  distributorCaptcha: route<Auth['distributorCaptcha']>('GET', '/blade-auth/distributor/captcha'),
  poiCaptcha: route<Auth['poiCaptcha']>('GET', '/blade-auth/poi/captcha'),
  distributorLogin: route<Auth['distributorLogin']>('POST', '/blade-auth/distributor/login'),
  poiLogin: route<Auth['poiLogin']>('POST', '/blade-auth/poi/login'),
  smsSend: route<Auth['smsSend']>('POST', '/blade-auth/sms/send'),
  logoutGet: route<Auth['logoutGet']>('GET', '/blade-auth/oauth/logout'),
  registerGuest: route<Auth['registerGuest']>('POST', '/blade-auth/register-guest'),
} satisfies { [K in keyof Auth]?: Route<Auth[K]> };
export const MENU_ROUTES = {
  routes: route<(typeof menuApi)['routes']>('GET', '/blade-system/menu/routes'),
  buttons: route<(typeof menuApi)['buttons']>('GET', '/blade-system/menu/buttons'),
} satisfies { [K in keyof typeof menuApi]?: Route<(typeof menuApi)[K]> };

const CAPTCHA = { account: AUTH_ROUTES.captcha, distributor: AUTH_ROUTES.distributorCaptcha, poi: AUTH_ROUTES.poiCaptcha } as const;
export const fetchCaptcha = (kind: LoginKind = 'account') => callRoute(CAPTCHA[kind], {}, { noAuth: true });
/** Does a login need the captcha? (CAPTCHA=off answers no; a login refused with AUTH_MSG.captchaRequired asks again.) */
export const fetchCaptchaRequired = () => callRoute(AUTH_ROUTES.captchaRequired, {}, { noAuth: true, silent: true });
/** A login (or registration) refused because the account now needs the captcha. */
export const needsCaptcha = (e: unknown) => e instanceof Error && e.message === AUTH_MSG.captchaRequired;

/** The captcha answer's headers, when a captcha was shown. */
export const captchaHeaders = (key: string, code: string): Record<string, string> =>
  key ? { [CAPTCHA_KEY_HEADER]: key, [CAPTCHA_CODE_HEADER]: code.trim() } : {};

export interface LoginForm {
  tenantId: string;
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/** Merchant login (captcha grant); the password goes out as the MD5 of what was typed. */
export async function loginByAccount(f: LoginForm): Promise<TokenResponse> {
  const tenantId = f.tenantId.trim() || PLATFORM_TENANT_ID;
  const token = await request<TokenResponse>('POST', '/blade-auth/oauth/token', {
    noAuth: true,
    params: { tenantId, username: f.username.trim(), password: md5(f.password), grant_type: 'captcha', scope: 'all', type: 'account' },
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId, ...captchaHeaders(f.captchaKey, f.captchaCode) },
  });
  // An answer carrying error_description is an error: nothing is stored (spec 1 §8).
  if (!token || !(token as unknown as { access_token?: string }).access_token) throw new Error('login failed');
  session.login(token);
  return token;
}

/** A staff registration from the login page: an application the administrator approves (with the login captcha's headers). */
export const registerGuest = (form: BodyOf<Auth['registerGuest']>, captcha: Record<string, string> = {}) =>
  callRoute(AUTH_ROUTES.registerGuest, { body: form }, { noAuth: true, silent: true, headers: captcha });

/** Phone login, step 1: the server texts a 6-digit code (valid 5 minutes, one send per 60 s). */
export const sendSmsCode = (tenantId: string, phone: string) =>
  callRoute(AUTH_ROUTES.smsSend, { body: { tenantId: tenantId.trim() || PLATFORM_TENANT_ID, phone: phone.trim() } }, { noAuth: true });

/** Phone login, step 2: the sms grant with the code received. */
export async function loginByPhone(f: { tenantId: string; phone: string; code: string }): Promise<TokenResponse> {
  const tenantId = f.tenantId.trim() || PLATFORM_TENANT_ID;
  const token = await request<TokenResponse>('POST', '/blade-auth/oauth/token', {
    noAuth: true,
    params: { tenantId, phone: f.phone.trim(), code: f.code.trim(), grant_type: 'sms', scope: 'all', type: 'phone' },
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId },
  });
  if (!token || !(token as unknown as { access_token?: string }).access_token) throw new Error('login failed');
  session.login(token);
  return token;
}

/** Distributor or POI-staff login: its own endpoint and captcha; the session is kept the same way. */
export async function loginAs(kind: Exclude<LoginKind, 'account'>, f: LoginForm): Promise<TokenResponse> {
  const tenantId = f.tenantId.trim() || PLATFORM_TENANT_ID;
  const body = {
    tenantId,
    username: f.username.trim(),
    password: md5(f.password),
    captchaKey: f.captchaKey || undefined,
    captchaCode: f.captchaCode.trim() || undefined,
  };
  const token: TokenResponse = await callRoute(
    kind === 'distributor' ? AUTH_ROUTES.distributorLogin : AUTH_ROUTES.poiLogin,
    { body },
    { noAuth: true },
  );
  session.login(token);
  // Distributor calls send this token as Merchant-Token (session.login dropped any earlier one).
  if (kind === 'distributor') setStore(MERCHANT_TOKEN_KEY, token.access_token);
  return token;
}

/** Menus and button codes of the logged-in user (after login and on every reload of the shell). */
export async function loadMenus(topMenuId?: string): Promise<MenuNode[]> {
  // (the answers are checked: a menu that is not a list would break every screen)
  const [menu, buttons] = await Promise.all([
    callRoute(MENU_ROUTES.routes, topMenuId ? { query: { topMenuId } } : {}) as Promise<unknown> as Promise<MenuNode[]>,
    callRoute(MENU_ROUTES.buttons),
  ]);
  const list = Array.isArray(menu) ? menu : [];
  session.setMenu(list, topMenuId ? session.get().menuAll : list);
  session.setPermission(buttons && typeof buttons === 'object' ? buttons : {});
  return list;
}

export async function logout(): Promise<void> {
  try {
    if (session.get().token) await callRoute(AUTH_ROUTES.logoutGet, {}, { silent: true });
  } catch {
    // the session ends locally whatever the server says
  }
  session.logout();
}

let refreshing: Promise<void> | null = null;
const REFRESH_LOCK = 'yym-token-refresh';

/**
 * Run `fn` holding the cross-tab refresh lock (Web Locks), so one tab refreshes at a time and the
 * others wait; without Web Locks it runs at once (the server's refresh grace covers that case).
 */
async function withRefreshLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  if (locks?.request) await locks.request(REFRESH_LOCK, fn);
  else await fn();
}

/** Refresh the token when its age reaches TOKEN_TIME_SECONDS (checked every 10 s by the shell). */
export function refreshIfDue(now = Date.now()): Promise<void> | null {
  const current = session.get();
  if (!current.token || !current.refreshToken || refreshing) return refreshing;
  if ((now - current.tokenTime) / 1000 < TOKEN_TIME_SECONDS) return null;
  refreshing = withRefreshLock(async () => {
    // Another tab may have refreshed while this one waited: take its tokens, do not spend the old one again.
    if (session.syncTokens()) return;
    const latest = session.get();
    if (!latest.token || latest.refreshToken !== current.refreshToken) return; // logged out or refreshed meanwhile
    const t = await request<TokenResponse>('POST', '/blade-auth/oauth/token', {
      noAuth: true,
      silent: true,
      params: { grant_type: 'refresh_token', scope: 'all', refresh_token: latest.refreshToken, tenantId: latest.tenantId },
      headers: { Authorization: BASIC, 'Tenant-Id': latest.tenantId },
    });
    session.refreshed(t);
  })
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** WeChat login (social grant): the server answers that it is not configured, which the http client shows. */
export function loginBySocial(): void {
  request('POST', '/blade-auth/oauth/token', {
    noAuth: true,
    params: { grant_type: 'social', source: 'wechat', scope: 'all' },
    headers: { Authorization: BASIC },
  }).catch(() => undefined);
}
