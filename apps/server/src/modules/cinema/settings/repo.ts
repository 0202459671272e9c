import type { SeeFilmSettings } from '@yym/contract';
import type { Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const DEFAULTS: SeeFilmSettings = { holdMinutes: 15, maxSeats: 6, refundCutoffMinutes: 60, stopSaleMinutes: 10, notice: '' };

export async function read(db: Scoped): Promise<SeeFilmSettings> {
  const r = await db.one<SeeFilmSettings>(sql`SELECT hold_minutes AS "holdMinutes", max_seats AS "maxSeats",
    refund_cutoff_minutes AS "refundCutoffMinutes", stop_sale_minutes AS "stopSaleMinutes", notice FROM cin_setting WHERE ${db.tenant()}`);
  return r ? { ...r } : { ...DEFAULTS };
}

export const write = (db: Scoped, s: SeeFilmSettings) =>
  db.query(sql`INSERT INTO cin_setting (tenant_id, hold_minutes, max_seats, refund_cutoff_minutes, stop_sale_minutes, notice, update_user)
    VALUES (${db.tenantId}, ${s.holdMinutes}, ${s.maxSeats}, ${s.refundCutoffMinutes}, ${s.stopSaleMinutes}, ${s.notice}, ${db.userId})
    ON CONFLICT (tenant_id) DO UPDATE SET hold_minutes = EXCLUDED.hold_minutes, max_seats = EXCLUDED.max_seats,
      refund_cutoff_minutes = EXCLUDED.refund_cutoff_minutes, stop_sale_minutes = EXCLUDED.stop_sale_minutes, notice = EXCLUDED.notice,
      update_user = EXCLUDED.update_user, update_time = now()`);

/** Tenants whose unpaid ticket orders are past their hold (each tenant's own minutes). */
export const overdueHolds = (q: Queryable) =>
  q.query<{ tenant_id: string; order_id: string }>(sql`SELECT o.tenant_id, o.order_id::text AS order_id FROM cin_order o
    JOIN ord_order r ON r.tenant_id = o.tenant_id AND r.id = o.order_id
    LEFT JOIN cin_setting s ON s.tenant_id = o.tenant_id
    WHERE r.order_status = 8100 AND EXISTS (SELECT 1 FROM cin_seat t WHERE t.tenant_id = o.tenant_id AND t.order_id = o.order_id)
      AND o.create_time < now() - make_interval(mins => COALESCE(s.hold_minutes, 15)) ORDER BY o.create_time LIMIT 200`);
