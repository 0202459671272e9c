import type { PageLoaders } from '../../pages.ts';

/** The payment configuration page (支付配置). */
export const payConfigPages: PageLoaders = {
  '/merchantGeneral/payConfig': () => import('./PayConfigPage.tsx'),
};
