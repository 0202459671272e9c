import type { PageLoaders } from '../../pages.ts';

/** 盲盒管理 (boxes, their pools, and the orders on a tab of the same page: the menu has no item of its own for them). */
export const blindBoxPages: PageLoaders = {
  '/blindBoxManage/index': () => import('./BlindBoxPage.tsx'),
};

/** The storefront's blind-box pages (public): the box with its odds and the purchase, the order with its draws and proof. */
export const blindBoxPublicPages: PageLoaders = {
  '/h5/blindbox/box/:id': () => import('../../h5/blindbox/BoxPage.tsx'),
  '/h5/blindbox/order': () => import('../../h5/blindbox/BoxOrderPage.tsx'),
  '/h5/blindbox/mine': () => import('../../h5/blindbox/MyPrizesPage.tsx'),
};
