import { PLATFORM_TENANT_ID, TOKEN_TIME_SECONDS } from '@yym/contract';
import { http, request } from './http.ts';
import { MERCHANT_TOKEN_KEY, setStore } from './storage.ts';
import { md5 } from './md5.ts';
import { session, type MenuNode, type TokenResponse } from './session.ts';

/** The web app's OAuth client (Authorization: Basic base64(saber:saber_secret)). */
const BASIC = `Basic ${btoa('saber:saber_secret')}`;

export interface Captcha {
  key: string;
  image: string;
}

/** Login kinds: merchant staff (OAuth captcha grant), distributors and POI staff (their own flows and captchas). */
export type LoginKind = 'account' | 'distributor' | 'poi';

export const fetchCaptcha = (kind: LoginKind = 'account') =>
  http.get<Captcha>(kind === 'account' ? '/blade-auth/oauth/captcha' : `/blade-auth/${kind}/captcha`, undefined, { noAuth: true });

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
  const t = await request<TokenResponse>('POST', '/blade-auth/oauth/token', {
    noAuth: true,
    params: { tenantId, username: f.username.trim(), password: md5(f.password), grant_type: 'captcha', scope: 'all', type: 'account' },
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId, 'Captcha-Key': f.captchaKey, 'Captcha-Code': f.captchaCode.trim() },
  });
  // An answer carrying error_description is an error: nothing is stored (spec 1 §8).
  if (!t || !(t as unknown as { access_token?: string }).access_token) throw new Error('login failed');
  session.login(t);
  return t;
}

/** Phone login, step 1: the server texts a 6-digit code (valid 5 minutes, one send per 60 s). */
export const sendSmsCode = (tenantId: string, phone: string) =>
  http.post<{ message: string; seconds: number }>('/blade-auth/sms/send', { tenantId: tenantId.trim() || PLATFORM_TENANT_ID, phone: phone.trim() }, undefined, { noAuth: true });

/** Phone login, step 2: the sms grant with the code received. */
export async function loginByPhone(f: { tenantId: string; phone: string; code: string }): Promise<TokenResponse> {
  const tenantId = f.tenantId.trim() || PLATFORM_TENANT_ID;
  const t = await request<TokenResponse>('POST', '/blade-auth/oauth/token', {
    noAuth: true,
    params: { tenantId, phone: f.phone.trim(), code: f.code.trim(), grant_type: 'sms', scope: 'all', type: 'phone' },
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId },
  });
  if (!t || !(t as unknown as { access_token?: string }).access_token) throw new Error('login failed');
  session.login(t);
  return t;
}

/** Distributor or POI-staff login: its own endpoint and captcha; the session is kept the same way. */
export async function loginAs(kind: Exclude<LoginKind, 'account'>, f: LoginForm): Promise<TokenResponse> {
  const tenantId = f.tenantId.trim() || PLATFORM_TENANT_ID;
  const t = await http.post<TokenResponse>(`/blade-auth/${kind}/login`,
    { tenantId, username: f.username.trim(), password: md5(f.password), captchaKey: f.captchaKey, captchaCode: f.captchaCode.trim() },
    undefined, { noAuth: true });
  session.login(t);
  // Distributor calls send this token as Merchant-Token (session.login dropped any earlier one).
  if (kind === 'distributor') setStore(MERCHANT_TOKEN_KEY, t.access_token);
  return t;
}

/** Menus and button codes of the logged-in user (after login and on every reload of the shell). */
export async function loadMenus(topMenuId?: string): Promise<MenuNode[]> {
  // (the answers are checked: a menu that is not a list would break every screen)
  const [menu, buttons] = await Promise.all([
    http.get<MenuNode[]>('/blade-system/menu/routes', topMenuId ? { topMenuId } : undefined),
    http.get<Record<string, boolean>>('/blade-system/menu/buttons'),
  ]);
  const list = Array.isArray(menu) ? menu : [];
  session.setMenu(list, topMenuId ? session.get().menuAll : list);
  session.setPermission(buttons && typeof buttons === 'object' ? buttons : {});
  return list;
}

export async function logout(): Promise<void> {
  try {
    if (session.get().token) await http.get('/blade-auth/oauth/logout', undefined, { silent: true });
  } catch {
    // the session ends locally whatever the server says
  }
  session.logout();
}

let refreshing: Promise<void> | null = null;

/** Refresh the token when its age reaches TOKEN_TIME_SECONDS (checked every 10 s by the shell). */
export function refreshIfDue(now = Date.now()): Promise<void> | null {
  const s = session.get();
  if (!s.token || !s.refreshToken || refreshing) return refreshing;
  if ((now - s.tokenTime) / 1000 < TOKEN_TIME_SECONDS) return null;
  refreshing = request<TokenResponse>('POST', '/blade-auth/oauth/token', {
    noAuth: true,
    silent: true,
    params: { grant_type: 'refresh_token', scope: 'all', refresh_token: s.refreshToken, tenantId: s.tenantId },
    headers: { Authorization: BASIC, 'Tenant-Id': s.tenantId },
  })
    .then((t) => session.refreshed(t))
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
