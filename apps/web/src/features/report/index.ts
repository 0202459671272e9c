import type { PageLoaders } from '../../pages.ts';

/** The report pages (数据报表 and 报表下载). */
export const reportPages: PageLoaders = {
  '/reportExport/reportExport': () => import('./ReportExportPage.tsx'),
  '/orderReport/index': () => import('./OrderReportPage.tsx'),
  '/scenicOperation/index': () => import('./ScenicOperationPage.tsx'),
  '/report/ticketStatistics/list': () => import('./TicketStatisticsPage.tsx'),
  '/supDisReport/index': () => import('./SupDisReportPage.tsx'),
  '/usersReport/sex': () => import('./UsersReportPage.tsx'),
  '/usersReport/affiliation': () => import('./UsersAffiliationPage.tsx'),
  '/usersReport/age': () => import('./UsersAgePage.tsx'),
  '/supplyMarketReport/index': () => import('./SupplyMarketReportPage.tsx'),
  '/report/finance': () => import('./FinancePage.tsx'),
  '/report/finance/detail': () => import('./FinanceDetailPage.tsx'),
  '/realTimeMan/index': () => import('./RealTimePage.tsx'),
};

/** The big screen a gate-side display opens with its read-only link (no login). */
export const reportPublicPages: PageLoaders = {
  '/bigScreen': () => import('./BigScreenPage.tsx'),
};
