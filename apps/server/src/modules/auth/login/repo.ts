import type { Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// Logins run before a tenant is bound: statements on tenant rows take a Scoped built for the tenant
// the login names; OAuth clients belong to no tenant.

// ------------------------------------------------------------------ OAuth clients
export const activeClient = (q: Queryable, clientId: string) =>
  q.one(sql`SELECT client_secret_hash, authorized_grant_types, access_token_validity FROM blade_client
    WHERE client_id = ${clientId} AND is_deleted = 0 AND status = 1`);

/** Clients are product-wide (no tenant): the secret's stored hash is replaced by its salted slow hash. */
export const setClientSecretHash = (q: Queryable, clientId: string, hash: string) =>
  q.query(sql`UPDATE blade_client SET client_secret_hash = ${hash} WHERE client_id = ${clientId}`);

// ------------------------------------------------------------------ tenants and users at login
export const loginTenant = (db: Scoped) =>
  db.one(sql`SELECT status, expire_time FROM blade_tenant WHERE ${db.tenant()} AND is_deleted = 0`);

export const userByAccount = (db: Scoped, account: string, userType: number) =>
  db.one(sql`SELECT * FROM blade_user WHERE ${db.tenant()} AND account = ${account} AND is_deleted = 0 AND user_type = ${userType}`);

/** The first staff user of a phone. */
export const staffByPhone = (db: Scoped, phone: string) =>
  db.one(sql`SELECT * FROM blade_user WHERE ${db.tenant()} AND phone = ${phone} AND user_type = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`);

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
