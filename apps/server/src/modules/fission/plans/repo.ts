import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

export const PLAN: TableSpec = {
  name: 'fis_plan',
  tenant: true,
  writable: ['name', 'start_date', 'end_date', 'kick_type', 'kick_value', 'plan_status', 'remark'],
  orderBy: 'id DESC',
};

/** Plan columns with its goods and what it earned (net of reversals). */
const PLAN_COLUMNS = sql`p.*,
  coalesce((SELECT array_agg(g.product_id::text ORDER BY g.product_id) FROM fis_plan_goods g WHERE g.tenant_id = p.tenant_id AND g.plan_id = p.id), '{}') AS product_ids,
  coalesce((SELECT array_agg(pr.name ORDER BY g.product_id) FROM fis_plan_goods g JOIN prd_product pr ON pr.tenant_id = g.tenant_id AND pr.id = g.product_id
    WHERE g.tenant_id = p.tenant_id AND g.plan_id = p.id), '{}') AS product_names,
  (SELECT count(*) FROM fis_order o WHERE o.tenant_id = p.tenant_id AND o.plan_id = p.id AND o.state IN (1, 2, 3))::int AS order_count,
  (SELECT coalesce(sum(o.kickback - o.reversed), 0) FROM fis_order o WHERE o.tenant_id = p.tenant_id AND o.plan_id = p.id)::bigint AS kickback_total`;

const planWhere = (db: Scoped, q: { name?: string; planStatus?: number }): Cond[] => [
  db.base(PLAN, 'p'),
  q.name && sql`p.name ILIKE ${`%${q.name}%`}`,
  q.planStatus !== undefined && sql`p.plan_status = ${q.planStatus}`,
];

export const planPage = (db: Scoped, q: { name?: string; planStatus?: number; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`fis_plan p`,
    columns: PLAN_COLUMNS,
    where: planWhere(db, q),
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });

export const planList = async (db: Scoped, q: { name?: string; planStatus?: number }) =>
  toApiRows(await db.query(sql`SELECT ${PLAN_COLUMNS} FROM fis_plan p WHERE ${sql.and(planWhere(db, q))} ORDER BY p.id DESC LIMIT 5000`));

export const planOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${PLAN_COLUMNS} FROM fis_plan p WHERE ${db.base(PLAN, 'p')} AND p.id = ${id}`);

/** The tenant's own products among the ids (another tenant's simply are not there). */
export const ownProducts = async (db: Scoped, ids: string[]) =>
  (
    await db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`,
    )
  ).map((r) => r.id);

export async function setGoods(db: Scoped, planId: string, productIds: string[]) {
  await db.query(sql`DELETE FROM fis_plan_goods WHERE ${db.tenant()} AND plan_id = ${planId}`);
  await db.query(sql`INSERT INTO fis_plan_goods (tenant_id, plan_id, product_id)
    SELECT ${db.tenantId}, ${planId}, x FROM unnest(${productIds}::bigint[]) x ON CONFLICT DO NOTHING`);
}

/** The shop's ticket products a plan may pick, newest first. */
export const goodsOptions = (db: Scoped, name?: string, ids: string[] = []) =>
  db.query<{ id: string; name: string }>(sql`(SELECT id::text AS id, name FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0
      ${name ? sql`AND name ILIKE ${`%${name}%`}` : sql``} ORDER BY id DESC LIMIT 50)
    UNION SELECT id::text, name FROM prd_product WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[])`);

/** The plan that pays for a product today: on, within its dates; the newest wins when several do. */
export const planFor = (db: Scoped, productId: string, today: string) =>
  db.one(sql`SELECT p.* FROM fis_plan p JOIN fis_plan_goods g ON g.tenant_id = p.tenant_id AND g.plan_id = p.id
    WHERE ${db.base(PLAN, 'p')} AND p.plan_status = 1 AND g.product_id = ${productId} AND ${today}::date BETWEEN p.start_date AND p.end_date
    ORDER BY p.id DESC LIMIT 1`);
