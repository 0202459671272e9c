import type { ZodType } from 'zod';
import { endpoint, returns } from '../endpoint.ts';

// What the voucher area's endpoint files share (not exported from the package).

export const PK = '/yym-product-api/package-coupon';
export const PO = '/order-api/package-coupon/order';
export const GV = '/yym-marketing-api/gpv';
export const GO = '/order-api/gpv/order';
export const GR = '/yym-biz-report/gpv';

/** Button codes (menus-commerce.ts). */
export const VOUCHER_PERMS = {
  pkgView: 'meal_set_coupon_view',
  pkgAdd: 'meal_set_coupon_add',
  pkgEdit: 'meal_set_coupon_edit',
  pkgDelete: 'meal_set_coupon_delete',
  pkgExport: 'meal_set_coupon_export',
  pkgShelf: 'meal_set_coupon_shelf',
  pkgCopy: 'meal_set_coupon_copy',
  pkgRecommend: 'meal_set_coupon_recommend',
  orderView: 'order_package_coupon_view',
  orderExport: 'order_package_coupon_export',
  orderRefund: 'order_package_coupon_refund',
  orderAudit: 'order_package_coupon_audit',
  orderRemark: 'order_package_coupon_remark',
  orderConfirm: 'order_package_coupon_confirm',
  orderOut: 'order_package_coupon_out',
  orderNotify: 'order_package_coupon_notify',
  orderVerify: 'order_package_coupon_verify',
  gpvView: 'group_coupon_view',
  gpvAdd: 'group_coupon_add',
  gpvEdit: 'group_coupon_edit',
  gpvDelete: 'group_coupon_delete',
  gpvExport: 'group_coupon_export',
  gpvShelf: 'group_coupon_shelf',
  gpvCopy: 'group_coupon_copy',
  gpvOrder: 'group_coupon_order',
  gpvRefund: 'group_coupon_refund',
  gpvVerify: 'group_coupon_verify',
  gpvReport: 'group_coupon_report',
} as const;
export const P = VOUCHER_PERMS;
export const PKG_READ = [P.pkgView, P.pkgAdd, P.pkgEdit];
export const ORDER_READ = [P.orderView];
export const GPV_READ = [P.gpvView, P.gpvAdd, P.gpvEdit];
export const GPV_EDIT = [P.gpvAdd, P.gpvEdit];

export const get = <Q extends ZodType | undefined, R>(path: string, summary: string, query: Q, perm: readonly string[]) =>
  endpoint({ method: 'GET', path, summary, query, perm, response: returns<R>() });
export const post = <B extends ZodType, R>(path: string, summary: string, body: B, perm: readonly string[]) =>
  endpoint({ method: 'POST', path, summary, body, perm, response: returns<R>() });
