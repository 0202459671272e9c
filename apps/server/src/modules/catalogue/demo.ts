import type { Queryable } from '../../platform/db.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

/** Demo data: the first merchant's spec templates; its demo tickets' skus of the same name count as made from them. */
export async function seedSpecTemplates(q: Queryable, t: { demo: string; second: string }) {
  const db = tenantData(q, t.demo);
  for (const [i, [name, price, needIdCard, remark]] of (
    [
      ['成人票', 10000, 0, '18-59周岁'],
      ['儿童票', 5000, 0, '1.2米-1.5米儿童'],
      ['老人票', 5000, 1, '60周岁以上凭身份证'],
    ] as const
  ).entries()) {
    const spec = await q.one<{
      id: string;
    }>(sql`INSERT INTO prd_specs_config (tenant_id, name, price, original_price, need_id_card, remark, sort)
      VALUES (${t.demo}, ${name}, ${price}, ${price}, ${needIdCard}, ${remark}, ${i}) RETURNING id`);
    await q.query(sql`UPDATE prd_sku SET spec_id = ${spec!.id} WHERE ${db.tenant()} AND name = ${name} AND is_deleted = 0`);
  }
}
