import type { Queryable, Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** The automatic rule's setup of a tenant (its row, as stored). */
export interface SetupRow {
  enabled: number;
  refund_count: number;
  refund_days: number;
  lock_days: number;
}

export const lock = (db: Scoped, ids: string[], reason: string, source: 'manual' | 'auto', until: Date | null = null) =>
  db.query(sql`UPDATE uc_customer SET lock_status = 1, lock_reason = ${reason || null}, lock_source = ${source}, lock_time = now(),
      lock_until = ${until}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND lock_status = 0 RETURNING id, phone`);
export const unlock = (db: Scoped, ids: string[]) =>
  db.query(sql`UPDATE uc_customer SET lock_status = 0, lock_until = NULL, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND lock_status = 1 RETURNING id, phone`);
export const existing = (db: Scoped, ids: string[]) =>
  db.query<{ id: string }>(sql`SELECT id FROM uc_customer WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`);

export const blacklistCount = (db: Scoped) =>
  db.one<{ total: number; manual: number; auto: number; refused: number }>(sql`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE lock_source = 'manual')::int AS manual, count(*) FILTER (WHERE lock_source = 'auto')::int AS auto,
      (SELECT count(*)::int FROM uc_op_log WHERE ${db.tenant()} AND action = 'refused' AND create_time > now() - interval '30 days') AS refused
    FROM uc_customer WHERE ${db.tenant()} AND lock_status = 1 AND is_deleted = 0`);

export const setup = (db: Scoped) => db.one<SetupRow>(sql`SELECT * FROM uc_blacklist_setup WHERE ${db.tenant()}`);
export const saveSetup = (db: Scoped, s: { enabled: number; refundCount: number; refundDays: number; lockDays: number }) =>
  db.one<SetupRow>(sql`INSERT INTO uc_blacklist_setup (tenant_id, enabled, refund_count, refund_days, lock_days, update_user)
    VALUES (${db.tenantId}, ${s.enabled}, ${s.refundCount}, ${s.refundDays}, ${s.lockDays}, ${db.userId})
    ON CONFLICT (tenant_id) DO UPDATE SET enabled = EXCLUDED.enabled, refund_count = EXCLUDED.refund_count,
      refund_days = EXCLUDED.refund_days, lock_days = EXCLUDED.lock_days, update_user = EXCLUDED.update_user, update_time = now()
    RETURNING *`);

/** The job's sweep over every tenant with the automatic rule on (no tenant condition: it reads the setups of all). */
export const enabledSetups = (q: Queryable) => q.query<Row>(sql`SELECT * FROM uc_blacklist_setup WHERE enabled = 1`);

/** Phones of the tenant with at least `n` refunds (not rejected) in the last `days` days, not yet blacklisted. */
export const refundingPhones = (db: Scoped, n: number, days: number) =>
  db.query<{
    phone: string;
    name: string;
    refunds: number;
  }>(sql`SELECT o.contact_phone AS phone, max(o.contact_name) AS name, count(*)::int AS refunds
    FROM ord_refund r JOIN ord_order o ON o.tenant_id = r.tenant_id AND o.id = r.order_id
    WHERE ${db.tenant('r')} AND r.refund_status <> 40 AND r.create_time > now() - make_interval(days => ${days})
      AND NOT EXISTS (SELECT 1 FROM uc_customer c WHERE c.tenant_id = o.tenant_id AND c.phone = o.contact_phone AND c.lock_status = 1)
    GROUP BY o.contact_phone HAVING count(*) >= ${n} LIMIT 500`);

/** Automatic locks past their end are lifted. */
export const endExpiredLocks = (db: Scoped) =>
  db.query<{ id: string }>(sql`UPDATE uc_customer SET lock_status = 0, update_time = now()
    WHERE ${db.tenant()} AND lock_status = 1 AND lock_until IS NOT NULL AND lock_until <= now() RETURNING id`);
