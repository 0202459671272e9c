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

/** The storefront's hotel pages (public): the hotel with its booking form, and the customer's hotel order. */
export const hotelPublicPages: PageLoaders = {
  '/h5/hotel/:id': () => import('../../h5/hotel/HotelBookingPage.tsx'),
  '/h5/hotelOrder': () => import('../../h5/hotel/HotelOrderPage.tsx'),
};
