import { ORDER_STATUS } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** An order row of another kind than tickets (hotel stays): no product or sku of the ticket catalogue (ids 0). */
export interface KindOrder {
  kind: string;
  no: string;
  code: string;
  assistCode: string;
  productName: string;
  skuName: string;
  poiName: string | null;
  date: string;
  quantity: number;
  unit: number;
  contactName: string;
  contactPhone: string;
  channel: string;
  userId: string | null;
}

/** The order row, or nothing when its random assist code clashes with another order of the tenant. */
export const insertKindOrder = (db: Scoped, o: KindOrder) =>
  db.one(sql`INSERT INTO ord_order (tenant_id, order_kind, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, poi_name,
      play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status, create_user)
    VALUES (${db.tenantId}, ${o.kind}, ${o.no}, ${o.code}, ${o.assistCode}, 0, 0, ${o.productName}, ${o.skuName}, ${o.poiName},
      ${o.date}, ${o.quantity}, ${o.unit}, ${o.unit * o.quantity}, ${o.contactName}, ${o.contactPhone}, ${o.channel},
      ${ORDER_STATUS.PENDING_PAYMENT}, ${o.userId})
    ON CONFLICT (tenant_id, assist_code) DO NOTHING RETURNING *`);

/** The first date of a kind's order (a hotel stay's check-in), moved while the order is in the state read. */
export const movePlayDate = (db: Scoped, id: string, to: string, status: number, userId: string | null) =>
  db.one(sql`UPDATE ord_order SET play_date = ${to}, update_time = now(), update_user = ${userId}
    WHERE ${db.tenant()} AND id = ${id} AND order_status = ${status} RETURNING id`);

/** The pending (auditing) refund of an order, newest first. */
export const pendingRefundOf = (db: Scoped, orderId: string) =>
  db.one<{ id: string }>(
    sql`SELECT id FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} AND refund_status = 10 ORDER BY id DESC LIMIT 1`,
  );
