import type { PageLoaders } from '../../pages.ts';

/** The content pages (图文字典). */
export const contentPages: PageLoaders = {
  '/imageTextdDictionary/index': () => import('./ImageTextPage.tsx'),
};
