import type { ModuleManifest } from '../../../platform/module.ts';
import { expirePoints } from './service.ts';

/** Points past their validity expire, every hour. */
export const ledgerJobs: ModuleManifest['jobs'] = {
  'member.expirePoints': { run: (svc) => async () => void (await expirePoints(svc.db)), every: { everySeconds: 3600 } },
};
