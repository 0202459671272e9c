import type { PageLoaders } from '../../pages.ts';

/** 营销中心 > 秒杀活动. */
export const seckillPages: PageLoaders = {
  '/activityNew/seckill': () => import('./SeckillPage.tsx'),
};

/** The storefront's seckill home (public; the editor's link 'seckill' → pages/seckill/index). */
export const seckillPublicPages: PageLoaders = {
  '/h5/seckill': () => import('../../h5/seckill/SeckillHomePage.tsx'),
  '/pages/seckill/index': () => import('../../h5/seckill/SeckillHomePage.tsx'),
};
