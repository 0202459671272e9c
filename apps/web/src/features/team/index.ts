import type { PageLoaders } from '../../pages.ts';

/** 订单管理 > 团队订单. */
export const teamPages: PageLoaders = {
  '/merchantOrder/team': () => import('./TeamOrderPage.tsx'),
};
