import { flattenMenu } from './menu.ts';
import type { MenuNode } from './session.ts';

/** Labels of the fixed back-office routes (spec 1 §2 "Authenticated routes"). */
export const FIXED_LABELS: Record<string, string> = {
  '/wel/index': '首页',
  '/wel/dashboard': '控制台',
  '/info/index': '个人信息',
  '/stationLetter/index': '站内信',
  '/reportExport/reportExport': '报表下载',
  '/dict-horizontal/index': '字典管理',
  '/dict-vertical/index': '字典管理',
  '/hotel/roomStatus': '房态',
  '/404': '404',
  '/403': '403',
  '/500': '500',
};

let lastMenu: MenuNode[] | null = null;
let lastFlat = new Map<string, ReturnType<typeof flattenMenu> extends Map<string, infer V> ? V : never>();

/** Menu routes by location, memoised on the menu array. */
export function menuRoutes(menu: MenuNode[]) {
  if (menu !== lastMenu) {
    lastMenu = menu;
    lastFlat = flattenMenu(menu);
  }
  return lastFlat;
}

export const pathLabel = (path: string, menu: MenuNode[]) => FIXED_LABELS[path] ?? menuRoutes(menu).get(path)?.node.name ?? '';
