import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { pageQuery } from '../../platform/paging.ts';
import { sql } from '../../platform/sql.ts';

export const POLICY: TableSpec = {
  name: 'ft_policy',
  tenant: true,
  writable: ['name', 'age_min', 'age_max', 'daily_quota', 'start_date', 'end_date', 'policy_status', 'remark'],
  orderBy: 'id DESC',
};

const COLUMNS = sql`p.*,
  coalesce((SELECT array_agg(g.product_id::text ORDER BY g.product_id) FROM ft_policy_goods g WHERE g.tenant_id = p.tenant_id AND g.policy_id = p.id), '{}') AS product_ids,
  coalesce((SELECT array_agg(pr.name ORDER BY g.product_id) FROM ft_policy_goods g JOIN prd_product pr ON pr.tenant_id = g.tenant_id AND pr.id = g.product_id
    WHERE g.tenant_id = p.tenant_id AND g.policy_id = p.id), '{}') AS product_names`;

export const page = (db: Scoped, q: { name?: string; policyStatus?: number; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`ft_policy p`,
    columns: COLUMNS,
    where: [
      db.base(POLICY, 'p'),
      q.name && sql`p.name ILIKE ${`%${q.name}%`}`,
      q.policyStatus !== undefined && sql`p.policy_status = ${q.policyStatus}`,
    ],
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });

export const one = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLUMNS} FROM ft_policy p WHERE ${db.base(POLICY, 'p')} AND p.id = ${id}`);

/** The tenant's own products among the ids (another tenant's are simply not there). */
export const ownProducts = async (db: Scoped, ids: string[]) =>
  (
    await db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`,
    )
  ).length;

export async function setGoods(db: Scoped, policyId: string, productIds: string[]) {
  await db.query(sql`DELETE FROM ft_policy_goods WHERE ${db.tenant()} AND policy_id = ${policyId}`);
  await db.query(sql`INSERT INTO ft_policy_goods (tenant_id, policy_id, product_id)
    SELECT ${db.tenantId}, ${policyId}, x FROM unnest(${productIds}::bigint[]) x ON CONFLICT DO NOTHING`);
}

export const goods = (db: Scoped, name?: string, ids: string[] = []) =>
  db.query<{ id: string; name: string }>(sql`(SELECT id::text AS id, name FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0
      ${name ? sql`AND name ILIKE ${`%${name}%`}` : sql``} ORDER BY id DESC LIMIT 50)
    UNION SELECT id::text, name FROM prd_product WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[])`);
