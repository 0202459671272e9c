import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 免票政策. */
export const freeTicketPages: PageLoaders = {
  '/activityNew/freeTicket': () => import('./FreeTicketPage.tsx'),
};
