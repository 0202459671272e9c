import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 拼团活动. */
export const groupBuyPages: PageLoaders = {
  '/activityNew/groupBuy': () => import('./GroupBuyPage.tsx'),
};
