import type { PageLoaders } from '../../pages.ts';

/** 影院影片 (one page with its tabs). */
export const cinemaPages: PageLoaders = {
  '/movie/index': () => import('./MoviePage.tsx'),
};

/** The storefront's cinema (public): films and screenings, picking seats, the ticket order. */
export const cinemaPublicPages: PageLoaders = {
  '/h5/cinema': () => import('../../h5/cinema/CinemaHomePage.tsx'),
  '/h5/cinema/seats/:id': () => import('../../h5/cinema/SeatPickPage.tsx'),
  '/h5/cinema/order': () => import('../../h5/cinema/CinemaOrderPage.tsx'),
};
