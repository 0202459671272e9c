import type { PageLoaders } from '../../pages.ts';

/** 订单管理 > 团队订单. */
export const teamPages: PageLoaders = {
  '/merchantOrder/team': () => import('./TeamOrderPage.tsx'),
};

/** The storefront's 团队预约 (public; the editor's links team.home → pages/team/index, team.orders → pages/team/orders). */
export const teamPublicPages: PageLoaders = {
  '/h5/team': () => import('../../h5/team/TeamH5Page.tsx'),
  '/pages/team/index': () => import('../../h5/team/TeamH5Page.tsx'),
  '/pages/team/orders': () => import('../../h5/team/TeamH5Page.tsx'),
};
