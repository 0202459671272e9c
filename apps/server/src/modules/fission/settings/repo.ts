import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// The tenant's fission settings (one row; a tenant that never saved one has none).
export const config = (db: Scoped) => db.one(sql`SELECT * FROM fis_config WHERE ${db.tenant()}`);
export const saveConfig = (
  db: Scoped,
  c: { enabled: number; joinMode: number; settleDays: number; minWithdraw: number; rule?: string | null },
) =>
  db.one(sql`INSERT INTO fis_config (tenant_id, enabled, join_mode, settle_days, min_withdraw, rule, update_user)
    VALUES (${db.tenantId}, ${c.enabled}, ${c.joinMode}, ${c.settleDays}, ${c.minWithdraw}, ${c.rule ?? null}, ${db.userId})
    ON CONFLICT (tenant_id) DO UPDATE SET enabled = EXCLUDED.enabled, join_mode = EXCLUDED.join_mode, settle_days = EXCLUDED.settle_days,
      min_withdraw = EXCLUDED.min_withdraw, rule = EXCLUDED.rule, update_user = EXCLUDED.update_user, update_time = now()
    RETURNING *`);
