import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { anyOnShelfSku } from '../product/index.ts';
import * as repo from './repo/activity.ts';

/** The demo merchant's group buy: two-person groups for a week on its newest ticket on shelf, at 70% of the price. */
export const groupBuyDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const g = await anyOnShelfSku(db, true);
  if (!g) return;
  const a = await db.one(sql`INSERT INTO gb_activity (tenant_id, name, start_time, end_time, group_size, hours, limit_num, share_title)
    VALUES (${demo}, '好友两人成团', now() - interval '1 hour', now() + interval '7 days', 2, 24, 2, '两人成团享拼团价')
    RETURNING id`);
  const price = Number(g.price);
  await repo.replaceGoods(db, String(a!.id), [
    {
      productId: String(g.product_id),
      skuId: String(g.sku_id),
      productName: g.product_name,
      skuName: g.sku_name,
      image: g.image ?? null,
      originalPrice: Number(g.original_price ?? price) || price,
      groupPrice: Math.max(1, Math.round(price * 0.7)),
    },
  ]);
};
