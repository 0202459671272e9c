import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 新春活动. */
export const festivalPages: PageLoaders = {
  '/newYearFestival/index': () => import('./FestivalPage.tsx'),
};

/**
 * The storefront's 活动报名 (public): the editor's links 'signup' (pages/activity/signup), 活动列表
 * (pages/activity/list) and 活动详情 (pages/activity/detail?id=, the one activity).
 */
export const festivalPublicPages: PageLoaders = {
  '/h5/festival': () => import('../../h5/festival/FestivalH5Page.tsx'),
  '/pages/activity/signup': () => import('../../h5/festival/FestivalH5Page.tsx'),
  '/pages/activity/list': () => import('../../h5/festival/FestivalH5Page.tsx'),
  '/pages/activity/detail': () => import('../../h5/festival/FestivalH5Page.tsx'),
};
