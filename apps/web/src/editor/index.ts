import type { PageLoaders } from '../pages.ts';

/** Page decoration: the designer (back office). */
export const decorationPages: PageLoaders = {
  '/customize/index': () => import('./Designer.tsx'),
};

/** The published storefront (public; '/h5/page/home?tenantId=' too). */
export const storefrontPages: PageLoaders = {
  '/h5/page/:pageId': () => import('../h5/storefront/StorefrontPage.tsx'),
};
