import type { PageLoaders } from '../pages.ts';

/** Page decoration: the designer (back office). */
export const decorationPages: PageLoaders = {
  '/customize/index': () => import('./Designer.tsx'),
};
