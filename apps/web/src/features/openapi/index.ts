import type { PageLoaders } from '../../pages.ts';

/** 开放接口: the merchant's partner API accounts and their call log. */
export const openApiPages: PageLoaders = {
  '/openAPIAccount/index': () => import('./OpenApiPage.tsx'),
};
