import { DEVICE_OFFLINE_MINUTES as MIN, type MonitorFilters } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';
import { deviceView } from '../shared.ts';

/** The start of today in China, as a timestamp. */
const todayStart = sql`((now() AT TIME ZONE 'Asia/Shanghai')::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;

export const monitorPage = (db: Scoped, q: MonitorFilters) =>
  pageQuery<Row>(db.q, {
    from: deviceView(db.tenant('d'), MIN),
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
    FROM ${deviceView(db.tenant('d'), MIN)} WHERE ${groupId ? sql`x.group_id = ${groupId}` : sql`TRUE`}`);

/** A heartbeat: last seen now, with the fault it reports (or none) and its version. */
export const beat = (db: Scoped, id: string, h: { fault: number; message?: string; version?: string }) =>
  db.one<{ at: Date }>(sql`UPDATE dev_device SET last_seen = now(), fault = ${h.fault}, fault_msg = ${h.fault ? (h.message ?? null) : null},
      version = coalesce(${h.version ?? null}, version)
    WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 AND status = 1 RETURNING last_seen AS at`);
