import type { PageLoaders } from '../../pages.ts';

/** 语音导览 (voices, packs and their equipment) and 语音订单. */
export const voicePages: PageLoaders = {
  '/audioManage/index': () => import('./VoicePage.tsx'),
  '/merchantOrder/voiceOrder': () => import('./VoiceOrderPage.tsx'),
};
