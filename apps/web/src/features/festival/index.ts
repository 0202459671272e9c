import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 新春活动. */
export const festivalPages: PageLoaders = {
  '/newYearFestival/index': () => import('./FestivalPage.tsx'),
};

/** The storefront's 活动报名 (public; the editor's link 'signup' → pages/activity/signup). */
export const festivalPublicPages: PageLoaders = {
  '/h5/festival': () => import('../../h5/festival/FestivalH5Page.tsx'),
  '/pages/activity/signup': () => import('../../h5/festival/FestivalH5Page.tsx'),
};
