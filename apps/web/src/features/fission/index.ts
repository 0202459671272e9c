import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 分销裂变. */
export const fissionPages: PageLoaders = {
  '/distribution/index': () => import('./FissionPage.tsx'),
};
