import type { PageLoaders } from '../../pages.ts';

/** 商户设置 > 发票管理. */
export const invoicePages: PageLoaders = {
  '/invoiceManagement/index': () => import('./InvoicePage.tsx'),
};

/** The customer's invoice page (public, by the order's code). */
export const invoicePublicPages: PageLoaders = {
  '/h5/invoice': () => import('../../h5/invoice/InvoiceRequestPage.tsx'),
};
