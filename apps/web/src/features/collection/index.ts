import type { PageLoaders } from '../../pages.ts';

/** 商品管理 > 数字藏品 (its orders are the page's second tab: no menu item of their own). */
export const collectionPages: PageLoaders = {
  '/digitalCollection/index': () => import('./CollectionPage.tsx'),
};
