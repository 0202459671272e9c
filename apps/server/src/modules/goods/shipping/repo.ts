import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// Parcels: courier and tracking number of a goods order's gds_sale row.

export const orderByNo = (db: Scoped, no: string) =>
  db.one<{ id: string; order_kind: string }>(
    sql`SELECT id, order_kind FROM ord_order WHERE ${db.tenant()} AND order_no = ${no} AND is_deleted = 0`,
  );
/**
 * Ship or correct a parcel: written only when the courier or number changes (a repeated import changes
 * nothing); the unique index keeps a tracking number on one parcel. Answers whether the parcel was new.
 */
export const setExpress = (db: Scoped, orderId: string, code: string, name: string, no: string) =>
  db.one<{ was: number }>(sql`UPDATE gds_sale s SET express_code = ${code}, express_name = ${name}, tracking_no = ${no},
      delivery_status = 1, shipped_time = CASE WHEN s.delivery_status = 0 THEN now() ELSE s.shipped_time END
    FROM (SELECT delivery_status AS was FROM gds_sale WHERE ${db.tenant()} AND order_id = ${orderId}) w
    WHERE ${db.tenant('s')} AND s.order_id = ${orderId} AND s.delivery_status IN (0, 1)
      AND (s.express_code IS DISTINCT FROM ${code} OR s.tracking_no IS DISTINCT FROM ${no}) RETURNING w.was`);
export const trackingOwner = (db: Scoped, code: string, no: string) =>
  db.one<{ order_id: string }>(sql`SELECT order_id FROM gds_sale WHERE ${db.tenant()} AND express_code = ${code} AND tracking_no = ${no}`);
