import type { PageLoaders } from '../../pages.ts';

/** 积分商城, 广告位 and 一码通 (the welcome page, jump QR and tenant labels have no menu: calls only). */
export const marketingPages: PageLoaders = {
  '/pointManagement/index': () => import('./PointsMallPage.tsx'),
  '/adBanner/index': () => import('./BannerPage.tsx'),
  '/oneCodePassManage/index': () => import('./OneCodePassPage.tsx'),
};

/** The storefront's points mall (public; exchanging needs the customer's login). */
export const marketingPublicPages: PageLoaders = {
  '/h5/points': () => import('../../h5/points/PointsMallPage.tsx'),
  '/h5/points/:id': () => import('../../h5/points/PointsItemPage.tsx'),
};
