import type { Queryable } from '../../platform/db.ts';
import { scopedTo } from '../order/index.ts';
import { seedCustomers } from './customers/demo.ts';
import { seedTemplates } from './print/demo.ts';
import { seedScanPay } from './scanpay/demo.ts';
import { seedWindows } from './settings/demo.ts';
import { seedShifts } from './shifts/demo.ts';

/** Demo: templates (80 mm, A4), two windows with settings, window customers, shifts with sales, scan-pay codes. */
export async function seedWindow(q: Queryable, { demo }: { demo: string }) {
  const db = scopedTo(q, demo);
  const templates = await seedTemplates(db);
  const [w1] = await seedWindows(db, templates);
  const agency = await seedCustomers(db);
  await seedShifts(db, w1!, agency);
  await seedScanPay(db);
}
