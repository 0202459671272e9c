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

/** The storefront's goods pages (public): buying a goods, bundle, meal or line, and the customer's order. */
export const goodsPublicPages: PageLoaders = {
  '/h5/goods/:id': () => import('../../h5/goods/GoodsBuyPage.tsx'),
  '/h5/shop/:kind/:id': () => import('../../h5/goods/ItemBuyPage.tsx'),
  '/h5/goodsOrder': () => import('../../h5/goods/GoodsOrderPage.tsx'),
};
