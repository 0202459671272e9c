import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const DASHBOARDS: TableSpec = {
  name: 'rpt_dashboard',
  tenant: true,
  writable: ['name', 'poi_id', 'capacity', 'data_types', 'refresh_seconds'],
  orderBy: 'id DESC',
};

export interface DashboardDb {
  id: string;
  name: string;
  poi_id: string | null;
  poi_name: string | null;
  capacity: number;
  data_types: string;
  refresh_seconds: number;
  is_open_look: number;
  token_hash: string | null;
  token_time: Date | null;
  create_time: Date;
}

const COLUMNS = sql`d.id, d.name, d.poi_id, p.name AS poi_name, d.capacity, d.data_types, d.refresh_seconds, d.is_open_look,
  d.token_hash, d.token_time, d.create_time`;
const FROM = sql`rpt_dashboard d LEFT JOIN prd_poi p ON p.tenant_id = d.tenant_id AND p.id = d.poi_id`;

export const page = (db: Scoped, q: { current: number; size: number; name?: string }) =>
  db.query<DashboardDb & { total: number }>(sql`SELECT ${COLUMNS}, count(*) OVER () AS total FROM ${FROM}
    WHERE ${sql.and([db.tenant('d'), sql`d.is_deleted = 0`, q.name && sql`d.name ILIKE ${`%${q.name}%`}`])}
    ORDER BY d.id DESC LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`);

export const one = (db: Scoped, id: string) =>
  db.one<DashboardDb>(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${db.tenant('d')} AND d.is_deleted = 0 AND d.id = ${id}`);

export const setOpen = (db: Scoped, id: string, open: number) =>
  db.one(sql`UPDATE rpt_dashboard SET is_open_look = ${open}, update_time = now(), update_user = ${db.userId},
      token_hash = CASE WHEN ${open} = 0 THEN NULL ELSE token_hash END, token_time = CASE WHEN ${open} = 0 THEN NULL ELSE token_time END
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id} RETURNING id`);

export const setToken = (db: Scoped, id: string, hash: string) =>
  db.one(sql`UPDATE rpt_dashboard SET token_hash = ${hash}, token_time = now(), is_open_look = 1, update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id} RETURNING id`);

/** Removing a screen takes its token with it. */
export const remove = (db: Scoped, ids: string[]) =>
  db.query(sql`UPDATE rpt_dashboard SET is_deleted = 1, token_hash = NULL, is_open_look = 0, update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[]) RETURNING id`);

export const poiExists = (db: Scoped, poiId: string) =>
  db.one(sql`SELECT 1 FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${poiId}`);

/** The screen a token opens, in the token's tenant (no tenant of a caller binds it). */
export const byToken = (db: Scoped, hash: string) =>
  db.one<DashboardDb & { tenant_name: string }>(sql`SELECT ${COLUMNS}, t.tenant_name FROM ${FROM}
    JOIN blade_tenant t ON t.tenant_id = d.tenant_id AND t.is_deleted = 0
    WHERE ${db.tenant('d')} AND d.is_deleted = 0 AND d.token_hash = ${hash}`);

/** Today's checks by hour and sales, of the tenant (and scenic spot), from the rollups. */
export const today = (db: Scoped, day: string, poiId: string | null) =>
  Promise.all([
    db.query<{ hour: number; n: string }>(sql`SELECT hour, sum(n) AS n FROM rpt_check
      WHERE ${sql.and([db.tenant(), sql`day = ${day}::date`, poiId && sql`poi_id = ${poiId}`])} GROUP BY hour`),
    db.one<{ paid_orders: string; paid_qty: string; paid_money: string; refund_money: string }>(sql`SELECT
        coalesce(sum(paid_orders), 0) AS paid_orders, coalesce(sum(paid_qty), 0) AS paid_qty,
        coalesce(sum(paid_money), 0) AS paid_money, coalesce(sum(refund_money), 0) AS refund_money
      FROM rpt_sale WHERE ${sql.and([db.tenant(), sql`day = ${day}::date`, poiId && sql`poi_id = ${poiId}`])}`),
  ]);
