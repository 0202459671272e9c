import type { PageLoaders } from '../../pages.ts';

/** 活动预约 (reservation products with their slots) and 预约商品订单. */
export const reservationPages: PageLoaders = {
  '/activityNew/reservation': () => import('./ReservationPage.tsx'),
  '/merchantOrder/bookGoodsList': () => import('./ResOrderPage.tsx'),
};
