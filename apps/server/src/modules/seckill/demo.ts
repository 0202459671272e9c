import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { anyOnShelfSku } from '../product/index.ts';
import * as repo from './repo/activity.ts';

/** The demo merchant's flash sale: running for a week on its first ticket on shelf, at 60% of the price. */
export const seckillDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const g = await anyOnShelfSku(db);
  if (!g) return;
  const a = await db.one(sql`INSERT INTO sk_activity (tenant_id, name, start_time, end_time, limit_num, step, share_title)
    VALUES (${demo}, '周末门票限时秒杀', now() - interval '1 hour', now() + interval '7 days', 2, 3, '周末门票限时秒杀,手慢无')
    RETURNING id`);
  const price = Number(g.price);
  await repo.insertGoods(db, String(a!.id), [
    {
      productId: String(g.product_id),
      skuId: String(g.sku_id),
      productName: g.product_name,
      skuName: g.sku_name,
      image: g.image ?? null,
      originalPrice: Number(g.original_price ?? price) || price,
      seckillPrice: Math.max(1, Math.round(price * 0.6)),
      stock: 100,
    },
  ]);
};
