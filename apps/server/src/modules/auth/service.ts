import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { MSG, PLATFORM_TENANT_ID } from '@yym/contract';
import type { Services } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { sql } from '../../platform/sql.ts';
import { BizError, bad, unauthorized, tooMany } from '../../platform/errors.ts';
import { hashPassword, md5, newId, sha256, verifyPassword } from '../../platform/tokens.ts';

export type CaptchaPurpose = 'login' | 'distributor' | 'poi';
const CAPTCHA_TTL_S = 300;

/** A fresh captcha: the answer stays in the database, single use, expiring in 5 minutes. */
export async function createCaptcha(svc: Services, purpose: CaptchaPurpose) {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f2f6fc', width: 110, height: 40 });
  const key = newId();
  await svc.db.query(sql`DELETE FROM auth_captcha WHERE expires_at < now()`);
  await svc.db.query(sql`INSERT INTO auth_captcha (key, answer, purpose, expires_at)
    VALUES (${key}, ${c.text.toLowerCase()}, ${purpose}, now() + make_interval(secs => ${CAPTCHA_TTL_S}))`);
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Consume a captcha answer: it is deleted whatever the outcome, so it can be tried only once. */
export async function checkCaptcha(svc: Services, key: string | undefined, code: string | undefined, purpose: CaptchaPurpose) {
  if (!key || !code) throw bad(MSG.captchaWrong);
  const row = await svc.db.one<{ answer: string; purpose: string; expired: boolean }>(
    sql`DELETE FROM auth_captcha WHERE key = ${key} RETURNING answer, purpose, expires_at < now() AS expired`,
  );
  if (!row || row.purpose !== purpose) throw bad(MSG.captchaWrong);
  if (row.expired) throw bad(MSG.captchaExpired);
  if (row.answer !== code.trim().toLowerCase()) throw bad(MSG.captchaWrong);
}

/** OAuth client from `Authorization: Basic id:secret`. */
export async function checkClient(svc: Services, header: string | undefined) {
  const m = /^basic\s+(.+)$/i.exec(header ?? '');
  if (!m) throw unauthorized(MSG.clientInvalid);
  const [id, secret] = Buffer.from(m[1]!, 'base64').toString('utf8').split(':');
  const row = await svc.db.one(sql`SELECT client_secret_hash, authorized_grant_types, access_token_validity FROM blade_client
    WHERE client_id = ${id ?? ''} AND is_deleted = 0 AND status = 1`);
  if (!row || row.client_secret_hash !== sha256(secret ?? '')) throw unauthorized(MSG.clientInvalid);
  return { clientId: id!, grantTypes: String(row.authorized_grant_types).split(',') };
}

// Throttling: per account 5 failures in 15 minutes lock it for 15 minutes, and from the 3rd failure
// each answer is slowed by a second; per address 30 failures lock that address.
const WINDOW_S = 900;
const ACCOUNT_LOCK_AFTER = 5;
const IP_LOCK_AFTER = 30;
const SLOW_AFTER = 3;

export async function lockedKeys(svc: Services, keys: string[]): Promise<boolean> {
  const r = await svc.db.one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM auth_login_attempt WHERE key = ANY(${keys}::text[]) AND locked_until > now()`,
  );
  return (r?.n ?? 0) > 0;
}

export async function recordFailure(svc: Services, key: string, lockAfter: number): Promise<number> {
  const r = await svc.db.one<{ failures: number }>(sql`
    INSERT INTO auth_login_attempt (key, failures, first_failure_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN auth_login_attempt.first_failure_at < now() - make_interval(secs => ${WINDOW_S}) THEN 1 ELSE auth_login_attempt.failures + 1 END,
      first_failure_at = CASE WHEN auth_login_attempt.first_failure_at < now() - make_interval(secs => ${WINDOW_S}) THEN now() ELSE auth_login_attempt.first_failure_at END,
      locked_until = CASE WHEN auth_login_attempt.first_failure_at >= now() - make_interval(secs => ${WINDOW_S})
                           AND auth_login_attempt.failures + 1 >= ${lockAfter}
                          THEN now() + make_interval(secs => ${WINDOW_S}) ELSE auth_login_attempt.locked_until END
    RETURNING failures`);
  return r?.failures ?? 1;
}

/** What the browser sends is the MD5 of the typed password; API clients may send it plain. */
export const toSentHash = (p: string) => (/^[a-f0-9]{32}$/.test(p) ? p : md5(p));

export interface LoginInput {
  tenantId: string;
  username: string;
  password: string;
  userType: number; // 1 staff, 2 distributor, 3 POI staff
  ip: string;
}

type Fail = (msg: string) => Promise<never>;

/**
 * Run one login check under the throttle, whatever the credential: locked account or address refused,
 * each failure counted (slowed from the 3rd, locked at the 5th), the tenant checked, success resets the account.
 * Nothing is stored on failure but the failure count.
 */
async function throttledLogin(svc: Services, accountKey: string, ip: string, tenantId: string, check: (fail: Fail) => Promise<any>) {
  const ipKey = `ip:${ip}`;
  if (await lockedKeys(svc, [accountKey, ipKey])) throw tooMany(MSG.loginLocked);
  const fail: Fail = async (msg) => {
    const n = await recordFailure(svc, accountKey, ACCOUNT_LOCK_AFTER);
    await recordFailure(svc, ipKey, IP_LOCK_AFTER);
    if (n >= SLOW_AFTER) await new Promise((r) => setTimeout(r, 1000));
    if (n >= ACCOUNT_LOCK_AFTER) throw tooMany(MSG.loginLocked);
    throw bad(msg);
  };
  if (!/^\d{6}$/.test(tenantId)) return fail(MSG.tenantMissing);
  const tenant = await svc.db.one(sql`SELECT status, expire_time FROM blade_tenant WHERE tenant_id = ${tenantId} AND is_deleted = 0`);
  if (!tenant || tenant.status !== 1) return fail(MSG.tenantMissing);
  if (tenant.expire_time && new Date(tenant.expire_time) < new Date()) throw bad(MSG.tenantExpired);
  const user = await check(fail);
  if (user.status !== 1) throw bad(MSG.accountDisabled);
  await svc.db.query(sql`DELETE FROM auth_login_attempt WHERE key = ${accountKey}`);
  return user;
}

/** Verify a password login; answers the user row or throws with the message to show. */
export async function verifyLogin(svc: Services, input: LoginInput) {
  const tenantId = input.tenantId || PLATFORM_TENANT_ID;
  return throttledLogin(svc, `acct:${tenantId}:${input.username.toLowerCase()}`, input.ip, tenantId, async (fail) => {
    const user = await svc.db.one(sql`SELECT * FROM blade_user
      WHERE tenant_id = ${tenantId} AND account = ${input.username} AND is_deleted = 0 AND user_type = ${input.userType}`);
    // Verify against a dummy hash when the account does not exist, so timing does not reveal it.
    const ok = await verifyPassword(user?.password ?? DUMMY_HASH, toSentHash(input.password));
    if (!user || !ok) return fail(MSG.loginFailed);
    return user;
  });
}
const DUMMY_HASH = await hashPassword('0'.repeat(32));

// Phone login (sandbox SMS provider): 6-digit single-use codes valid 5 minutes, one send per phone
// per 60 s and at most SMS_PER_IP_HOUR sends per address per hour.
const SMS_TTL_S = 300;
const SMS_GAP_S = 60;
const SMS_PER_IP_HOUR = 20;

/**
 * Create and "send" a code. The answer is the same whether or not the phone belongs to a user, so the
 * endpoint does not reveal accounts; a code is only created for a known phone. Answers the code (for the log) or null.
 */
export async function sendSmsCode(svc: Services, tenantId: string, phone: string, ip: string): Promise<string | null> {
  const recent = await svc.db.one<{ phone_recent: boolean; ip_count: number }>(sql`SELECT
      EXISTS (SELECT 1 FROM auth_sms_code WHERE tenant_id = ${tenantId} AND phone = ${phone}
              AND sent_at > now() - make_interval(secs => ${SMS_GAP_S})) AS phone_recent,
      (SELECT count(*)::int FROM auth_sms_code WHERE ip = ${ip} AND sent_at > now() - interval '1 hour') AS ip_count`);
  if (recent?.phone_recent || (recent?.ip_count ?? 0) >= SMS_PER_IP_HOUR) throw tooMany(MSG.smsTooFrequent);
  await svc.db.query(sql`DELETE FROM auth_sms_code WHERE sent_at < now() - interval '1 day'`);
  const user = /^\d{6}$/.test(tenantId) ? await svc.db.one(sql`SELECT 1 FROM blade_user
    WHERE tenant_id = ${tenantId} AND phone = ${phone} AND user_type = 1 AND is_deleted = 0`) : null;
  // Record the send even for an unknown phone: the 60 s and per-address limits apply alike.
  const code = user ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  await svc.db.query(sql`INSERT INTO auth_sms_code (tenant_id, phone, code, ip, expires_at)
    VALUES (${tenantId}, ${phone}, ${code ?? '-'}, ${ip}, now() + make_interval(secs => ${SMS_TTL_S}))`);
  return code;
}

/** Verify a phone + code login with the same throttling as the password login; answers the user row. */
export async function verifySmsLogin(svc: Services, input: { tenantId: string; phone: string; code: string; ip: string }) {
  const { tenantId, phone } = input;
  return throttledLogin(svc, `phone:${tenantId}:${phone}`, input.ip, tenantId, async (fail) => {
    // Only the latest code counts; a matching one is consumed (single use).
    const latest = await svc.db.one<{ id: string; code: string; expired: boolean }>(sql`SELECT id, code, expires_at < now() AS expired
      FROM auth_sms_code WHERE tenant_id = ${tenantId} AND phone = ${phone} ORDER BY sent_at DESC, id DESC LIMIT 1`);
    if (!latest || latest.code === '-' || latest.code !== input.code.trim()) return fail(MSG.captchaWrong);
    if (latest.expired) return fail(MSG.captchaExpired);
    const used = await svc.db.one(sql`UPDATE auth_sms_code SET code = '-' WHERE id = ${latest.id} AND code = ${latest.code} RETURNING id`);
    if (!used) return fail(MSG.captchaWrong);
    const user = await svc.db.one(sql`SELECT * FROM blade_user
      WHERE tenant_id = ${tenantId} AND phone = ${phone} AND user_type = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`);
    if (!user) return fail(MSG.captchaWrong);
    return user;
  });
}

/** Open a session (refresh family) for a verified user and answer the OAuth token response. */
export async function issueSession(svc: Services, user: any) {
  const sessionId = newId();
  const expiresAt = new Date(Date.now() + svc.cfg.refreshAbsoluteTtl * 1000);
  await svc.db.query(sql`INSERT INTO auth_session (id, tenant_id, user_id, expires_at) VALUES (${sessionId}, ${user.tenant_id}, ${user.id}, ${expiresAt})`);
  return issueTokens(svc, user, sessionId, expiresAt);
}

async function issueTokens(svc: Services, user: any, sessionId: string, sessionExpires: Date) {
  const jti = newId();
  const refreshExpires = new Date(Math.min(Date.now() + svc.cfg.refreshTtl * 1000, sessionExpires.getTime()));
  await svc.db.query(sql`INSERT INTO auth_refresh_token (jti, session_id, expires_at) VALUES (${jti}, ${sessionId}, ${refreshExpires})`);
  const claims = { tid: user.tenant_id, uid: String(user.id), sid: sessionId, acc: user.account, utp: user.user_type };
  const roles = await svc.db.query<{ role_alias: string; role_name: string }>(sql`SELECT role_alias, role_name FROM blade_role
    WHERE tenant_id = ${user.tenant_id} AND id = ANY(${user.role_ids}::bigint[]) AND is_deleted = 0`);
  return {
    code: 200,
    success: true,
    access_token: await svc.tokens.signAccess(claims),
    refresh_token: await svc.tokens.signRefresh({ ...claims, jti }, refreshExpires),
    token_type: 'bearer',
    expires_in: svc.cfg.accessTtl,
    scope: 'all',
    tenant_id: user.tenant_id,
    user_id: String(user.id),
    user_type: user.user_type,
    account: user.account,
    user_name: user.account,
    nick_name: user.name ?? '',
    real_name: user.real_name ?? '',
    avatar: user.avatar ?? '',
    role_id: (user.role_ids ?? []).join(','),
    role_name: roles.map((r) => r.role_alias).join(','),
    dept_id: (user.dept_ids ?? []).join(','),
    post_id: (user.post_ids ?? []).join(','),
    is_merchant: !!user.is_merchant,
    license: 'powered by yym',
    jti,
    detail: { type: 'web' },
  };
}

/**
 * Rotate a refresh token. A spent token presented again means it leaked: the whole session is revoked.
 */
export async function refresh(svc: Services, token: string | undefined) {
  const c = token ? await svc.tokens.verifyRefresh(token) : null;
  if (!c) throw unauthorized(MSG.refreshInvalid);
  const spent = await svc.db.one(sql`UPDATE auth_refresh_token SET used_at = now()
    WHERE jti = ${c.jti} AND used_at IS NULL AND expires_at > now() RETURNING session_id`);
  if (!spent) {
    await revokeSessions(svc.db, sql`id = ${c.sid}`, 'reuse');
    throw unauthorized(MSG.refreshInvalid);
  }
  const s = await svc.db.one(sql`SELECT s.*, u.status AS user_status, u.is_deleted AS user_deleted
    FROM auth_session s JOIN blade_user u ON u.tenant_id = s.tenant_id AND u.id = s.user_id WHERE s.id = ${c.sid}`);
  if (!s || s.revoked_at || new Date(s.expires_at) < new Date() || s.user_status !== 1 || s.user_deleted !== 0) {
    throw unauthorized(MSG.refreshInvalid);
  }
  const user = await svc.db.one(sql`SELECT * FROM blade_user WHERE tenant_id = ${s.tenant_id} AND id = ${s.user_id}`);
  return issueTokens(svc, user, c.sid, new Date(s.expires_at));
}

/** End sessions: `logout` answers 401 afterwards, anything else 411 (pushed out). */
export async function revokeSessions(q: Queryable, where: ReturnType<typeof sql>, reason: string) {
  await q.query(sql`UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason} WHERE ${where} AND revoked_at IS NULL`);
}

export function requireGrant(client: { grantTypes: string[] }, grant: string) {
  if (!client.grantTypes.includes(grant)) throw new BizError(400, MSG.clientInvalid);
}
