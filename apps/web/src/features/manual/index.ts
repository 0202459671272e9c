import type { PageLoaders } from '../../pages.ts';

/** 操作手册: the manual and fund manual, written by the platform, read by every merchant. */
export const manualPages: PageLoaders = {
  '/merchantGeneral/manual': () => import('./ManualPage.tsx'),
};
