import type { FastifyRequest } from 'fastify';
import { MSG, PLATFORM_TENANT_ID, TENANT_HEADER } from '@yym/contract';
import type { AuthUser, Services } from './context.ts';
import { sql } from './sql.ts';
import type { Queryable } from './db.ts';
import { pushedOut, unauthorized, forbidden } from './errors.ts';

export type LoadedUser = AuthUser;

/** The bearer token from `Blade-Auth` (or a standard Authorization bearer, for API clients). */
export function bearer(req: FastifyRequest): string | null {
  const h = (req.headers['blade-auth'] as string | undefined) ?? '';
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  if (m) return m[1]!;
  const a = (req.headers.authorization as string | undefined) ?? '';
  const n = /^bearer\s+(.+)$/i.exec(a.trim());
  return n ? n[1]! : null;
}

/**
 * Verify the access token and load the caller in one query: the session must be live, the user
 * enabled, the tenant active. A session ended by logout answers 401; one ended by a password change,
 * a reset or a disabled account answers 411 (the client sends the user to /outLogin).
 */
export async function authenticate(svc: Services, req: FastifyRequest): Promise<LoadedUser> {
  const token = bearer(req);
  if (!token) throw unauthorized(MSG.tokenInvalid);
  const c = await svc.tokens.verifyAccess(token);
  if (!c) throw unauthorized(MSG.tokenExpired);
  const headerTenant = req.headers[TENANT_HEADER.toLowerCase()] as string | undefined;
  if (headerTenant && headerTenant !== c.tid) throw forbidden(MSG.tenantMismatch);
  const row = await svc.db.one(sql`
    SELECT u.id, u.tenant_id, u.account, u.name, u.real_name, u.avatar, u.role_ids, u.dept_ids, u.user_type,
           u.status, u.is_deleted, u.is_merchant, s.revoked_at, s.revoked_reason, s.expires_at,
           t.status AS tenant_status, t.expire_time AS tenant_expire,
           (SELECT array_agg(r.role_alias) FROM blade_role r
             WHERE r.tenant_id = u.tenant_id AND r.id = ANY(u.role_ids) AND r.is_deleted = 0 AND r.status = 1) AS role_aliases
      FROM auth_session s
      JOIN blade_user u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
      LEFT JOIN blade_tenant t ON t.tenant_id = s.tenant_id AND t.is_deleted = 0
     WHERE s.id = ${c.sid} AND s.tenant_id = ${c.tid} AND s.user_id = ${c.uid}`);
  if (!row) throw unauthorized(MSG.tokenExpired);
  if (row.revoked_at) {
    if (row.revoked_reason === 'logout') throw unauthorized(MSG.tokenExpired);
    throw pushedOut(MSG.tokenExpired);
  }
  if (row.is_deleted !== 0 || row.status !== 1) throw pushedOut(MSG.accountDisabled);
  if (row.tenant_status !== 1 || (row.tenant_expire && new Date(row.tenant_expire) < new Date())) {
    throw unauthorized(row.tenant_status === 1 ? MSG.tenantExpired : MSG.tenantMissing);
  }
  return {
    userId: String(row.id),
    tenantId: row.tenant_id,
    account: row.account,
    name: row.name ?? '',
    realName: row.real_name ?? '',
    avatar: row.avatar,
    roleIds: (row.role_ids ?? []).map(String),
    deptIds: (row.dept_ids ?? []).map(String),
    userType: row.user_type,
    sessionId: c.sid,
    isMerchant: row.is_merchant,
    roleAliases: row.role_aliases ?? [],
  };
}

/** The platform's administrator role may do everything; every other role needs the button code. */
export function isSuperAdmin(u: LoadedUser): boolean {
  return u.tenantId === PLATFORM_TENANT_ID && u.roleAliases.includes('administrator');
}

/** Does any of the caller's roles hold one of these button (or menu) codes? */
export async function hasPermission(q: Queryable, u: LoadedUser, codes: string[]): Promise<boolean> {
  if (isSuperAdmin(u)) return true;
  if (!u.roleIds.length) return false;
  const r = await q.one<{ ok: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM blade_role_menu rm
        JOIN blade_menu m ON m.id = rm.menu_id AND m.is_deleted = 0
        JOIN blade_role r ON r.tenant_id = rm.tenant_id AND r.id = rm.role_id AND r.is_deleted = 0 AND r.status = 1
       WHERE rm.tenant_id = ${u.tenantId} AND rm.role_id = ANY(${u.roleIds}::bigint[]) AND m.code = ANY(${codes}::text[])
    ) AS ok`);
  return !!r?.ok;
}

// Protected API paths change rarely; each process keeps the list for a few seconds (not session state).
let apiScopeCache: { at: number; paths: { id: string; path: string }[] } | null = null;
const API_SCOPE_TTL_MS = 5000;
export const clearApiScopeCache = () => {
  apiScopeCache = null;
};

/**
 * API scopes: a path listed as an api scope may be called only by roles granted that scope
 * (the platform administrator excepted). Paths not listed are governed by button codes alone.
 */
export async function apiScopeAllowed(q: Queryable, u: LoadedUser, path: string): Promise<boolean> {
  if (isSuperAdmin(u)) return true;
  if (!apiScopeCache || Date.now() - apiScopeCache.at > API_SCOPE_TTL_MS) {
    const rows = await q.query<{ id: string; scope_path: string }>(sql`SELECT id, scope_path FROM blade_scope_api WHERE is_deleted = 0 AND status = 1`);
    apiScopeCache = { at: Date.now(), paths: rows.map((r) => ({ id: String(r.id), path: r.scope_path })) };
  }
  const matching = apiScopeCache.paths.filter((p) => path === p.path || path.startsWith(p.path.endsWith('/') ? p.path : p.path + '/'));
  if (!matching.length) return true;
  const r = await q.one<{ ok: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM blade_role_scope WHERE tenant_id = ${u.tenantId}
    AND scope_category = 2 AND role_id = ANY(${u.roleIds}::bigint[]) AND scope_id = ANY(${matching.map((m) => m.id)}::bigint[])) AS ok`);
  return !!r?.ok;
}
