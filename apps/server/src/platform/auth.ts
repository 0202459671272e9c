import type { FastifyRequest } from 'fastify';
import { MSG, PLATFORM_TENANT_ID, TENANT_HEADER } from '@yym/contract';
import type { AuthUser, Services } from './context.ts';
import type { AccessClaims } from './tokens.ts';
import { sql, type Sql } from './sql.ts';
import type { Queryable, Row } from './db.ts';
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

/** The access token's claims, checked without the database: signature, expiry, type and the tenant header. */
export async function accessClaims(svc: Services, req: FastifyRequest): Promise<AccessClaims> {
  const token = bearer(req);
  if (!token) throw unauthorized(MSG.tokenInvalid);
  const c = await svc.tokens.verifyAccess(token);
  if (!c) throw unauthorized(MSG.tokenExpired);
  const headerTenant = req.headers[TENANT_HEADER.toLowerCase()] as string | undefined;
  if (headerTenant && headerTenant !== c.tid) throw forbidden(MSG.tenantMismatch);
  return c;
}

/**
 * One statement that loads the caller (the session must be live, the user enabled, the tenant active)
 * and answers the route's questions: does a role hold one of the button codes (`allowed`), and one of
 * the api scopes protecting the path (`scope_ok`). Routes run it as the first statement of their
 * transaction, so a request costs no extra round trip for who is calling.
 */
export function callerQuery(c: AccessClaims, codes: string[] = [], scopeIds: string[] = []): Sql {
  // yym_caller (migration 013) is PL/pgSQL so its plan is cached per connection.
  return sql`SELECT yym_caller(${c.sid}, ${c.tid}, ${c.uid}, ${codes}::text[], ${scopeIds}::bigint[]) AS caller`;
}

/**
 * The caller from `callerQuery`'s row. A session ended by logout answers 401; one ended by a password
 * change, a reset or a disabled account answers 411 (the client sends the user to /outLogin).
 */
export function callerFrom(lead: Row | undefined, c: AccessClaims): LoadedUser {
  const row = lead?.caller as Row | null | undefined;
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

/** A route's question about its caller: the lookup, and the key its answer is kept under. */
export interface CallerAsk {
  key: string;
  lookup: Sql;
}
export const callerAsk = (c: AccessClaims, codes: string[], scopeIds: string[]): CallerAsk => ({
  key: `${c.sid}|${scopeIds.join(',')}|${codes.join(',')}`,
  lookup: callerQuery(c, codes, scopeIds),
});

/** The number every change to what the caller lookup reads counts up (migration 043). */
const epochQuery = sql`SELECT (SELECT n FROM yym_caller_epoch) AS epoch`;

/**
 * The caller each session last had, per route (its codes and scopes), in this process, with the
 * number it was read at. A request reads the number in its first statement, where it would look the
 * caller up, and looks up only when it moved: a change committed before the request is seen by it,
 * on every process.
 */
class LastCallers {
  private rows = new Map<string, Row>();
  constructor(private readonly cap: number) {}
  /** The first statement of a request: the number when this caller is known here, else the lookup. */
  lead({ key, lookup }: CallerAsk): Sql {
    return this.rows.has(key) ? epochQuery : lookup;
  }
  /** The caller's row from the first statement's answer; looked up again on `q` when the number moved. */
  async caller({ key, lookup }: CallerAsk, answer: Row | undefined, q: Queryable): Promise<Row | undefined> {
    if (answer && 'caller' in answer) return this.remember(key, answer);
    const kept = this.rows.get(key);
    if (kept && answer && String(answer.epoch) === String(kept.caller?.epoch)) return kept;
    return this.remember(key, await q.one(lookup));
  }
  /**
   * `fn` as the caller last seen under `key` while `lead` (the first statement, already sent ahead of
   * what `fn` issues, on a connection that cannot write) is on its way; when it answers another
   * caller, `fn` runs again (`again`) as who the caller now is.
   */
  async run<T>(ask: CallerAsk, lead: Promise<Row | undefined>, q: Queryable, fn: (row: Row | undefined, again: boolean) => Promise<T>) {
    const guess = this.rows.get(ask.key);
    if (!guess) return fn(await this.caller(ask, await lead, q), false);
    const early = fn(guess, false).then(
      (v) => ({ v }),
      (e: unknown) => ({ e }),
    );
    const answer = await lead.catch(async (e) => {
      await early;
      throw e;
    });
    const settled = await early;
    const row = await this.caller(ask, answer, q);
    if (row !== guess) return fn(row, true);
    if ('e' in settled) throw settled.e;
    return settled.v;
  }
  private remember(key: string, row: Row | undefined) {
    this.rows.delete(key);
    if (this.rows.size >= this.cap) this.rows.delete(this.rows.keys().next().value!);
    if (row?.caller) this.rows.set(key, row);
    return row;
  }
}
const lastCallersBySvc = new WeakMap<Services, LastCallers>();
export function callersOf(svc: Services) {
  let c = lastCallersBySvc.get(svc);
  if (!c) lastCallersBySvc.set(svc, (c = new LastCallers(5000)));
  return c;
}

/** Platform-only routes, the button codes and the api scopes, answered from the caller's row. */
export function admitCaller(user: LoadedUser, lead: Row, codes: string[], platformOnly: boolean) {
  const row = lead.caller as { allowed: boolean; scope_ok: boolean };
  if (platformOnly && user.tenantId !== PLATFORM_TENANT_ID) throw forbidden(MSG.platformOnly);
  if (isSuperAdmin(user)) return;
  if (!row.allowed) throw forbidden(`${MSG.noPermission}: ${codes.join(' / ')}`);
  if (!row.scope_ok) throw forbidden(MSG.noPermission);
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

/** Ids of the api scopes protecting this path (none: the path is governed by button codes alone). */
export async function protectingScopes(q: Queryable, path: string): Promise<string[]> {
  if (!apiScopeCache || Date.now() - apiScopeCache.at > API_SCOPE_TTL_MS) {
    const rows = await q.query<{ id: string; scope_path: string }>(
      sql`SELECT id, scope_path FROM blade_scope_api WHERE is_deleted = 0 AND status = 1`,
    );
    apiScopeCache = { at: Date.now(), paths: rows.map((r) => ({ id: String(r.id), path: r.scope_path })) };
  }
  return apiScopeCache.paths
    .filter((p) => path === p.path || path.startsWith(p.path.endsWith('/') ? p.path : p.path + '/'))
    .map((p) => p.id);
}
