import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { zRegisterForm } from '../schemas.ts';

/** The OAuth token answer of every login (spec 1 §8): tokens plus who logged in. */
export interface TokenAnswer {
  code: number;
  success: boolean;
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  tenant_id: string;
  user_id: string;
  user_type: number;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  avatar: string;
  role_id: string;
  role_name: string;
  dept_id: string;
  post_id: string;
  is_merchant: boolean;
  license: string;
  jti: string;
  detail: { type: string };
}
export interface Captcha {
  key: string;
  image: string;
}

/** Distributors and POI staff log in through their own pages with their own captcha. */
export const zStaffLogin = z.object({
  tenantId: z.string().trim().optional(),
  username: z.string().trim().min(1, MSG.loginFailed).max(50),
  password: z.string().min(1, MSG.loginFailed).max(200),
  captchaKey: z.string().optional(),
  captchaCode: z.string().optional(),
});
/**
 * A login code was sent. `demoCode`: the code itself, answered only where messages are sandboxed outside
 * production (a demo texts nothing, so the page shows it instead).
 */
export interface SmsSent {
  message: string;
  seconds: number;
  demoCode?: string;
}
export const zSmsSend = z.object({ tenantId: z.string().trim().max(12).optional(), phone: z.string().max(20).optional() });

const captcha = (kind: string) =>
  endpoint({
    method: 'GET',
    path: `/blade-auth/${kind}/captcha`,
    summary: `${kind} login captcha`,
    auth: 'public',
    response: returns<Captcha>(),
  });
const staffLogin = (kind: string) =>
  endpoint({
    method: 'POST',
    path: `/blade-auth/${kind}/login`,
    summary: `${kind} login`,
    auth: 'public',
    body: zStaffLogin,
    response: returns<TokenAnswer>(),
  });
const logout = <M extends 'GET' | 'POST'>(method: M) =>
  endpoint({
    method,
    path: '/blade-auth/oauth/logout',
    summary: 'Log out: ends this session and its refresh token',
    self: true,
    response: returns<boolean>(),
  });

/** blade-auth: logins, captchas, sessions (spec 1 §8). */
export const authApi = {
  /** Parameters come in the query (as the spec's client sends them) or a form body: read by the handler (zTokenForm). */
  token: endpoint({
    method: 'POST',
    path: '/blade-auth/oauth/token',
    aliases: ['/blade-auth/oauth/login'],
    summary: 'Log in (grants password, captcha, refresh_token, social, sms)',
    auth: 'public',
    response: returns<TokenAnswer>(),
  }),
  smsSend: endpoint({
    method: 'POST',
    path: '/blade-auth/sms/send',
    summary: 'Send a phone-login code',
    auth: 'public',
    body: zSmsSend,
    response: returns<SmsSent>(),
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/blade-auth/oauth/captcha',
    summary: 'Login captcha',
    auth: 'public',
    response: returns<Captcha>(),
  }),
  /** Public: does a login need the captcha (CAPTCHA=off answers false; an account under attack still asks for it). */
  captchaRequired: endpoint({
    method: 'GET',
    path: '/blade-auth/oauth/captcha-required',
    summary: 'Whether the login form must show the captcha',
    auth: 'public',
    response: returns<{ required: boolean }>(),
  }),
  distributorCaptcha: captcha('distributor'),
  distributorLogin: staffLogin('distributor'),
  poiCaptcha: captcha('poi'),
  poiLogin: staffLogin('poi'),
  logoutGet: logout('GET'),
  logout: logout('POST'),
  clearCache: endpoint({
    method: 'GET',
    path: '/blade-auth/oauth/clear-cache',
    summary: 'Clear server caches (none are kept in process)',
    response: returns<boolean>(),
  }),
  /**
   * Served by the tenant module: a registration is an application the administrator approves.
   * Needs the login captcha (headers Captcha-Key / Captcha-Code) and is limited per address.
   */
  registerGuest: endpoint({
    method: 'POST',
    path: '/blade-auth/register-guest',
    summary: 'Register: an application the administrator approves',
    auth: 'public',
    body: zRegisterForm,
    response: returns<{ message: string }>(),
  }),
};
