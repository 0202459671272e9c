import type { PageLoaders } from '../../pages.ts';

/** The report pages (报表下载). */
export const reportPages: PageLoaders = {
  '/reportExport/reportExport': () => import('./ReportExportPage.tsx'),
};
