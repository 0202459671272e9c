import type { PageLoaders } from '../../pages.ts';

/** The merchant's order pages (订单管理). */
export const orderPages: PageLoaders = {
  '/merchantOrder/scenic': () => import('./ScenicOrderPage.tsx'),
  '/merchantOrder/abnormal': () => import('./AbnormalOrderPage.tsx'),
};
