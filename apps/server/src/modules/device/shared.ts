import { sql, type Sql } from '../../platform/sql.ts';

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
