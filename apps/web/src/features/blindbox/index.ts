import type { PageLoaders } from '../../pages.ts';

/** 盲盒管理 (boxes, their pools, and the orders on a tab of the same page: the menu has no item of its own for them). */
export const blindBoxPages: PageLoaders = {
  '/blindBoxManage/index': () => import('./BlindBoxPage.tsx'),
};
