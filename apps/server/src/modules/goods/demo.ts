import type { Queryable } from '../../platform/db.ts';
import { scopedTo } from '../order/index.ts';
import { seedGoods } from './catalogue/demo.ts';
import { seedFreight } from './freight/demo.ts';
import { seedFood } from './food/demo.ts';
import { seedLines } from './lines/demo.ts';
import { seedBundles } from './bundles/demo.ts';
import { seedLists } from './lists/demo.ts';
import { seedOrders } from './orders/demo.ts';
import { sql } from '../../platform/sql.ts';

/** Demo: freight templates, goods, food, lines, bundles of them, a product list and orders in several states. */
export async function seedDemo(q: Queryable, tenantId: string) {
  const db = scopedTo(q, tenantId);
  const freight = await seedFreight(db);
  const { tea, shirt, postcard } = await seedGoods(db, freight);
  const meals = await seedFood(db);
  const lines = await seedLines(db);
  const lineDate = await db.one<{ id: string }>(
    sql`SELECT id FROM gds_line_date WHERE ${db.tenant()} AND line_id = ${lines[0]} ORDER BY day LIMIT 1`,
  );
  const bundles = await seedBundles(db, {
    teaSku: tea.skus[0]!,
    mealId: meals[0]!,
    shirtSku: shirt.skus[0]!,
    lineDate: String(lineDate!.id),
  });
  await seedLists(db, [
    { kind: 'goods', id: tea.id },
    { kind: 'goods', id: shirt.id },
    { kind: 'bundle', id: bundles[0]! },
    { kind: 'line', id: lines[0]! },
    { kind: 'food', id: meals[0]! },
  ]);
  await seedOrders(db, {
    goods: [
      { id: tea.id, sku: tea.skus[0]! },
      { id: shirt.id, sku: shirt.skus[1]! },
      { id: postcard.id, sku: postcard.skus[0]! },
    ],
    bundle: bundles[0]!,
    meal: meals[1]!,
    line: lines[1]!,
  });
}
