import type { Scoped } from '../../../../platform/repo.ts';
import { sql } from '../../../../platform/sql.ts';

/** Storefront login codes: one send per phone per gap, at most `perHour` per address per hour. */
export const recentSends = (db: Scoped, phone: string, ip: string, gapSeconds: number) =>
  db.one<{ phone_recent: boolean; ip_count: number }>(sql`SELECT
      EXISTS (SELECT 1 FROM uc_login_code WHERE ${db.tenant()} AND phone = ${phone}
              AND sent_at > now() - make_interval(secs => ${gapSeconds})) AS phone_recent,
      (SELECT count(*)::int FROM uc_login_code WHERE ${db.tenant()} AND ip = ${ip} AND sent_at > now() - interval '1 hour') AS ip_count`);

export async function insertCode(db: Scoped, phone: string, code: string, ip: string, ttlSeconds: number) {
  await db.query(sql`DELETE FROM uc_login_code WHERE ${db.tenant()} AND sent_at < now() - interval '1 day'`);
  await db.query(sql`INSERT INTO uc_login_code (tenant_id, phone, code, ip, expires_at)
    VALUES (${db.tenantId}, ${phone}, ${code}, ${ip}, now() + make_interval(secs => ${ttlSeconds}))`);
}

/** Only the latest code of a phone counts. */
export const latestCode = (db: Scoped, phone: string) =>
  db.one<{ id: string; code: string; expired: boolean }>(sql`SELECT id, code, expires_at < now() AS expired
    FROM uc_login_code WHERE ${db.tenant()} AND phone = ${phone} ORDER BY sent_at DESC, id DESC LIMIT 1`);

/** Spend a code (single use); answers whether this call spent it. */
export const spendCode = async (db: Scoped, id: string, code: string) =>
  !!(await db.one(sql`UPDATE uc_login_code SET code = '-' WHERE ${db.tenant()} AND id = ${id} AND code = ${code} RETURNING id`));

export async function insertSession(db: Scoped, hash: string, customerId: string, ttlSeconds: number) {
  await db.query(sql`DELETE FROM uc_session WHERE ${db.tenant()} AND expires_at < now()`);
  await db.query(sql`INSERT INTO uc_session (tenant_id, token_hash, customer_id, expires_at)
    VALUES (${db.tenantId}, ${hash}, ${customerId}, now() + make_interval(secs => ${ttlSeconds}))`);
  await db.query(sql`UPDATE uc_customer SET last_login_time = now() WHERE ${db.tenant()} AND id = ${customerId}`);
}
export const sessionCustomer = (db: Scoped, hash: string) =>
  db.one(sql`SELECT c.* FROM uc_session s JOIN uc_customer c ON c.tenant_id = s.tenant_id AND c.id = s.customer_id
    WHERE ${db.tenant('s')} AND s.token_hash = ${hash} AND s.expires_at > now() AND c.is_deleted = 0`);
export const endSession = (db: Scoped, hash: string) => db.query(sql`DELETE FROM uc_session WHERE ${db.tenant()} AND token_hash = ${hash}`);
