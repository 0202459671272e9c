import type { PageLoaders } from '../../pages.ts';

/** 积分商城, 广告位, 一码通 and 商城设置 (welcome page, jump QR, tenant labels). */
export const marketingPages: PageLoaders = {
  '/pointManagement/index': () => import('./PointsMallPage.tsx'),
  '/adBanner/index': () => import('./BannerPage.tsx'),
  '/oneCodePassManage/index': () => import('./OneCodePassPage.tsx'),
  '/activityNew/shopSetting': () => import('./ShopSettingsPage.tsx'),
};
