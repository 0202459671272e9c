import type { DemoSeeder } from '../../../platform/module.ts';
import { tenantData } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { demoGoods } from '../../timed-sale/index.ts';
import { replaceGoods } from './service.ts';

/** The demo merchant's group buy: two-person groups for a week on its newest ticket on shelf, at 70% of the price. */
export const groupBuyDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const g = await demoGoods(db, 0.7, true);
  if (!g) return;
  const a = await db.one(sql`INSERT INTO gb_activity (tenant_id, name, start_time, end_time, group_size, hours, limit_num, share_title)
    VALUES (${demo}, '好友两人成团', now() - interval '1 hour', now() + interval '7 days', 2, 24, 2, '两人成团享拼团价')
    RETURNING id`);
  await replaceGoods(db, String(a!.id), [{ ...g, groupPrice: g.price }]);
};
