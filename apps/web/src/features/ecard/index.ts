import type { PageLoaders } from '../../pages.ts';

/** The 电子卡 menu: cards, orders, exchange and write-off records, activation codes, upgrade schemes, held cards. */
export const ecardPages: PageLoaders = {
  '/eleCardManage/index': () => import('./CardPage.tsx'),
  '/eleCardManage/order': () => import('./OrderPage.tsx'),
  '/eleCardManage/exchange': () => import('./ExchangePage.tsx'),
  '/eleCardManage/writeOff': () => import('./WriteOffPage.tsx'),
  '/eleCardManage/activationCode': () => import('./CodePage.tsx'),
  '/eleCardManage/upgrade': () => import('./UpgradePage.tsx'),
  '/memberCardManage/index': () => import('./MemberCardPage.tsx'),
  '/eCardReport/dailySales': () => import('./ReportPage.tsx'),
};

/** The distributor portal (spec 1 public routes): out-distributor login, its orders, the used-record list, an order. */
export const ecardPublicPages: PageLoaders = {
  '/outLogin': () => import('./portal/PortalLogin.tsx'),
  '/distributorDataList': () => import('./portal/PortalPage.tsx'),
  '/dataList': () => import('./portal/DataListPage.tsx'),
  '/distributionDetail': () => import('./portal/DetailPage.tsx'),
};
