import type { Queryable, Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

// Logins run before a tenant is bound: statements on tenant rows take a Scoped built for the tenant
// the login names; captchas, login attempts and refresh tokens belong to no tenant.

// ------------------------------------------------------------------ captchas
export async function insertCaptcha(q: Queryable, key: string, answer: string, purpose: string, ttlSeconds: number) {
  await q.query(sql`DELETE FROM auth_captcha WHERE expires_at < now()`);
  await q.query(sql`INSERT INTO auth_captcha (key, answer, purpose, expires_at)
    VALUES (${key}, ${answer}, ${purpose}, now() + make_interval(secs => ${ttlSeconds}))`);
}

/** Deletes the captcha whatever the outcome, so it can be tried only once. */
export const takeCaptcha = (q: Queryable, key: string) =>
  q.one<{ answer: string; purpose: string; expired: boolean }>(
    sql`DELETE FROM auth_captcha WHERE key = ${key} RETURNING answer, purpose, expires_at < now() AS expired`,
  );

export const activeClient = (q: Queryable, clientId: string) =>
  q.one(sql`SELECT client_secret_hash, authorized_grant_types, access_token_validity FROM blade_client
    WHERE client_id = ${clientId} AND is_deleted = 0 AND status = 1`);

/** Clients are product-wide (no tenant): the secret's stored hash is replaced by its salted slow hash. */
export const setClientSecretHash = (q: Queryable, clientId: string, hash: string) =>
  q.query(sql`UPDATE blade_client SET client_secret_hash = ${hash} WHERE client_id = ${clientId}`);

// ------------------------------------------------------------------ throttling
export async function lockedCount(q: Queryable, keys: string[]): Promise<number> {
  const row = await q.one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM auth_login_attempt WHERE key = ANY(${keys}::text[]) AND locked_until > now()`,
  );
  return row?.n ?? 0;
}

/** Count a failure in the window (a new window after it), locking the key at `lockAfter`; answers the count. */
export async function countFailure(q: Queryable, key: string, lockAfter: number, windowSeconds: number): Promise<number> {
  const row = await q.one<{ failures: number }>(sql`
    INSERT INTO auth_login_attempt (key, failures, first_failure_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN auth_login_attempt.first_failure_at < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE auth_login_attempt.failures + 1 END,
      first_failure_at = CASE WHEN auth_login_attempt.first_failure_at < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE auth_login_attempt.first_failure_at END,
      locked_until = CASE WHEN auth_login_attempt.first_failure_at >= now() - make_interval(secs => ${windowSeconds})
                           AND auth_login_attempt.failures + 1 >= ${lockAfter}
                          THEN now() + make_interval(secs => ${windowSeconds}) ELSE auth_login_attempt.locked_until END
    RETURNING failures`);
  return row?.failures ?? 1;
}

/** A throttle counter: its key and the count at which it locks (a huge number for counters that never lock). */
export interface Counter {
  key: string;
  lockAt: number;
}

/**
 * Count an attempt on several keys in ONE statement, before the credential is checked, so parallel
 * attempts are numbered one after another exactly like sequential ones. A passed lock, or an elapsed
 * window of an unlocked key, starts a new window; a key locks for `lockSeconds` when its count reaches
 * its `lockAt`, and keeps counting while locked. Answers each key's count including this attempt.
 */
export async function countAttempts(q: Queryable, counters: Counter[], windowSeconds: number, lockSeconds: number) {
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : 1)); // one lock order for concurrent statements
  const fresh = sql`((a.locked_until IS NULL OR a.locked_until <= now())
    AND (a.locked_until IS NOT NULL OR a.first_failure_at < now() - make_interval(secs => ${windowSeconds})))`;
  const rows = await q.query<{ key: string; failures: number }>(sql`
    WITH input(k, l) AS (SELECT * FROM unnest(${sorted.map((c) => c.key)}::text[], ${sorted.map((c) => c.lockAt)}::int[]))
    INSERT INTO auth_login_attempt AS a (key, failures, first_failure_at, locked_until)
    SELECT k, 1, now(), CASE WHEN l <= 1 THEN now() + make_interval(secs => ${lockSeconds}) END FROM input ORDER BY k
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${fresh} THEN 1 ELSE a.failures + 1 END,
      first_failure_at = CASE WHEN ${fresh} THEN now() ELSE a.first_failure_at END,
      locked_until = CASE WHEN a.locked_until > now() THEN a.locked_until
                          WHEN (CASE WHEN ${fresh} THEN 1 ELSE a.failures + 1 END) >= (SELECT l FROM input WHERE k = a.key)
                          THEN now() + make_interval(secs => ${lockSeconds}) END
    RETURNING key, failures`);
  return new Map(rows.map((r) => [r.key, r.failures]));
}

/** Give back an attempt that succeeded (the counters count failures); a lock it alone caused is lifted. */
export async function giveBack(q: Queryable, counters: Counter[]) {
  await q.query(sql`UPDATE auth_login_attempt a SET failures = greatest(a.failures - 1, 0),
      locked_until = CASE WHEN a.failures - 1 >= i.l THEN a.locked_until END
    FROM unnest(${counters.map((c) => c.key)}::text[], ${counters.map((c) => c.lockAt)}::int[]) AS i(k, l) WHERE a.key = i.k`);
}

export async function clearFailures(q: Queryable, key: string) {
  await q.query(sql`DELETE FROM auth_login_attempt WHERE key = ${key}`);
}

// ------------------------------------------------------------------ tenants and users at login
export const loginTenant = (db: Scoped) =>
  db.one(sql`SELECT status, expire_time FROM blade_tenant WHERE ${db.tenant()} AND is_deleted = 0`);

export const userByAccount = (db: Scoped, account: string, userType: number) =>
  db.one(sql`SELECT * FROM blade_user WHERE ${db.tenant()} AND account = ${account} AND is_deleted = 0 AND user_type = ${userType}`);

/** The first staff user of a phone. */
export const staffByPhone = (db: Scoped, phone: string) =>
  db.one(sql`SELECT * FROM blade_user WHERE ${db.tenant()} AND phone = ${phone} AND user_type = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`);

export const userById = (db: Scoped, id: string) => db.one(sql`SELECT * FROM blade_user WHERE ${db.tenant()} AND id = ${id}`);

export const roleAliases = (db: Scoped, roleIds: string[]) =>
  db.query<{ role_alias: string }>(
    sql`SELECT role_alias FROM blade_role WHERE ${db.tenant()} AND id = ANY(${roleIds}::bigint[]) AND is_deleted = 0`,
  );

// ------------------------------------------------------------------ phone codes
/** Was a code sent to this phone within `gapSeconds`, and how many from this address this hour. */
export const smsRecent = (db: Scoped, phone: string, ip: string, gapSeconds: number) =>
  db.one<{ phone_recent: boolean; ip_count: number }>(sql`SELECT
      EXISTS (SELECT 1 FROM auth_sms_code WHERE ${db.tenant()} AND phone = ${phone}
              AND sent_at > now() - make_interval(secs => ${gapSeconds})) AS phone_recent,
      (SELECT count(*)::int FROM auth_sms_code WHERE ip = ${ip} AND sent_at > now() - interval '1 hour') AS ip_count`);

export async function insertSmsCode(db: Scoped, phone: string, code: string, ip: string, ttlSeconds: number) {
  await db.query(sql`DELETE FROM auth_sms_code WHERE sent_at < now() - interval '1 day'`);
  await db.query(sql`INSERT INTO auth_sms_code (tenant_id, phone, code, ip, expires_at)
    VALUES (${db.tenantId}, ${phone}, ${code}, ${ip}, now() + make_interval(secs => ${ttlSeconds}))`);
}

/** Only the latest code of a phone counts. */
export const latestSmsCode = (db: Scoped, phone: string) =>
  db.one<{ id: string; code: string; expired: boolean }>(sql`SELECT id, code, expires_at < now() AS expired
    FROM auth_sms_code WHERE ${db.tenant()} AND phone = ${phone} ORDER BY sent_at DESC, id DESC LIMIT 1`);

/** Spend a code (single use); answers whether this call spent it. */
export async function spendSmsCode(q: Queryable, id: string, code: string): Promise<boolean> {
  return !!(await q.one(sql`UPDATE auth_sms_code SET code = '-' WHERE id = ${id} AND code = ${code} RETURNING id`));
}

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
