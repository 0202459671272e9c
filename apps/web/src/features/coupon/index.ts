import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 优惠券: coupons, their issue batches and the customers' coupons. */
export const couponPages: PageLoaders = {
  '/couponManagement/index': () => import('./CouponPage.tsx'),
};
