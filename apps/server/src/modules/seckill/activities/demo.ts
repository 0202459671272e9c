import type { DemoSeeder } from '../../../platform/module.ts';
import { tenantData } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { demoGoods } from '../../timed-sale/index.ts';
import { insertGoods } from './service.ts';

/** The demo merchant's flash sale: running for a week on its first ticket on shelf, at 60% of the price. */
export const seckillDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const g = await demoGoods(db, 0.6);
  if (!g) return;
  const a = await db.one(sql`INSERT INTO sk_activity (tenant_id, name, start_time, end_time, limit_num, step, share_title)
    VALUES (${demo}, '周末门票限时秒杀', now() - interval '1 hour', now() + interval '7 days', 2, 3, '周末门票限时秒杀,手慢无')
    RETURNING id`);
  await insertGoods(db, String(a!.id), [{ ...g, seckillPrice: g.price, stock: 100 }]);
};
