import type { PageLoaders } from '../../pages.ts';

/** 通知公告: notices with their audiences (the bell shows them as station letters). */
export const noticePages: PageLoaders = {
  '/merchantGeneral/notice': () => import('./NoticePage.tsx'),
};
