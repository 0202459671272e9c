import type { PageLoaders } from '../../pages.ts';

/** The goods pages: goods, freight templates, goods orders, bundles, food and lines. */
export const goodsPages: PageLoaders = {
  '/goods/index': () => import('./GoodsPage.tsx'),
  '/shippingTemplate/index': () => import('./FreightPage.tsx'),
  '/merchantOrder/goods': () => import('./GoodsOrderPage.tsx'),
  '/combinedGoods/index': () => import('./BundlePage.tsx'),
  '/food/index': () => import('./FoodPage.tsx'),
  '/line/index': () => import('./LinePage.tsx'),
};
