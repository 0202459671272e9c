import type { PageLoaders } from '../../pages.ts';

/** The hotel pages: hotels, room types, rate plans, the room status board, hotel orders and the hotel report. */
export const hotelPages: PageLoaders = {
  '/hotel/index': () => import('./HotelPage.tsx'),
  '/hotel/housetype': () => import('./RoomTypePage.tsx'),
  '/hotel/product': () => import('./PlanPage.tsx'),
  '/hotel/roomStatus': () => import('./RoomStatusPage.tsx'),
  '/merchantOrder/hotel': () => import('./HotelOrderPage.tsx'),
  '/hotel/report': () => import('./HotelReportPage.tsx'),
};
