import type { DemoSeeder } from './index.ts';

/**
 * Demo data of the business areas, run after the demo tenants exist (first start only).
 * Each area adds one line: its seeder, exported from its module folder.
 */
export const areaSeeders: DemoSeeder[] = [];
