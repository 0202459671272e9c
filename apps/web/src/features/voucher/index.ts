import type { PageLoaders } from '../../pages.ts';

/** The voucher pages: 套餐券, 团购券 (with its orders and reports) and 套餐券订单. */
export const voucherPages: PageLoaders = {
  '/mealSetCoupon/index': () => import('./PackagePage.tsx'),
  '/groupCouponManage/index': () => import('./GpvPage.tsx'),
  '/merchantOrder/packageCoupon': () => import('./PackageOrderPage.tsx'),
};

/** The storefront's voucher pages (public): buy a package voucher or a gpv, and the voucher order with its QR codes. */
export const voucherPublicPages: PageLoaders = {
  '/h5/voucher/package/:id': () => import('../../h5/voucher/PackageBuyPage.tsx'),
  '/h5/voucher/gpv/:id': () => import('../../h5/voucher/GpvBuyPage.tsx'),
  '/h5/voucher/order': () => import('../../h5/voucher/VoucherOrderPage.tsx'),
};
