import type { PageLoaders } from '../../pages.ts';

/** The product pages: tickets, scenic spots, catalogue, stock records, supplier codes, spec templates. */
export const productPages: PageLoaders = {
  '/product/ticket': () => import('./TicketPage.tsx'),
  '/scenic/index': () => import('./ScenicPage.tsx'),
  '/goods/classify': () => import('./ClassifyPage.tsx'),
  '/goods/label': () => import('./LabelPage.tsx'),
  '/product/stockRecord': () => import('./StockRecordPage.tsx'),
  '/merchantResources/supplierCode': () => import('./SupplierCodePage.tsx'),
  '/product/specsConfig': () => import('./SpecsConfigPage.tsx'),
};
