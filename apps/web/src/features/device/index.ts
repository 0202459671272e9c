import type { PageLoaders } from '../../pages.ts';

/** 设备管理 > 设备列表, 设备监控. */
export const devicePages: PageLoaders = {
  '/deviceManage/index': () => import('./DevicePage.tsx'),
  '/deviceMonitor/index': () => import('./MonitorPage.tsx'),
};
