import type { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  couponBatchIdQuery,
  couponBatchQuery,
  couponBatchForm,
  couponForm,
  couponIdQuery,
  couponIdsQuery,
  couponQuery,
  couponShelfQuery,
  couponValidQuery,
  h5CentreQuery,
  h5MineQuery,
  h5ReceiveForm,
  h5UsableQuery,
  submitCouponForm,
  userCouponQuery,
} from './forms.ts';
import type { BatchIssued, CouponBatchRow, CouponRow, StoreCoupon, UsableCoupon, UserCouponRow } from './rows.ts';

const CP = '/yym-marketing-api/coupon';
const UC = '/yym-marketing-api/userCoupon';
const H5 = '/yym-marketing-api/h5/coupon';

/** Button codes of 优惠券 (menus-business.ts: CRUD_EXPORT + shelf). */
export const COUPON_PERMS = {
  menu: 'coupon',
  view: 'coupon_view',
  add: 'coupon_add',
  edit: 'coupon_edit',
  remove: 'coupon_delete',
  export: 'coupon_export',
  shelf: 'coupon_shelf',
} as const;
const P = COUPON_PERMS;
const READ = [P.menu, P.view, P.add, P.edit];

const get = <Q extends z.ZodType | undefined, R>(path: string, summary: string, query: Q, perm: string[], response: z.ZodType<R>) =>
  endpoint({ method: 'GET', path, summary, query: query as Q, perm, response });
const post = <B extends z.ZodType | undefined, R>(path: string, summary: string, body: B, perm: string[], response: z.ZodType<R>) =>
  endpoint({ method: 'POST', path, summary, body: body as B, perm, response });

/** yym-marketing-api: coupon templates, batches, user coupons and their exports. */
export const couponApi = {
  create: post(`${CP}/create`, 'Coupon: create', couponForm, [P.add], returns<CouponRow>()),
  update: post(`${CP}/update`, 'Coupon: update', couponForm, [P.edit], returns<CouponRow>()),
  page: endpoint({
    method: 'POST',
    path: `${CP}/page`,
    summary: 'Coupons: page',
    body: couponQuery,
    perm: READ,
    response: returns<Page<CouponRow>>(),
  }),
  detail: get(`${CP}/detail`, 'Coupon: detail', couponIdQuery, READ, returns<CouponRow>()),
  clone: get(`${CP}/clone`, 'Coupon: copy (off shelf, nothing issued)', couponIdQuery, [P.add], returns<CouponRow>()),
  rackUpAndDown: get(
    `${CP}/rackUpAndDown`,
    'Coupons: put on or take off the shelf (上架/下架)',
    couponShelfQuery,
    [P.shelf],
    returns<number>(),
  ),
  remove: get(`${CP}/valid/del`, 'Coupons: delete (none issued) ', couponIdsQuery, [P.remove], returns<number>()),
  isValid: get(`${CP}/update/isValid`, 'Coupon: make valid or void (作废)', couponValidQuery, [P.edit], returns<boolean>()),
  exportList: endpoint({
    method: 'GET',
    path: `${CP}/export`,
    summary: 'Coupons: export the list (xlsx)',
    query: couponQuery,
    perm: [P.export],
    blob: true,
  }),
  rewardPage: endpoint({
    method: 'POST',
    path: `${CP}/reward_coupon_page`,
    summary: 'Coupons usable as rewards (valid ones): page',
    body: couponQuery,
    perm: READ,
    response: returns<Page<CouponRow>>(),
  }),
  renewCard: get(`${CP}/renewCard`, 'Coupons offered on e-card renewal (valid ones)', undefined, READ, returns<CouponRow[]>()),
  batchSubmit: post(`${CP}/submit`, 'Coupon batch: issue to a list of phones', couponBatchForm, [P.add, P.edit], returns<BatchIssued>()),
  batchPage: endpoint({
    method: 'POST',
    path: `${CP}/batch_page`,
    summary: 'Coupon batches: page',
    body: couponBatchQuery,
    perm: READ,
    response: returns<Page<CouponBatchRow>>(),
  }),
  batchDetail: get(`${CP}/batch_detail`, 'Coupon batch: detail', couponBatchIdQuery, READ, returns<CouponBatchRow>()),
  exportBatch: endpoint({
    method: 'POST',
    path: `${CP}/export_batch_userCoupon`,
    summary: 'Coupon batch: export its user coupons (xlsx)',
    body: couponBatchIdQuery,
    perm: [P.export],
    blob: true,
  }),
  userPage: endpoint({
    method: 'POST',
    path: `${UC}/page`,
    summary: 'User coupons: page',
    body: userCouponQuery,
    perm: READ,
    response: returns<Page<UserCouponRow>>(),
  }),
  submitCoupon: post(
    `${UC}/submitCoupon`,
    'User coupon: give a coupon to one customer by phone',
    submitCouponForm,
    [P.add, P.edit],
    returns<number>(),
  ),
};

const h5 = storefrontCalls(H5);

/** The storefront's coupon pages (public; receiving and my coupons need the customer's login). */
export const couponStoreApi = {
  centre: h5('GET', '/centre', 'Storefront: the coupon centre (coupons on shelf)', { query: h5CentreQuery }, returns<StoreCoupon[]>()),
  receive: h5('POST', '/receive', 'Storefront: receive a coupon', { body: h5ReceiveForm }, returns<UserCouponRow>()),
  mine: h5('GET', '/mine', "Storefront: the customer's coupons", { query: h5MineQuery }, returns<UserCouponRow[]>()),
  usable: h5(
    'GET',
    '/usable',
    "Storefront: the customer's coupons for an order, best first",
    { query: h5UsableQuery },
    returns<UsableCoupon[]>(),
  ),
};
