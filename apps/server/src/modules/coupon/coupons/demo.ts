import { chinaToday } from '@yym/contract';
import type { DemoSeeder } from '../../../platform/module.ts';
import { tenantData } from '../../../platform/repo.ts';
import * as repo from './repo.ts';
import { issue } from '../batches/service.ts';

/** The demo merchant's coupons: a 满减 and a 折扣 in the coupon centre, the 满减 already held by a demo customer. */
export const couponDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const today = chinaToday();
  const full = await db.insert(repo.COUPON, {
    name: '新人礼券',
    couponType: 1,
    threshold: 10000,
    amount: 2000,
    validityType: 2,
    validDays: 30,
    perLimit: 1,
    totalCount: 500,
  });
  const off = await db.insert(repo.COUPON, {
    name: '周末门票8.8折',
    couponType: 2,
    threshold: 5000,
    discount: 88,
    validityType: 1,
    startDate: today,
    endDate: chinaToday(60),
    perLimit: 2,
    totalCount: 200,
  });
  await repo.setShelf(db, [String(full.id), String(off.id)], 1);
  await issue(db, String(full.id), ['13800138001'], 1, 'demo', null);
};
