import type { Scoped } from '../../../platform/repo.ts';
import type { Sealed } from '../../../platform/providers/paysecret.ts';
import { sql } from '../../../platform/sql.ts';

export interface PayConfigRow {
  pay_type: string;
  fields: Record<string, string>;
  secrets: Sealed | null;
  secret_tails: Record<string, string>;
  enabled: number;
  update_time: string | null;
}

const COLUMNS = sql.raw('pay_type, fields, secrets, secret_tails, enabled, update_time');

export const configOf = (db: Scoped, payType: string) =>
  db.one<PayConfigRow>(sql`SELECT ${COLUMNS} FROM pay_config WHERE ${db.tenant()} AND pay_type = ${payType} AND is_deleted = 0`);

/** The row, locked: a save and a switch of the same provider take turns. */
export const lockConfig = (db: Scoped, payType: string) =>
  db.one<PayConfigRow>(sql`SELECT ${COLUMNS} FROM pay_config WHERE ${db.tenant()} AND pay_type = ${payType} AND is_deleted = 0 FOR UPDATE`);

export const configs = (db: Scoped) =>
  db.query<PayConfigRow>(sql`SELECT ${COLUMNS} FROM pay_config WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id`);

/** One row per provider and tenant (the unique index pay_config_type): insert, or update the one there. */
export const saveConfig = (
  db: Scoped,
  payType: string,
  fields: Record<string, string>,
  secrets: Sealed | null,
  tails: Record<string, string>,
) =>
  db.one<PayConfigRow>(sql`INSERT INTO pay_config (tenant_id, pay_type, fields, secrets, secret_tails, create_user, update_user)
    VALUES (${db.tenantId}, ${payType}, ${JSON.stringify(fields)}::jsonb, ${secrets ? JSON.stringify(secrets) : null}::jsonb,
            ${JSON.stringify(tails)}::jsonb, ${db.userId}, ${db.userId})
    ON CONFLICT (tenant_id, pay_type) WHERE is_deleted = 0 DO UPDATE SET fields = EXCLUDED.fields, secrets = EXCLUDED.secrets,
      secret_tails = EXCLUDED.secret_tails, update_user = EXCLUDED.update_user, update_time = now()
    RETURNING ${COLUMNS}`);

export const setEnabled = (db: Scoped, payType: string, enabled: number) =>
  db.one<PayConfigRow>(sql`UPDATE pay_config SET enabled = ${enabled}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND pay_type = ${payType} AND is_deleted = 0 RETURNING ${COLUMNS}`);
