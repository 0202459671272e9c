import type { PageLoaders } from '../../pages.ts';

/** The storefront customer's member centre: phone + code login, level, growth, points and orders (public). */
export const memberCentrePages: PageLoaders = {
  '/h5/member': () => import('./MemberPage.tsx'),
};
