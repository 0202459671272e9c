import type { PageLoaders } from '../../pages.ts';

/** Product distribution (分销商品). */
export const distributionPages: PageLoaders = {
  '/distribution/goods': () => import('./GoodsPage.tsx'),
};
