import type { Row } from '../../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../../platform/repo.ts';
import { sql } from '../../../../platform/sql.ts';

export const LEVEL: TableSpec = {
  name: 'mem_level',
  tenant: true,
  orderBy: 'level_no, id',
  writable: ['name', 'level_no', 'growth_min', 'discount', 'discount_enabled', 'icon', 'remark'],
};

export const setting = (db: Scoped) => db.one(sql`SELECT * FROM mem_setting WHERE ${db.tenant()}`);

/** Save some columns of the tenant's settings row (created on first save). */
export function saveSetting(db: Scoped, cols: Record<string, string | number>) {
  const names = Object.keys(cols);
  return db.one(sql`INSERT INTO mem_setting (tenant_id, ${sql.join(names.map((n) => sql.ident(n)))}, update_user)
    VALUES (${db.tenantId}, ${sql.join(names.map((n) => sql`${cols[n]}`))}, ${db.userId})
    ON CONFLICT (tenant_id) DO UPDATE SET ${sql.join(names.map((n) => sql`${sql.ident(n)} = EXCLUDED.${sql.ident(n)}`))},
      update_user = EXCLUDED.update_user, update_time = now()
    RETURNING *`);
}

/** The levels with how many customers hold each. */
export const levels = (db: Scoped) =>
  db.query(sql`SELECT l.*, (SELECT count(*)::int FROM uc_customer c WHERE c.tenant_id = l.tenant_id AND c.level_id = l.id AND c.is_deleted = 0) AS member_count
    FROM mem_level l WHERE ${db.tenant('l')} AND l.is_deleted = 0 ORDER BY l.level_no, l.id`);

export const levelNoTaken = (db: Scoped, levelNo: number, id: string | undefined) =>
  db.one(
    sql`SELECT id FROM mem_level WHERE ${db.tenant()} AND level_no = ${levelNo} AND is_deleted = 0 AND id IS DISTINCT FROM ${id ?? null}::bigint`,
  );
export const levelsInUse = (db: Scoped, ids: string[]) =>
  db.one(sql`SELECT 1 FROM uc_customer WHERE ${db.tenant()} AND level_id = ANY(${ids}::bigint[]) AND is_deleted = 0 LIMIT 1`);

/** The highest level a growth value reaches. */
export const levelFor = (db: Scoped, growth: number) =>
  db.one(sql`SELECT * FROM mem_level WHERE ${db.tenant()} AND is_deleted = 0 AND growth_min <= ${growth}
    ORDER BY growth_min DESC, level_no DESC LIMIT 1`);
export const levelById = (db: Scoped, id: string | null) =>
  id ? db.one(sql`SELECT * FROM mem_level WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`) : Promise.resolve(undefined);
export const nextLevel = (db: Scoped, growth: number) =>
  db.one(sql`SELECT * FROM mem_level WHERE ${db.tenant()} AND is_deleted = 0 AND growth_min > ${growth} ORDER BY growth_min LIMIT 1`);

export const setDiscount = (db: Scoped, id: string, discount: number, enabled: number) =>
  db.one(sql`UPDATE mem_level SET discount = ${discount}, discount_enabled = ${enabled}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 RETURNING id`);

// ---------------------------------------------------------------- rights

export const rights = (db: Scoped, levelId: string) =>
  db.query(sql`SELECT * FROM mem_level_right WHERE ${db.tenant()} AND level_id = ${levelId} AND is_deleted = 0 ORDER BY id`);

export async function replaceRights(
  db: Scoped,
  levelId: string,
  rows: { rightType: string; name: string; enabled: number; value: number; remark: string }[],
) {
  await db.query(
    sql`UPDATE mem_level_right SET is_deleted = 1, update_time = now() WHERE ${db.tenant()} AND level_id = ${levelId} AND is_deleted = 0`,
  );
  for (const r of rows) {
    await db.query(sql`INSERT INTO mem_level_right (tenant_id, level_id, right_type, name, enabled, value, remark, create_user)
      VALUES (${db.tenantId}, ${levelId}, ${r.rightType}, ${r.name}, ${r.enabled}, ${r.value}, ${r.remark || null}, ${db.userId})`);
  }
}

export const rightGoods = (db: Scoped, levelId: string, kind: string) =>
  db.query<Row>(
    sql`SELECT target_id, target_name, quantity FROM mem_right_goods WHERE ${db.tenant()} AND level_id = ${levelId} AND kind = ${kind} ORDER BY id`,
  );

export async function replaceRightGoods(
  db: Scoped,
  levelId: string,
  kind: string,
  items: { targetId: string; targetName: string; quantity: number }[],
) {
  await db.query(sql`DELETE FROM mem_right_goods WHERE ${db.tenant()} AND level_id = ${levelId} AND kind = ${kind}`);
  for (const i of items) {
    await db.query(sql`INSERT INTO mem_right_goods (tenant_id, level_id, kind, target_id, target_name, quantity, create_user)
      VALUES (${db.tenantId}, ${levelId}, ${kind}, ${i.targetId}, ${i.targetName}, ${i.quantity}, ${db.userId})`);
  }
}

/** Which of these ids are the tenant's products (right goods must be). */
export const productsAmong = (db: Scoped, ids: string[]) =>
  db.query<{ id: string }>(sql`SELECT id FROM prd_product WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`);

/** Demo data: the tenant's customers with their growth (to place them on the new levels). */
export const customersGrowth = (db: Scoped) =>
  db.query<{ id: string; growth: string; level_id: string | null }>(
    sql`SELECT id, growth, level_id FROM uc_customer WHERE ${db.tenant()} AND is_deleted = 0`,
  );
