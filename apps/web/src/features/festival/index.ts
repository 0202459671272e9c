import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 新春活动. */
export const festivalPages: PageLoaders = {
  '/newYearFestival/index': () => import('./FestivalPage.tsx'),
};
