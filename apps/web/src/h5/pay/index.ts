import type { PageLoaders } from '../../pages.ts';

/** The storefront's sandbox cashier, after placing an order on the product page (public). */
export const payPages: PageLoaders = {
  '/h5/pay': () => import('./PayPage.tsx'),
};
