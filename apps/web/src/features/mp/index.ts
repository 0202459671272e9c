import type { PageLoaders } from '../../pages.ts';

/** 商户设置 > 小程序发布. */
export const mpPages: PageLoaders = {
  '/merchantManage/mp': () => import('./MpPage.tsx'),
};

/** Where the platforms' authorisation returns (spec 1: merchantManage/mp authSuccess and authError). */
export const mpPublicPages: PageLoaders = {
  '/merchantManage/mp/authSuccess': () => import('./AuthResultPage.tsx'),
  '/merchantManage/mp/authError': () => import('./AuthResultPage.tsx'),
};
