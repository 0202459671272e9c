import type { PageLoaders } from '../../pages.ts';

/** 影院影片 (one page with its tabs). */
export const cinemaPages: PageLoaders = {
  '/movie/index': () => import('./MoviePage.tsx'),
};
