import { customerH5Api } from '@yym/contract';
import { call } from '../../app/call.ts';

const KEY = 'yym-customer-token';
/** The customer's session token (not the back office's): kept per browser. */
export const customerToken = {
  get: () => localStorage.getItem(KEY),
  set: (t: string) => localStorage.setItem(KEY, t),
  clear: () => localStorage.removeItem(KEY),
};
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront customer's calls (public routes; the customer's token in its own header). */
export const memberH5 = {
  sendCode: (tenantId: string, phone: string) =>
    call(customerH5Api.sendCode, { body: { tenantId, phone } }, { noAuth: true, silent: true }),
  login: (tenantId: string, phone: string, code: string) =>
    call(customerH5Api.login, { body: { tenantId, phone, code } }, { noAuth: true, silent: true }),
  centre: () => call(customerH5Api.centre, {}, withToken()),
  orders: (current: number) => call(customerH5Api.orders, { query: { current, size: 20 } }, withToken()),
  points: (current: number) => call(customerH5Api.points, { query: { current, size: 20 } }, withToken()),
  logout: () => call(customerH5Api.logout, {}, withToken()),
};
