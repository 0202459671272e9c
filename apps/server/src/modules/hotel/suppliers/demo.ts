import type { Scoped } from '../../../platform/repo.ts';
import { SUPPLIER } from './repo.ts';

/** Demo: a sandbox supplier. */
export const seedSupplier = (db: Scoped) =>
  db.insert(SUPPLIER, {
    name: '云途酒店供应(沙箱)',
    code: 'SBX-YUNTU',
    provider: 'sandbox',
    contactName: '王经理',
    phone: '13700000001',
  });
