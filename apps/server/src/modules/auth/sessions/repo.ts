import type { Queryable, Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// A session opens for the tenant of its user; refresh tokens belong to no tenant (they name their session).

// ------------------------------------------------------------------ the user of a session
export const userById = (db: Scoped, id: string) => db.one(sql`SELECT * FROM blade_user WHERE ${db.tenant()} AND id = ${id}`);

export const roleAliases = (db: Scoped, roleIds: string[]) =>
  db.query<{ role_alias: string }>(
    sql`SELECT role_alias FROM blade_role WHERE ${db.tenant()} AND id = ANY(${roleIds}::bigint[]) AND is_deleted = 0`,
  );

// ------------------------------------------------------------------ sessions and refresh tokens
export async function insertSession(db: Scoped, sessionId: string, userId: string, expiresAt: Date) {
  await db.query(
    sql`INSERT INTO auth_session (id, tenant_id, user_id, expires_at) VALUES (${sessionId}, ${db.tenantId}, ${userId}, ${expiresAt})`,
  );
}

export async function insertRefreshToken(q: Queryable, jti: string, sessionId: string, expiresAt: Date) {
  await q.query(sql`INSERT INTO auth_refresh_token (jti, session_id, expires_at) VALUES (${jti}, ${sessionId}, ${expiresAt})`);
}

/**
 * Mark an unspent refresh token spent, naming the token that replaces it and who spent it (in the same
 * statement, so a parallel refresh already sees them); answers its session, or nothing when it was spent or expired.
 */
export const spendRefreshToken = (q: Queryable, jti: string, successorJti: string, usedBy: string) =>
  q.one<{ session_id: string }>(sql`UPDATE auth_refresh_token SET used_at = now(), successor_jti = ${successorJti}, used_by = ${usedBy}
    WHERE jti = ${jti} AND used_at IS NULL AND expires_at > now() RETURNING session_id`);

/** The token that replaced a refresh token spent by the same client within the last `graceSeconds`. */
export const recentSuccessor = (q: Queryable, jti: string, sessionId: string, usedBy: string, graceSeconds: number) =>
  q.one<{ successor_jti: string }>(sql`SELECT successor_jti FROM auth_refresh_token
    WHERE jti = ${jti} AND session_id = ${sessionId} AND used_by = ${usedBy} AND successor_jti IS NOT NULL
      AND used_at > now() - make_interval(secs => ${graceSeconds})`);

/** A session with its user's state, found by its id alone (the refresh token names it, not the tenant). */
export const sessionWithUser = (q: Queryable, sessionId: string): Promise<Row | undefined> =>
  q.one(sql`SELECT s.*, u.status AS user_status, u.is_deleted AS user_deleted
    FROM auth_session s JOIN blade_user u ON u.tenant_id = s.tenant_id AND u.id = s.user_id WHERE s.id = ${sessionId}`);

/** End sessions: `logout` answers 401 afterwards, anything else 411 (pushed out). */
export async function revokeSession(q: Queryable, sessionId: string, reason: string) {
  await q.query(sql`UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason} WHERE id = ${sessionId} AND revoked_at IS NULL`);
}

export async function revokeUserSessions(db: Scoped, userIds: string[], reason: string, keepSessionId: string | null) {
  await db.query(sql`UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason}
    WHERE ${db.tenant()} AND user_id = ANY(${userIds}::bigint[]) AND (${keepSessionId}::text IS NULL OR id <> ${keepSessionId}) AND revoked_at IS NULL`);
}

/** Every session of whole tenants (removed by the platform administrator). */
export async function revokeTenantSessions(q: Queryable, tenantIds: string[], reason: string) {
  await q.query(sql`UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason}
    WHERE tenant_id = ANY(${tenantIds}::text[]) AND revoked_at IS NULL`);
}
