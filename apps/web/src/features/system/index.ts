import type { PageLoaders } from '../../pages.ts';

const dict = () => import('./DictPage.tsx');
const scopes = () => import('./ScopePage.tsx');

/** The system-administration pages (系统管理, 权限管理, 租户管理). */
export const systemPages: PageLoaders = {
  '/system/dict': dict,
  '/dict-horizontal/index': dict,
  '/dict-vertical/index': dict,
  '/system/user': () => import('./UserPage.tsx'),
  '/system/dept': () => import('./DeptPage.tsx'),
  '/system/post': () => import('./PostPage.tsx'),
  '/system/role': () => import('./RolePage.tsx'),
  '/system/menu': () => import('./MenuPage.tsx'),
  '/system/topmenu': () => import('./TopMenuPage.tsx'),
  '/system/param': () => import('./ParamPage.tsx'),
  '/system/region': () => import('./RegionPage.tsx'),
  '/system/client': () => import('./ClientPage.tsx'),
  '/resource/oss': () => import('./OssPage.tsx'),
  '/authority/datascope': () => scopes().then((m) => ({ default: m.DataScopePage })),
  '/authority/apiscope': () => scopes().then((m) => ({ default: m.ApiScopePage })),
  '/system/tenant': () => import('./TenantPage.tsx'),
  '/system/tenantApply': () => import('./TenantApplyPage.tsx'),
  '/system/tenantPackage': () => import('./TenantPackagePage.tsx'),
  '/system/tenantService': () => import('./TenantServicePage.tsx'),
};
