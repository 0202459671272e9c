import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { seedBanner } from './banners/demo.ts';
import { seedItems } from './points-mall/demo.ts';

/** The demo merchant's points mall (two items on shelf) and a home banner. */
export const marketingDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  await seedItems(db);
  await seedBanner(db);
};
