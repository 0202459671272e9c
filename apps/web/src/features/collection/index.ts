import type { PageLoaders } from '../../pages.ts';

/** 商品管理 > 数字藏品 (its orders are the page's second tab: no menu item of their own). */
export const collectionPages: PageLoaders = {
  '/digitalCollection/index': () => import('./CollectionPage.tsx'),
};

/** The storefront's 数字藏品: one collection (or the list) with its purchase, and 我的藏品. */
export const collectionPublicPages: PageLoaders = {
  '/h5/collection': () => import('../../h5/collection/CollectionH5Page.tsx'),
  '/h5/collection/mine': () => import('../../h5/collection/MyCollectionsPage.tsx'),
};
