import type { PageLoaders } from '../../pages.ts';

/** The customer's order pages (public, by the order's code). */
export const customerOrderPages: PageLoaders = {
  '/orderDetail': () => import('./OrderDetailPage.tsx'),
  '/refound': () => import('./RefundPage.tsx'),
};
