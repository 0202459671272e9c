import type { PageLoaders } from '../../pages.ts';

/** The log pages of the monitor menu (日志管理). */
export const logPages: PageLoaders = {
  '/monitor/log/api': () => import('./LogPage.tsx'),
  '/monitor/log/error': () => import('./ErrorLogPage.tsx'),
};
