import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 拼团活动. */
export const groupBuyPages: PageLoaders = {
  '/activityNew/groupBuy': () => import('./GroupBuyPage.tsx'),
};

/** The storefront's group-buy page (public; the editor's link 'groupBuy' → pages/groupbuy/list). */
export const groupBuyPublicPages: PageLoaders = {
  '/h5/groupBuy': () => import('../../h5/groupbuy/GroupBuyHomePage.tsx'),
  '/pages/groupbuy/list': () => import('../../h5/groupbuy/GroupBuyHomePage.tsx'),
};
