import type { PageLoaders } from '../../pages.ts';

/** The voucher pages: 套餐券, 团购券 (with its orders and reports) and 套餐券订单. */
export const voucherPages: PageLoaders = {
  '/mealSetCoupon/index': () => import('./PackagePage.tsx'),
  '/groupCouponManage/index': () => import('./GpvPage.tsx'),
  '/merchantOrder/packageCoupon': () => import('./PackageOrderPage.tsx'),
};
