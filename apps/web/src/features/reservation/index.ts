import type { PageLoaders } from '../../pages.ts';

/** 活动预约 (reservation products with their slots) and 预约商品订单. */
export const reservationPages: PageLoaders = {
  '/activityNew/reservation': () => import('./ReservationPage.tsx'),
  '/merchantOrder/bookGoodsList': () => import('./ResOrderPage.tsx'),
};

/** The storefront's reservation page (public; booking and my reservations need the customer's login). */
export const reservationPublicPages: PageLoaders = {
  '/h5/reservation': () => import('../../h5/reservation/ReservationH5Page.tsx'),
};
