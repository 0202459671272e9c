import { sql } from '../../platform/sql.ts';
import type { DemoSeeder } from '../../platform/module.ts';

/** The demo shop's gate clerk is a verifier at the West Lake (the orders' demo has made the spot). */
export const seedChecking: DemoSeeder = async (q, { demo: t }) => {
  const checker = await q.one(sql`SELECT id, real_name FROM blade_user WHERE tenant_id = ${t} AND account = 'checker'`);
  const spot = await q.one(sql`SELECT id FROM prd_poi WHERE tenant_id = ${t} AND name = '西湖风景名胜区' ORDER BY id LIMIT 1`);
  if (checker)
    await q.query(
      sql`INSERT INTO vf_verifier (tenant_id, user_id, user_name, poi_id) VALUES (${t}, ${checker.id}, ${checker.real_name}, ${spot?.id ?? null})`,
    );
};
