import type { Scoped } from '../../platform/repo.ts';
import { seedGpvs } from './gpv/demo.ts';
import { seedGpvOrders } from './gpvorders/demo.ts';
import { seedPackages } from './package/demo.ts';
import { seedPackageOrders } from './pkgorders/demo.ts';
import * as vouchers from './vouchers/service.ts';

/** Demo: package vouchers and gpvs on shelf, with orders in several states. */
export async function seedVouchers(db: Scoped) {
  const [poi] = await vouchers.pois(db);
  const packages = await seedPackages(db, poi);
  await seedPackageOrders(db, packages);
  const gpvs = await seedGpvs(db, poi);
  await seedGpvOrders(db, gpvs, poi?.id ?? null);
}
