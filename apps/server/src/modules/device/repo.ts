import { DEVICE_OFFLINE_MINUTES, type DeviceFilters, type MonitorFilters } from '@yym/contract';
import type { Queryable, Row } from '../../platform/db.ts';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { pageQuery } from '../../platform/paging.ts';
import { sql, type Sql } from '../../platform/sql.ts';
import { toApiRows } from '../../platform/rows.ts';

/**
 * A device's state from its last heartbeat: never seen, offline (silent past the limit), fault (it said
 * so in its last heartbeat) or online. Written once for the list, the monitor and the counts.
 */
export const stateSql = (minutes: number, d = 'd'): Sql =>
  sql`CASE WHEN ${sql.raw(d)}.last_seen IS NULL THEN 'never'
    WHEN ${sql.raw(d)}.last_seen < now() - make_interval(mins => ${minutes}::int) THEN 'offline'
    WHEN ${sql.raw(d)}.fault = 1 THEN 'fault' ELSE 'online' END`;

/** The devices with their group, scenic spot and checker names and their state (one tenant's, by `where`). */
export const deviceView = (tenant: Sql, minutes: number): Sql =>
  sql`(SELECT d.id, d.device_no, d.name, d.kind, d.group_id, d.poi_id, d.user_id, d.settings, d.remark, d.status, d.last_seen, d.fault,
      d.fault_msg, d.version, d.token_time, d.create_time, (d.token_hash IS NOT NULL) AS has_credential,
      g.name AS group_name, p.name AS poi_name, coalesce(nullif(u.real_name, ''), u.account) AS user_name, ${stateSql(minutes)} AS state,
      CASE WHEN d.last_seen IS NULL THEN NULL ELSE floor(extract(epoch FROM now() - d.last_seen) / 60)::int END AS silent_minutes
    FROM dev_device d
      LEFT JOIN dev_group g ON g.tenant_id = d.tenant_id AND g.id = d.group_id AND g.is_deleted = 0
      LEFT JOIN prd_poi p ON p.tenant_id = d.tenant_id AND p.id = d.poi_id
      LEFT JOIN blade_user u ON u.tenant_id = d.tenant_id AND u.id = d.user_id
    WHERE ${tenant} AND d.is_deleted = 0) x`;

export const DEVICE: TableSpec = {
  name: 'dev_device',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['device_no', 'name', 'kind', 'group_id', 'poi_id', 'user_id', 'remark'],
};
export const GROUP: TableSpec = { name: 'dev_group', tenant: true, orderBy: 'id', writable: ['name', 'remark'] };

export const devicePage = (db: Scoped, q: DeviceFilters) =>
  pageQuery<Row>(db.q, {
    from: deviceView(db.tenant('d'), DEVICE_OFFLINE_MINUTES),
    where: [
      q.keyword && sql`(x.name ILIKE ${`%${q.keyword}%`} OR x.device_no ILIKE ${`%${q.keyword}%`})`,
      q.kind !== undefined && sql`x.kind = ${q.kind}`,
      q.groupId && sql`x.group_id = ${q.groupId}`,
      q.status !== undefined && sql`x.status = ${q.status}`,
    ],
    orderBy: sql`x.id DESC`,
    current: q.current,
    size: q.size,
  });
export const deviceById = (db: Scoped, id: string) =>
  db.one(sql`SELECT * FROM ${deviceView(db.tenant('d'), DEVICE_OFFLINE_MINUTES)} WHERE x.id = ${id}`);

/** A new device; none when its number is taken (the unique index decides). */
export const insertDevice = (db: Scoped, d: Record<string, unknown>) =>
  db.one(sql`INSERT INTO dev_device (tenant_id, device_no, name, kind, group_id, poi_id, user_id, remark, create_user, update_user)
    VALUES (${db.tenantId}, ${d.deviceNo}, ${d.name}, ${d.kind}, ${d.groupId ?? null}, ${d.poiId ?? null}, ${d.userId ?? null}, ${d.remark ?? ''},
      ${db.userId}, ${db.userId}) ON CONFLICT DO NOTHING RETURNING id`);
export const numberTaken = (db: Scoped, deviceNo: string, exceptId: string) =>
  db.one(sql`SELECT id FROM dev_device WHERE ${db.base(DEVICE)} AND device_no = ${deviceNo} AND id <> ${exceptId}`);
export const setSettings = (db: Scoped, id: string, settings: object) =>
  db.one(sql`UPDATE dev_device SET settings = ${JSON.stringify(settings)}::jsonb, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(DEVICE)} AND id = ${id} RETURNING id`);
export const setStatus = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE dev_device SET status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(DEVICE)} AND id = ANY(${ids}::bigint[]) RETURNING id`);
/** Removed devices lose their credential with them. */
export const removeDevices = (db: Scoped, ids: string[]) =>
  db.query(sql`UPDATE dev_device SET is_deleted = 1, token_hash = NULL, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(DEVICE)} AND id = ANY(${ids}::bigint[]) RETURNING id`);
export const setToken = (db: Scoped, id: string, hash: string | null) =>
  db.one(sql`UPDATE dev_device SET token_hash = ${hash}, token_time = ${hash ? sql`now()` : null}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(DEVICE)} AND id = ${id} RETURNING id`);

/**
 * The enabled device holding this credential, whatever its tenant (the credential's hash is unique and
 * names the tenant; the device's own calls come without a login).
 */
export interface TokenDevice {
  tenant_id: string;
  id: string;
  device_no: string;
  name: string;
  kind: number;
  poi_id: string | null;
  user_id: string | null;
}
export const byToken = (q: Queryable, hash: string) =>
  q.one<TokenDevice>(
    sql`SELECT tenant_id, id, device_no, name, kind, poi_id, user_id FROM dev_device WHERE token_hash = ${hash} AND status = 1 AND is_deleted = 0`,
  );

export const groupPage = (db: Scoped, q: { current: number; size: number }) =>
  pageQuery<Row>(db.q, {
    from: sql`dev_group g`,
    columns: sql`g.id, g.name, g.remark, (SELECT count(*)::int FROM dev_device d WHERE d.tenant_id = g.tenant_id AND d.group_id = g.id AND d.is_deleted = 0) AS devices`,
    where: [db.base(GROUP, 'g')],
    orderBy: sql`g.id`,
    current: q.current,
    size: q.size,
  });
export const groupsInUse = (db: Scoped, ids: string[]) =>
  db.one(sql`SELECT 1 FROM dev_device WHERE ${db.base(DEVICE)} AND group_id = ANY(${ids}::bigint[]) LIMIT 1`);
export const groupExists = (db: Scoped, id: string) => db.one(sql`SELECT 1 FROM dev_group WHERE ${db.base(GROUP)} AND id = ${id}`);
export const selectList = async (db: Scoped) =>
  toApiRows(await db.query(sql`SELECT id, device_no, name FROM dev_device WHERE ${db.base(DEVICE)} ORDER BY device_no LIMIT 2000`));

// ---------------------------------------------------------------- other areas' rows, read only

export const scenes = async (db: Scoped) =>
  toApiRows(await db.query(sql`SELECT id, name FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 1000`));
export const poiExists = (db: Scoped, id: string) =>
  db.one(sql`SELECT 1 FROM prd_poi WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`);
export const checkers = async (db: Scoped) =>
  toApiRows(
    await db.query(
      sql`SELECT id, coalesce(nullif(real_name, ''), account) AS name FROM blade_user WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id`,
    ),
  );
export const userExists = (db: Scoped, id: string) =>
  db.one(sql`SELECT 1 FROM blade_user WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`);
export const products = async (db: Scoped) =>
  toApiRows(
    await db.query(sql`SELECT id, name, poi_id FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id DESC LIMIT 1000`),
  );
export const productCount = (db: Scoped, ids: string[]) =>
  db.one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`,
  );

// ---------------------------------------------------------------- the monitor

/** The start of today in China, as a timestamp. */
const todayStart = sql`((now() AT TIME ZONE 'Asia/Shanghai')::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;

export const monitorPage = (db: Scoped, q: MonitorFilters) =>
  pageQuery<Row>(db.q, {
    from: deviceView(db.tenant('d'), DEVICE_OFFLINE_MINUTES),
    columns: sql`x.*, (SELECT count(*)::int FROM vf_record r WHERE ${db.tenant('r')} AND r.device_no = x.device_no AND r.result = 1
      AND r.create_time >= ${todayStart}) AS today_checks`,
    where: [
      q.keyword && sql`(x.name ILIKE ${`%${q.keyword}%`} OR x.device_no ILIKE ${`%${q.keyword}%`})`,
      q.groupId && sql`x.group_id = ${q.groupId}`,
      q.state && sql`x.state = ${q.state}`,
    ],
    // The ones needing a look first: offline and faulty, then by number.
    orderBy: sql`CASE x.state WHEN 'offline' THEN 0 WHEN 'fault' THEN 1 WHEN 'never' THEN 2 ELSE 3 END, x.device_no, x.id`,
    current: q.current,
    size: q.size,
  });

export const counts = (db: Scoped, groupId?: string) =>
  db.one<{ total: number; online: number; offline: number; fault: number; never: number }>(sql`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE x.state = 'online')::int AS online, count(*) FILTER (WHERE x.state = 'offline')::int AS offline,
      count(*) FILTER (WHERE x.state = 'fault')::int AS fault, count(*) FILTER (WHERE x.state = 'never')::int AS never
    FROM ${deviceView(db.tenant('d'), DEVICE_OFFLINE_MINUTES)} WHERE ${groupId ? sql`x.group_id = ${groupId}` : sql`TRUE`}`);

/** A heartbeat: last seen now, with the fault it reports (or none) and its version. */
export const beat = (db: Scoped, id: string, h: { fault: number; message?: string; version?: string }) =>
  db.one<{ at: Date }>(sql`UPDATE dev_device SET last_seen = now(), fault = ${h.fault}, fault_msg = ${h.fault ? (h.message ?? null) : null},
      version = coalesce(${h.version ?? null}, version)
    WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 AND status = 1 RETURNING last_seen AS at`);
