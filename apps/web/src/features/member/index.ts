import type { PageLoaders } from '../../pages.ts';

/** 会员管理: the member programme's settings and discounts, the customers (用户列表) and the blacklist. */
export const memberPages: PageLoaders = {
  '/memberManagement/settings': () => import('./SettingsPage.tsx'),
  '/memberManagement/discount': () => import('./DiscountPage.tsx'),
  '/merchantUser/index': () => import('./CustomerPage.tsx'),
  '/merchantUser/blacklist': () => import('./BlacklistPage.tsx'),
};
