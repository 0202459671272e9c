import type { MpPlatform } from '@yym/contract';
import type { Queryable } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

const APP_COLUMNS = sql`id, platform, app_id, app_name, auth_time, visit_status, default_version, domains, privacy, mall_info`;

export const app = (db: Scoped, platform: MpPlatform) =>
  db.one(sql`SELECT ${APP_COLUMNS} FROM mp_app WHERE ${db.tenant()} AND is_deleted = 0 AND platform = ${platform}`);

export const apps = (db: Scoped) => db.query(sql`SELECT ${APP_COLUMNS} FROM mp_app WHERE ${db.tenant()} AND is_deleted = 0`);

/** Bind (or re-bind) the tenant's app of a platform. */
export const bindApp = (db: Scoped, platform: MpPlatform, a: { appId: string; appName: string; refreshToken: unknown }) =>
  db.one(sql`INSERT INTO mp_app (tenant_id, platform, app_id, app_name, refresh_token, create_user, update_user)
    VALUES (${db.tenantId}, ${platform}, ${a.appId}, ${a.appName}, ${JSON.stringify(a.refreshToken)}::jsonb, ${db.userId}, ${db.userId})
    ON CONFLICT (tenant_id, platform) WHERE is_deleted = 0 DO UPDATE SET app_id = EXCLUDED.app_id, app_name = EXCLUDED.app_name,
      refresh_token = EXCLUDED.refresh_token, auth_time = now(), update_time = now() RETURNING id`);

/** Unbind the named app of the tenant (none other). */
export const unbindApp = (db: Scoped, platform: MpPlatform, appId: string) =>
  db.query(sql`UPDATE mp_app SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND platform = ${platform} AND app_id = ${appId} RETURNING id`);

/** One column of the app's settings kept as the platform has them. */
export const setAppColumn = (
  db: Scoped,
  platform: MpPlatform,
  appId: string,
  column: 'visit_status' | 'default_version' | 'domains' | 'privacy' | 'mall_info',
  value: unknown,
) =>
  db.one(sql`UPDATE mp_app SET ${sql.ident(column)} = ${typeof value === 'string' ? value : sql`${JSON.stringify(value)}::jsonb`},
      update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND platform = ${platform} AND app_id = ${appId} RETURNING id`);

// ---------------------------------------------------------------- authorisation states (no tenant: the redirect names it)

export const saveState = (q: Queryable, state: string, tenantId: string, platform: MpPlatform) =>
  q.query(
    sql`INSERT INTO mp_auth_state (state, tenant_id, platform, expires_at) VALUES (${state}, ${tenantId}, ${platform}, now() + interval '30 minutes')`,
  );

/** Use a state once, while it is fresh: the tenant it names. */
export const takeState = (q: Queryable, state: string, platform: MpPlatform) =>
  q.one<{ tenant_id: string }>(sql`UPDATE mp_auth_state SET used = 1 WHERE state = ${state} AND platform = ${platform} AND used = 0
    AND expires_at > now() RETURNING tenant_id`);

// ---------------------------------------------------------------- testers

export const testers = (db: Scoped, appRowId: string) =>
  db.query(sql`SELECT wechat_id, userstr, create_time FROM mp_tester WHERE ${db.tenant()} AND app_id = ${appRowId} ORDER BY create_time`);
export const addTester = (db: Scoped, appRowId: string, wechatId: string, userstr: string) =>
  db.one(sql`INSERT INTO mp_tester (tenant_id, app_id, wechat_id, userstr) VALUES (${db.tenantId}, ${appRowId}, ${wechatId}, ${userstr})
    ON CONFLICT (tenant_id, app_id, wechat_id) DO UPDATE SET userstr = EXCLUDED.userstr RETURNING wechat_id, userstr, create_time`);
export const removeTester = (db: Scoped, appRowId: string, wechatId: string) =>
  db.query(sql`DELETE FROM mp_tester WHERE ${db.tenant()} AND app_id = ${appRowId} AND wechat_id = ${wechatId} RETURNING wechat_id`);

// ---------------------------------------------------------------- the platform's views (every tenant)

/** Every tenant's authorised apps (the platform tenant's list: RLS lets 000000 see them all). */
export const allApps = (db: Scoped, q: { platform?: MpPlatform; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`mp_app a LEFT JOIN blade_tenant t ON t.tenant_id = a.tenant_id AND t.is_deleted = 0`,
    columns: sql`a.id, a.tenant_id, t.tenant_name, a.platform, a.app_id, a.app_name, a.auth_time, a.visit_status, a.default_version,
      a.domains, a.privacy, a.mall_info`,
    where: [sql`a.is_deleted = 0`, q.platform && sql`a.platform = ${q.platform}`],
    orderBy: sql`a.tenant_id, a.platform`,
    current: q.current,
    size: q.size,
  });

export const callbackPage = (q: Queryable, p: { current: number; size: number }) =>
  pageQuery(q, {
    from: sql`mp_callback_log`,
    columns: sql`id, platform, ok, reason, body, create_time`,
    where: [],
    orderBy: sql`id DESC`,
    current: p.current,
    size: p.size,
  });
