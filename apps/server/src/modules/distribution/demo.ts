import type { Queryable } from '../../platform/db.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { seedAccounts } from './accounts/demo.ts';
import { seedSystems } from './systems/demo.ts';

/** Demo data: distributors of both merchants, and the first merchant's boat ticket distributed to two of them. */
export async function seedDistribution(q: Queryable, t: { demo: string; second: string }) {
  const ids: string[] = [];
  for (const [tenant, name, contact, phone] of [
    [t.demo, '携程旅行', '周经理', '13900001001'],
    [t.demo, '美团门票', '吴经理', '13900001002'],
    [t.demo, '杭州春秋旅行社', '郑经理', '13900001003'],
    [t.second, '舟山海天旅行社', '何经理', '13900002001'],
  ] as const) {
    const row = await q.one<{ id: string }>(
      sql`INSERT INTO dis_distributor (tenant_id, name, contact_name, phone) VALUES (${tenant}, ${name}, ${contact}, ${phone}) RETURNING id`,
    );
    if (tenant === t.demo) ids.push(String(row!.id));
  }
  const db = tenantData(q, t.demo);
  const boat = await q.one<{ id: string }>(
    sql`SELECT id FROM prd_product WHERE ${db.tenant()} AND name = '西湖游船票' AND is_deleted = 0 LIMIT 1`,
  );
  if (boat) {
    await q.query(
      sql`UPDATE prd_product SET dis_model = 2, dis_price_type = 2, dis_price_value = 95 WHERE ${db.tenant()} AND id = ${boat.id}`,
    );
    await q.query(
      sql`INSERT INTO prd_distribution_auth (tenant_id, product_id, distributor_id) SELECT ${t.demo}, ${boat.id}, d FROM unnest(${ids.slice(0, 2)}::bigint[]) d`,
    );
  }
  await seedAccounts(tenantData(q, t.demo), ids);
  await seedSystems(tenantData(q, t.demo));
}
