import type { PageLoaders } from '../../pages.ts';

/** The caller's own pages (个人信息). */
export const profilePages: PageLoaders = {
  '/info/index': () => import('./InfoPage.tsx'),
};
