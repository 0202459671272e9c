import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds, zPageQuery } from '../schemas.ts';
import { zShopTenant } from '../marketing/integral.ts';
import { festivalForm, festivalQuery, festivalSignupForm, publishForm, signupQuery } from './forms.ts';

export interface FestivalRow {
  id: string;
  title: string;
  cover: string | null;
  place: string | null;
  startTime: string;
  endTime: string;
  content: string | null;
  signupEnabled: number;
  capacity: number;
  signed: number;
  perPhone: number;
  signupDeadline: string | null;
  publishStatus: number;
  /** 1 not started, 2 running, 3 ended (China time). */
  phase: number;
  /** The storefront may take sign-ups now. */
  signupOpen: boolean;
  createTime?: string;
  [k: string]: unknown;
}

export interface SignupRow {
  id: string;
  activityId: string;
  activityTitle?: string;
  startTime?: string;
  place?: string | null;
  name: string;
  phone: string;
  people: number;
  state: number;
  createTime: string;
  cancelTime: string | null;
  [k: string]: unknown;
}

/** Button codes of 新春活动 (menus-business.ts: code `new_year_festival`, CRUD). */
export const FESTIVAL_PERMS = {
  menu: 'new_year_festival',
  add: 'new_year_festival_add',
  edit: 'new_year_festival_edit',
  remove: 'new_year_festival_delete',
  view: 'new_year_festival_view',
} as const;
const P = FESTIVAL_PERMS;
const READ = [P.menu, P.view, P.add, P.edit];
const FP = '/yym-marketing-api/festival';
/** The spec's "content activity CRUD": festival activities are the tenant's content activities. */
const CONTENT = '/yym-marketing-api/contentActivity';

/** yym-marketing-api/festival: 新春活动, the merchant's festival activities and their sign-ups. */
export const festivalApi = {
  page: endpoint({
    method: 'GET',
    path: `${FP}/page`,
    aliases: [`${CONTENT}/page`],
    summary: 'Festival activities: page',
    query: festivalQuery,
    perm: READ,
    response: returns<Page<FestivalRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${FP}/detail`,
    aliases: [`${CONTENT}/detail`],
    summary: 'Festival activity: detail',
    query: z.object({ id: zId }),
    perm: READ,
    response: returns<FestivalRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${FP}/submit`,
    aliases: [`${CONTENT}/submit`],
    summary: 'Festival activity: add (no id) or update',
    body: festivalForm,
    perm: [P.add, P.edit],
    response: returns<FestivalRow>(),
  }),
  publish: endpoint({
    method: 'POST',
    path: `${FP}/publish`,
    summary: 'Festival activity: publish or take down',
    body: publishForm,
    perm: [P.edit],
    response: returns<FestivalRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${FP}/remove`,
    aliases: [`${CONTENT}/remove`],
    summary: 'Festival activities: delete (none with live sign-ups before their end)',
    query: z.object({ ids: zIds }),
    perm: [P.remove],
    response: returns<number>(),
  }),
  signupPage: endpoint({
    method: 'GET',
    path: `${FP}/signup/page`,
    summary: 'Festival activity: sign-ups',
    query: signupQuery,
    perm: READ,
    response: returns<Page<SignupRow>>(),
  }),
  signupExport: endpoint({
    method: 'GET',
    path: `${FP}/signup/export`,
    summary: 'Festival activity: sign-ups (xlsx)',
    query: signupQuery.omit({ current: true, size: true }),
    perm: READ,
    blob: true,
    response: returns<unknown>(),
  }),
  signupCancel: endpoint({
    method: 'POST',
    path: `${FP}/signup/cancel`,
    summary: 'Festival sign-up: cancel (the places come back)',
    query: z.object({ id: zId }),
    perm: [P.edit],
    response: returns<SignupRow>(),
  }),
};

const h5 = storefrontCalls('/yym-marketing-api/h5/festival');
/** The storefront's 活动报名 (link `signup`, pages/activity/signup): published activities, sign-up, mine. */
export const festivalStoreApi = {
  list: h5(
    'GET',
    '/list',
    'Storefront: published festival activities',
    { query: z.object({ tenantId: zShopTenant }) },
    returns<FestivalRow[]>(),
  ),
  signup: h5('POST', '/signup', 'Storefront: sign up for an activity (customer token)', { body: festivalSignupForm }, returns<SignupRow>()),
  mine: h5('GET', '/mine', "Storefront: the customer's sign-ups", { query: zPageQuery }, returns<Page<SignupRow>>()),
  cancel: h5('POST', '/cancel', 'Storefront: cancel my sign-up', { query: z.object({ id: zId }) }, returns<SignupRow>()),
};
