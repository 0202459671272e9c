import type { PageLoaders } from '../../pages.ts';

/** The ticket-checking pages (票务核销). */
export const ticketPages: PageLoaders = {
  '/ticket/check': () => import('./CheckPage.tsx'),
  '/ticket/verification': () => import('./VerificationPage.tsx'),
  '/ticket/verifier': () => import('./VerifierPage.tsx'),
  '/ticket/verifyConfig': () => import('./VerifyConfigPage.tsx'),
  '/ticket/verifyPower': () => import('./VerifyPowerPage.tsx'),
  '/ticket/deviceRecord': () => import('./DeviceRecordPage.tsx'),
};
