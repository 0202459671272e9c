import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { seedCards, seedCombos, seedFaceCard } from './cards/demo.ts';
import { seedBatch, seedMessages } from './codes/demo.ts';
import { seedHeld, seedOrderUse } from './held/demo.ts';
import { seedFaceHolders } from './holders/demo.ts';
import { seedOrders } from './orders/demo.ts';
import { seedPortal } from './portal/demo.ts';
import { seedScheme, seedUpgradeOrders } from './upgrades/demo.ts';

/**
 * Demo: an annual pass over two scenic spots, a 5-visit card and its upgrade scheme, a batch of 20 codes,
 * three held cards with a few uses, storefront orders, upgrade and renewal orders, a distributor's order
 * with one card checked, a face-checking card with its holders, and SMS of the batch's codes. Each
 * sub-area seeds its own part, in this order.
 */
export const seedEcards: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const { annual, times } = await seedCards(db);
  const schemeId = await seedScheme(db, times, annual);
  const batchId = await seedBatch(db, annual);
  await seedHeld(db, annual, times);
  await seedOrders(db, String(annual.id));
  await seedCombos(db, times);
  await seedUpgradeOrders(db, times, annual, schemeId);
  const sold = await seedPortal(db, String(annual.id));
  if (sold) await seedOrderUse(db, sold.orderId, sold.checker);
  await seedFaceHolders(db, await seedFaceCard(db));
  if (batchId) await seedMessages(db, batchId);
};
