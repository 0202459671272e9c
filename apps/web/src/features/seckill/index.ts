import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 秒杀活动. */
export const seckillPages: PageLoaders = {
  '/activityNew/seckill': () => import('./SeckillPage.tsx'),
};
