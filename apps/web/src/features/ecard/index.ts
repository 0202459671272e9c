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

/** The storefront's e-card page (public): buy, activation code, card pack with the entry QR, usage records. */
export const ecardPublicPages: PageLoaders = {
  '/h5/ecard': () => import('../../h5/ecard/EcardPage.tsx'),
  // The editor's e-card links (spec 2's link catalogue): the same page, opened on the link's tab.
  ...Object.fromEntries(
    ['index', 'pack', 'activate', 'entry', 'buy', 'records'].map((p) => [
      `/pages/ecard/${p}`,
      () => import('../../h5/ecard/EcardPage.tsx'),
    ]),
  ),
  // The distributor portal (spec 1 public routes): out-distributor login, its orders, the used-record list, an order.
  '/outLogin': () => import('./portal/PortalLogin.tsx'),
  '/distributorDataList': () => import('./portal/PortalPage.tsx'),
  '/dataList': () => import('./portal/DataListPage.tsx'),
  '/distributionDetail': () => import('./portal/DetailPage.tsx'),
};
