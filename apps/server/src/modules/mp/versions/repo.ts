import { MP_STATUS, type MpAction } from '@yym/contract';
import type { Queryable } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { type Sql, sql } from '../../../platform/sql.ts';

/** Further assignments of a flow move (`'now()'` is the statement's time). */
export const sets = (cols: Record<string, unknown>): Sql[] =>
  Object.entries(cols).map(([k, v]) => (v === 'now()' ? sql`${sql.ident(k)} = now()` : sql`${sql.ident(k)} = ${v}`));

const V_COLUMNS = sql`v.id, v.app_id, v.platform, v.template_id, v.version, v.user_desc, v.status, v.audit_id, v.reason, v.submit_time,
  v.audit_time, v.release_time, v.create_time, a.app_id AS open_app_id`;
const V_FROM = sql`mp_version v JOIN mp_app a ON a.tenant_id = v.tenant_id AND a.id = v.app_id`;

export const versionPage = (db: Scoped, appRowId: string, q: { status?: number; current: number; size: number }) =>
  pageQuery(db.q, {
    from: V_FROM,
    columns: V_COLUMNS,
    where: [db.tenant('v'), sql`v.is_deleted = 0 AND v.app_id = ${appRowId}`, q.status !== undefined && sql`v.status = ${q.status}`],
    orderBy: sql`v.id DESC`,
    current: q.current,
    size: q.size,
  });

export const version = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${V_COLUMNS} FROM ${V_FROM} WHERE ${db.tenant('v')} AND v.is_deleted = 0 AND a.is_deleted = 0 AND v.id = ${id}`);

/** The app's newest version in a state (null: none). */
export const newest = (db: Scoped, appRowId: string, status: number, order: Sql = sql`v.id DESC`) =>
  db.one(sql`SELECT ${V_COLUMNS} FROM ${V_FROM} WHERE ${db.tenant('v')} AND v.is_deleted = 0 AND v.app_id = ${appRowId}
    AND v.status = ${status} ORDER BY ${order} LIMIT 1`);

/** The version released before the online one (the one a rollback brings back). */
export const lastOffline = (db: Scoped, appRowId: string) =>
  newest(db, appRowId, MP_STATUS.OFFLINE, sql`v.release_time DESC NULLS LAST, v.id DESC`);

export const lastAudited = (db: Scoped, appRowId: string) =>
  db.one(sql`SELECT ${V_COLUMNS} FROM ${V_FROM} WHERE ${db.tenant('v')} AND v.is_deleted = 0 AND v.app_id = ${appRowId}
    AND v.audit_id IS NOT NULL ORDER BY v.submit_time DESC NULLS LAST, v.id DESC LIMIT 1`);

export const exists = (db: Scoped, appRowId: string, no: string) =>
  db.one(sql`SELECT id FROM mp_version WHERE ${db.tenant()} AND is_deleted = 0 AND app_id = ${appRowId} AND version = ${no}`);

export const insertVersion = (
  db: Scoped,
  v: { appId: string; platform: string; templateId: string; version: string; userDesc: string | null },
) =>
  db.one<{
    id: string;
  }>(sql`INSERT INTO mp_version (tenant_id, app_id, platform, template_id, version, user_desc, status, create_user, update_user)
    VALUES (${db.tenantId}, ${v.appId}, ${v.platform}, ${v.templateId}, ${v.version}, ${v.userDesc}, ${MP_STATUS.UPLOADED}, ${db.userId}, ${db.userId})
    RETURNING id`);

export const log = (
  db: Scoped,
  m: { versionId: string; action: MpAction; from: number | null; to: number; remark?: string | null; name: string },
) =>
  db.query(sql`INSERT INTO mp_version_log (tenant_id, version_id, action, from_status, to_status, remark, create_user, create_name)
    VALUES (${db.tenantId}, ${m.versionId}, ${m.action}, ${m.from}, ${m.to}, ${m.remark ?? null}, ${db.userId}, ${m.name})`);

export const logPage = (db: Scoped, q: { platform?: string; versionId?: string; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`mp_version_log l JOIN mp_version v ON v.tenant_id = l.tenant_id AND v.id = l.version_id`,
    columns: sql`l.id, l.version_id, v.version, l.action, l.from_status, l.to_status, l.remark, l.create_name, l.create_time`,
    where: [db.tenant('l'), q.platform && sql`v.platform = ${q.platform}`, q.versionId && sql`l.version_id = ${q.versionId}`],
    orderBy: sql`l.id DESC`,
    current: q.current,
    size: q.size,
  });

/** Versions under audit in every tenant (the polling job sweeps them all). */
export const auditingEverywhere = (q: Queryable) =>
  q.query<{
    tenant_id: string;
    id: string;
  }>(sql`SELECT tenant_id, id FROM mp_version WHERE status = ${MP_STATUS.AUDITING} AND is_deleted = 0
    ORDER BY submit_time LIMIT 200`);

/** The version an audit result names, in whichever tenant has the app (a callback names no tenant). */
export const byAudit = (q: Queryable, platform: string, openAppId: string, auditId: string) =>
  q.one<{
    tenant_id: string;
    id: string;
  }>(sql`SELECT v.tenant_id, v.id FROM mp_version v JOIN mp_app a ON a.tenant_id = v.tenant_id AND a.id = v.app_id
    WHERE a.platform = ${platform} AND a.app_id = ${openAppId} AND a.is_deleted = 0 AND v.audit_id = ${auditId} AND v.is_deleted = 0`);

export const logCallback = (q: Queryable, platform: string, ok: boolean, reason: string | null, body: string) =>
  q.query(
    sql`INSERT INTO mp_callback_log (platform, ok, reason, body) VALUES (${platform}, ${ok ? 1 : 0}, ${reason}, ${body.slice(0, 4000)})`,
  );
