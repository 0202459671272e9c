import type { PageLoaders } from '../../pages.ts';

/** 短信管理: records, templates, signs, inform scenes and (platform) accounts. */
export const smsPages: PageLoaders = {
  '/merchantGeneral/sms': () => import('./SmsPage.tsx'),
};
