import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 分销裂变. */
export const fissionPages: PageLoaders = {
  '/distribution/index': () => import('./FissionPage.tsx'),
};

/** The storefront's 我的分销 (public; the customer logs in there). */
export const fissionPublicPages: PageLoaders = {
  '/h5/fission': () => import('../../h5/fission/FissionH5Page.tsx'),
};
