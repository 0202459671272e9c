import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { addDays, chinaToday } from '../../platform/time.ts';
import * as repo from './repo.ts';

/** The demo merchant's 免票政策: seniors (65 and over) and children under 6 enter free. */
export const freeTicketDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const products = await db.query<{ id: string }>(
    sql`SELECT id::text AS id FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 2`,
  );
  if (!products.length) return;
  const dates = { startDate: addDays(chinaToday(), -10), endDate: addDays(chinaToday(), 355) };
  for (const p of [
    { name: '65周岁以上老人免票', ageMin: 65, ageMax: null, dailyQuota: 200, remark: '凭本人身份证入园' },
    { name: '6周岁以下儿童免票', ageMin: null, ageMax: 6, dailyQuota: 0, remark: '需成人陪同' },
  ]) {
    const row = await db.insert(repo.POLICY, { ...p, ...dates, policyStatus: 1 });
    await repo.setGoods(
      db,
      String(row.id),
      products.map((x) => x.id),
    );
  }
};
