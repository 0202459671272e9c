import type { PageLoaders } from '../../pages.ts';

/** 商户设置 > 发票管理. */
export const invoicePages: PageLoaders = {
  '/invoiceManagement/index': () => import('./InvoicePage.tsx'),
};
