import type { PageLoaders } from '../../pages.ts';

/** 窗口售票: the counter, its print page, settings, the template designer, reports and window customers. */
export const windowPages: PageLoaders = {
  '/windowTicket/index': () => import('./CounterPage.tsx'),
  '/windowTicket/preview': () => import('./PrintPage.tsx'),
  '/windowTicket/ticketSetting': () => import('./SettingPage.tsx'),
  '/windowTicket/design': () => import('./DesignPage.tsx'),
  '/windowTicket/salesReports': () => import('./ReportPage.tsx'),
  '/windowTicket/customer': () => import('./CustomerPage.tsx'),
};
