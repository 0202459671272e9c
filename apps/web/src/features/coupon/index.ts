import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 优惠券: coupons, their issue batches and the customers' coupons. */
export const couponPages: PageLoaders = {
  '/couponManagement/index': () => import('./CouponPage.tsx'),
};

/** The storefront's coupon pages (public): the coupon centre and my coupons. */
export const couponPublicPages: PageLoaders = {
  '/h5/coupon/center': () => import('../../h5/coupon/CouponCentrePage.tsx'),
  '/h5/coupon/mine': () => import('../../h5/coupon/MyCouponsPage.tsx'),
};
