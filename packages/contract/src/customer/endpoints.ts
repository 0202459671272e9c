import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import type { SmsSent } from '../auth/endpoints.ts';
import { zId, zIds, zPageQuery } from '../schemas.ts';
import {
  blacklistLockForm,
  blacklistQuery,
  blacklistSaveForm,
  blacklistSetupForm,
  blacklistUnlockForm,
  commentQuery,
  customerLabelForm,
  customerQuery,
  feedbackQuery,
  h5LoginForm,
  h5PageQuery,
  h5SmsForm,
  informForm,
  informQuery,
  customerLabelNameForm,
  realNameQuery,
  replyForm,
  zCustomerId,
  zCustomerPage,
} from './forms.ts';
import type {
  BlacklistCount,
  BlacklistSetup,
  CustomerCounts,
  CustomerOrderRow,
  CustomerRow,
  H5Session,
  MemberCentre,
  OpLogRow,
} from './rows.ts';

type AnyRow = Record<string, unknown>;

/** Button codes of 用户列表 and 黑名单 (the menu seed). Reading needs the page's menu. */
export const CUSTOMER_PERMS = {
  read: ['merchant_user', 'blacklist'],
  view: 'merchant_user_view',
  label: 'merchant_user_label',
  edit: 'merchant_user_edit',
  remove: 'merchant_user_delete',
  export: 'merchant_user_export',
  /** Phones and ID numbers unmasked (each such view is written to the customer's operation log). */
  unmask: 'merchant_user_unmask',
  lock: 'blacklist_lock',
  unlock: 'blacklist_unlock',
} as const;

const UC = '/yym-usercenter-api';
const read = [...CUSTOMER_PERMS.read];
const get = <Q extends z.ZodType, R>(path: string, summary: string, query: Q, _r?: R) =>
  endpoint({ method: 'GET', path: `${UC}${path}`, summary, query, perm: read, response: returns<R>() });

/** yym-usercenter-api: the tenant's customers and their records (spec 3 §7 "Members and users"). */
export const customerApi = {
  page: endpoint({
    method: 'GET',
    path: `${UC}/user/tenant/list`,
    aliases: [`${UC}/user/page`],
    summary: 'Customers of the tenant: page (phone and ID number masked without the unmask code)',
    query: customerQuery.extend({ unmask: z.coerce.number().int().min(0).max(1).optional() }),
    perm: read,
    response: returns<Page<CustomerRow>>(),
  }),
  exportFile: endpoint({
    method: 'POST',
    path: `${UC}/user/export`,
    summary: 'Customers: export xlsx (phones masked)',
    query: customerQuery.partial(),
    perm: [CUSTOMER_PERMS.export],
    blob: true,
  }),
  detail: get(
    '/user/detail',
    'Customer: detail',
    z.object({ id: zId, unmask: z.coerce.number().int().min(0).max(1).optional() }),
    {} as CustomerRow,
  ),
  countDetail: get('/user/countDetail', 'Customer: orders, spend, cards, coupons, points', zCustomerId, {} as CustomerCounts),
  contacts: get('/contact/list', 'Customer: saved travellers', zCustomerPage, {} as Page<AnyRow>),
  coupons: get('/coupon/page', 'Customer: coupons', zCustomerPage, {} as Page<AnyRow>),
  integral: get('/integral/list', 'Customer: points ledger', zCustomerPage, {} as Page<AnyRow>),
  growth: get('/growth/list', 'Customer: growth ledger', zCustomerPage, {} as Page<AnyRow>),
  levelLog: get(
    '/memberLevelLog/list',
    'Customer: member level changes',
    zCustomerPage.extend({ size: z.coerce.number().int().min(1).max(10000).default(10000) }),
    {} as Page<AnyRow>,
  ),
  opLog: get('/operationLog/page', 'Customer: operation log', zPageQuery.extend({ customerId: zId.optional() }), {} as Page<OpLogRow>),
  favorites: get('/favorites/page', 'Customer: favourites', zCustomerPage, {} as Page<AnyRow>),
  punch: get('/punch/page', 'Customer: check-ins', zCustomerPage, {} as Page<AnyRow>),
  orders: get('/user/orders', 'Customer: orders', zCustomerPage, {} as Page<CustomerOrderRow>),
  labels: get('/label/list', 'Customer labels of the tenant', z.object({}), {} as AnyRow[]),
  labelSubmit: endpoint({
    method: 'POST',
    path: `${UC}/label/submit`,
    summary: 'Label: add or update',
    body: customerLabelNameForm,
    perm: [CUSTOMER_PERMS.label],
    response: returns<AnyRow>(),
  }),
  labelRemove: endpoint({
    method: 'POST',
    path: `${UC}/label/remove`,
    summary: 'Label: remove',
    query: z.object({ ids: zIds }),
    perm: [CUSTOMER_PERMS.label],
    response: returns<number>(),
  }),
  setLabels: endpoint({
    method: 'POST',
    path: `${UC}/user/label`,
    summary: "Set a customer's labels",
    body: customerLabelForm,
    perm: [CUSTOMER_PERMS.label],
    response: returns<string[]>(),
  }),
  informPage: get('/inform/page', 'Notifications: page', informQuery, {} as Page<AnyRow>),
  informDetail: get('/inform/detail', 'Notification: detail', z.object({ id: zId }), {} as AnyRow),
  informSubmit: endpoint({
    method: 'POST',
    path: `${UC}/inform/submit`,
    summary: 'Notification: add or update',
    body: informForm,
    perm: [CUSTOMER_PERMS.edit],
    response: returns<AnyRow>(),
  }),
  informRemove: endpoint({
    method: 'POST',
    path: `${UC}/inform/remove`,
    summary: 'Notification: remove',
    query: z.object({ ids: zIds }),
    perm: [CUSTOMER_PERMS.remove],
    response: returns<number>(),
  }),
  feedback: get('/feedback/page', 'Feedback: page', feedbackQuery, {} as Page<AnyRow>),
  feedbackReply: endpoint({
    method: 'POST',
    path: `${UC}/feedback/reply`,
    summary: 'Feedback: reply',
    body: replyForm,
    perm: [CUSTOMER_PERMS.edit],
    response: returns<AnyRow>(),
  }),
  comments: get('/comment/list', 'Comments: page', commentQuery, {} as Page<AnyRow>),
  commentDetail: get('/comment/detail', 'Comment: detail', z.object({ id: zId }), {} as AnyRow),
  commentUpdate: endpoint({
    method: 'POST',
    path: `${UC}/comment/update`,
    summary: 'Comment: reply, show or hide',
    body: replyForm,
    perm: [CUSTOMER_PERMS.edit],
    response: returns<AnyRow>(),
  }),
  commentRemove: endpoint({
    method: 'POST',
    path: `${UC}/comment/remove`,
    summary: 'Comment: remove',
    query: z.object({ ids: zIds }),
    perm: [CUSTOMER_PERMS.remove],
    response: returns<number>(),
  }),
  authRecords: get('/authentication/page', 'Real-name authentication records', realNameQuery, {} as Page<AnyRow>),
  realNames: get('/realName/list', 'Real-name list', realNameQuery, {} as Page<AnyRow>),
};

const BL = `${UC}/blacklist`;
/** The blacklist (黑名单): a blacklisted phone is refused at place-order. */
export const blacklistApi = {
  page: get('/blacklist/user/page', 'Blacklist: page', blacklistQuery, {} as Page<CustomerRow>),
  save: endpoint({
    method: 'POST',
    path: `${BL}/save`,
    summary: 'Blacklist a phone',
    body: blacklistSaveForm,
    perm: [CUSTOMER_PERMS.lock],
    response: returns<CustomerRow>(),
  }),
  lock: endpoint({
    method: 'POST',
    path: `${BL}/batchLock`,
    summary: 'Blacklist customers',
    body: blacklistLockForm,
    perm: [CUSTOMER_PERMS.lock],
    response: returns<number>(),
  }),
  unlock: endpoint({
    method: 'POST',
    path: `${BL}/unlock`,
    summary: 'Take customers off the blacklist',
    body: blacklistUnlockForm,
    perm: [CUSTOMER_PERMS.unlock],
    response: returns<number>(),
  }),
  count: get('/blacklist/count', 'Blacklist: counts', z.object({}), {} as BlacklistCount),
  setup: get('/blacklist/setup/detail', 'Blacklist: automatic rule', z.object({}), {} as BlacklistSetup),
  setupSave: endpoint({
    method: 'POST',
    path: `${BL}/setup/save`,
    summary: 'Blacklist: save the automatic rule',
    body: blacklistSetupForm,
    perm: [CUSTOMER_PERMS.lock],
    response: returns<BlacklistSetup>(),
  }),
};

const H5 = `${UC}/h5`;
/** The storefront customer's own calls (public routes; the customer token travels in `Customer-Token`). */
export const customerH5Api = {
  sendCode: endpoint({
    method: 'POST',
    path: `${H5}/sms/send`,
    auth: 'public',
    summary: 'Storefront: send a login code',
    body: h5SmsForm,
    response: returns<SmsSent>(),
  }),
  login: endpoint({
    method: 'POST',
    path: `${H5}/login`,
    auth: 'public',
    summary: 'Storefront: phone + code login',
    body: h5LoginForm,
    response: returns<H5Session>(),
  }),
  logout: endpoint({ method: 'POST', path: `${H5}/logout`, auth: 'public', summary: 'Storefront: log out', response: returns<boolean>() }),
  centre: endpoint({
    method: 'GET',
    path: `${H5}/member/centre`,
    auth: 'public',
    summary: 'Storefront: member centre',
    response: returns<MemberCentre>(),
  }),
  orders: endpoint({
    method: 'GET',
    path: `${H5}/orders`,
    auth: 'public',
    summary: 'Storefront: my orders',
    query: h5PageQuery,
    response: returns<Page<CustomerOrderRow>>(),
  }),
  points: endpoint({
    method: 'GET',
    path: `${H5}/points`,
    auth: 'public',
    summary: 'Storefront: my points ledger',
    query: h5PageQuery,
    response: returns<Page<AnyRow>>(),
  }),
};
