import {
  couponApi,
  productApi,
  type BodyOf,
  type CouponBatchRow,
  type CouponRow,
  type ProductRow,
  type UserCouponRow,
  type QueryOf,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { BatchIssued, CouponBatchRow, CouponRow, ProductRow, UserCouponRow } from '@yym/contract';
export type CouponForm = BodyOf<typeof couponApi.create>;

export const coupons = defineResource<CouponRow>({
  key: 'coupons',
  list: (params) => call(couponApi.page, { body: params as BodyOf<typeof couponApi.page> }),
  detail: (id) => call(couponApi.detail, { query: { id } }),
  add: (row) => call(couponApi.create, { body: row as CouponForm }),
  update: (row) => call(couponApi.update, { body: row as CouponForm }),
  remove: (ids) => call(couponApi.remove, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(couponApi.exportList, { query: query as QueryOf<typeof couponApi.exportList> }) as Promise<Blob>,
});

export const couponBatches = defineResource<CouponBatchRow>({
  key: 'coupon-batches',
  list: (params) => call(couponApi.batchPage, { body: params as BodyOf<typeof couponApi.batchPage> }),
  detail: (id) => call(couponApi.batchDetail, { query: { id } }),
});

export const userCoupons = defineResource<UserCouponRow>({
  key: 'user-coupons',
  list: (params) => call(couponApi.userPage, { body: params as BodyOf<typeof couponApi.userPage> }),
});

/** The tenant's ticket products (the coupon's product picker). */
export const ticketProducts = defineResource<ProductRow>({
  key: 'coupon-products',
  list: (params) => call(productApi.page, { query: { ...params, spuType: 1 } as QueryOf<typeof productApi.page> }),
});

export const couponActions = {
  shelve: (ids: string[], status: number) => call(couponApi.rackUpAndDown, { query: { ids: idList(ids), status } }),
  setValid: (id: string, isValid: number) => call(couponApi.isValid, { query: { id, isValid } }),
  clone: (id: string) => call(couponApi.clone, { query: { id } }),
  issue: (couponId: string, phones: string, remark?: string) => call(couponApi.batchSubmit, { body: { couponId, phones, remark } }),
  give: (couponId: string, phone: string, count: number) => call(couponApi.submitCoupon, { body: { couponId, phone, count } }),
  exportBatch: (id: string) => call(couponApi.exportBatch, { body: { id } }) as Promise<Blob>,
};
