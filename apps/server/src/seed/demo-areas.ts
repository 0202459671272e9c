import type { DemoSeeder } from './index.ts';
import { seedDecoration } from '../modules/decoration/seed.ts';
import { seedCommerce } from '../modules/order/demo.ts';
import { seedProductExtras } from '../modules/product/extras.ts';

/**
 * Demo data of the business areas, run after the demo tenants exist (first start only).
 * Each area adds one line: its seeder, exported from its module folder.
 */
export const areaSeeders: DemoSeeder[] = [
  seedCommerce,
  seedProductExtras,
  seedDecoration, // keep last: the demo storefront shows the other areas' listed goods
];
