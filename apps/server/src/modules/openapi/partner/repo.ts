import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import type { Sealed } from '../../../platform/providers/paysecret.ts';
import { sql } from '../../../platform/sql.ts';

export interface Account {
  tenant_id: string;
  id: string;
  account_name: string;
  key_id: string;
  secret: Sealed;
  scopes: string[];
  allowed_ips: string[];
  rate_per_min: number;
  status: number;
}

// A partner's call names only its key: the account, its nonce and its rate are read and written in a
// platform transaction (row-level security lets the platform reach every tenant's rows).

export const accountByKey = (platform: Scoped, keyId: string) =>
  platform.one<Account>(sql`SELECT tenant_id, id, account_name, key_id, secret, scopes, allowed_ips, rate_per_min, status
    FROM oa_account WHERE key_id = ${keyId} AND is_deleted = 0`);

/** The nonce, kept until its timestamp could no longer pass; a replay inserts nothing. */
export const takeNonce = (platform: Scoped, a: Account, nonce: string, seconds: number) =>
  platform.one(sql`INSERT INTO oa_nonce (tenant_id, key_id, nonce, expires_at)
    VALUES (${a.tenant_id}, ${a.key_id}, ${nonce}, now() + make_interval(secs => ${seconds}))
    ON CONFLICT (key_id, nonce) DO NOTHING RETURNING nonce`);

/** Count the call in its minute and answer the count (one statement: parallel calls count exactly). */
export const countCall = (platform: Scoped, a: Account) =>
  platform.one<{ calls: number }>(sql`INSERT INTO oa_rate (tenant_id, account_id, minute, calls)
    VALUES (${a.tenant_id}, ${a.id}, date_trunc('minute', now()), 1)
    ON CONFLICT (account_id, minute) DO UPDATE SET calls = oa_rate.calls + 1 RETURNING calls`);

export const log = (
  platform: Scoped,
  e: {
    tenantId: string;
    accountId: string | null;
    keyId: string | null;
    method: string;
    path: string;
    code: number;
    msg: string;
    ip: string;
    ms: number;
  },
) =>
  platform.query(sql`WITH l AS (INSERT INTO oa_call_log (tenant_id, account_id, key_id, method, path, outcome_code, outcome_msg, ip, time_ms)
      VALUES (${e.tenantId}, ${e.accountId}, ${e.keyId}, ${e.method}, ${e.path.slice(0, 255)}, ${e.code}, ${e.msg.slice(0, 255)}, ${e.ip}, ${e.ms}))
    UPDATE oa_account SET last_call_time = now() WHERE ${e.accountId !== null} AND id = ${e.accountId ?? 0} AND tenant_id = ${e.tenantId}`);

/** The sweep of nonces and minutes past use (every tenant's: the platform's job). */
export const sweep = (platform: Scoped) =>
  platform.query(sql`WITH n AS (DELETE FROM oa_nonce WHERE expires_at < now())
    DELETE FROM oa_rate WHERE minute < now() - interval '10 minutes'`);

// The partner's reads of orders and products, in the account's tenant (read only: the order and product areas write them).

export const skuPage = (db: Scoped, q: { name?: string; date?: string; current: number; size: number }) =>
  db.query(sql`SELECT p.id AS product_id, s.id AS sku_id, p.name, s.name AS sku_name, coalesce(c.price, s.price) AS price,
      c.stock, count(*) OVER ()::int AS total
    FROM prd_sku s JOIN prd_product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN prd_calendar c ON c.tenant_id = s.tenant_id AND c.sku_id = s.id AND c.play_date = ${q.date ?? null}::date
   WHERE ${db.tenant('s')} AND s.is_deleted = 0 AND p.is_deleted = 0 AND p.shelf_status = 1
     ${q.name ? sql`AND p.name ILIKE ${`%${q.name}%`}` : sql``}
   ORDER BY p.id DESC, s.id LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`);

export const order = (db: Scoped, id: string) =>
  db.one<Row>(sql`SELECT o.id, o.order_no, o.order_status, o.total_money, to_char(o.play_date, 'YYYY-MM-DD') AS tourist_date, o.channel,
      (SELECT count(*)::int FROM ord_guest g WHERE g.tenant_id = o.tenant_id AND g.order_id = o.id) AS quantity,
      ARRAY(SELECT g.qr_code FROM ord_guest g WHERE g.tenant_id = o.tenant_id AND g.order_id = o.id ORDER BY g.id) AS codes
    FROM ord_order o WHERE ${db.tenant('o')} AND o.id = ${id}`);

export const guestByCode = (db: Scoped, code: string) =>
  db.one<{ id: string; order_id: string }>(sql`SELECT id, order_id FROM ord_guest WHERE ${db.tenant()} AND qr_code = ${code}`);
