import type { PageLoaders } from '../../pages.ts';

/** Product distribution (分销商品) and the partner accounts (合作伙伴). */
export const distributionPages: PageLoaders = {
  '/distribution/goods': () => import('./GoodsPage.tsx'),
  '/cooperative/distributor': () => import('./DistributorAccountsPage.tsx'),
  '/cooperative/supplier': () => import('./SupplierAccountsPage.tsx'),
};
