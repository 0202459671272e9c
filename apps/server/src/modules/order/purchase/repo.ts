import { ORDER_STATUS } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/**
 * What a ticket purchase reads, in one statement: the product on shelf (its row), the chosen sku (or
 * the first), the date's price and stock, and the scenic spot's name. Missing parts come back null.
 */
export const ticketToSell = (db: Scoped, productId: string, skuId: string | undefined, date: string) =>
  db.one(sql`SELECT p.*, s.id AS sale_sku_id, s.name AS sale_sku_name, c.price AS sale_price, c.stock AS sale_stock, poi.name AS sale_poi_name
    FROM prd_product p
    LEFT JOIN LATERAL (SELECT s.id, s.name FROM prd_sku s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0
        AND (${skuId ?? null}::bigint IS NULL OR s.id = ${skuId ?? null}::bigint) ORDER BY s.sort, s.id LIMIT 1) s ON true
    LEFT JOIN prd_calendar c ON c.tenant_id = p.tenant_id AND c.sku_id = s.id AND c.play_date = ${date}
    LEFT JOIN prd_poi poi ON poi.tenant_id = p.tenant_id AND poi.id = p.poi_id
    WHERE ${db.tenant('p')} AND p.id = ${productId} AND p.is_deleted = 0 AND p.shelf_status = 1`);

export interface NewOrder {
  no: string;
  code: string;
  assistCode: string;
  product: Row;
  sku: Row;
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
export const insertOrder = (db: Scoped, o: NewOrder) =>
  db.one(sql`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, poi_id, product_name, sku_name, poi_name,
      play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status, create_user)
    VALUES (${db.tenantId}, ${o.no}, ${o.code}, ${o.assistCode}, ${o.product.id}, ${o.sku.id}, ${o.product.poi_id}, ${o.product.name}, ${o.sku.name}, ${o.poiName},
      ${o.date}, ${o.quantity}, ${o.unit}, ${o.unit * o.quantity}, ${o.contactName}, ${o.contactPhone}, ${o.channel},
      ${ORDER_STATUS.PENDING_PAYMENT}, ${o.userId})
    ON CONFLICT (tenant_id, assist_code) DO NOTHING RETURNING *`);

export interface NewGuest {
  guestName?: string;
  cardType?: number;
  cardNum?: string;
  phone?: string;
  qr: string;
}
export const insertGuests = (db: Scoped, orderId: string, unit: number, rows: NewGuest[]) =>
  db.query(sql`INSERT INTO ord_guest (tenant_id, order_id, guest_name, card_type, card_num, phone, qr_code, price)
    SELECT ${db.tenantId}, ${orderId}, g.name, g.card_type, g.card_num, g.phone, g.qr, ${unit}
    FROM unnest(${rows.map((g) => g.guestName ?? null)}::text[], ${rows.map((g) => (g.cardNum ? (g.cardType ?? 1) : null))}::int[],
                ${rows.map((g) => g.cardNum ?? null)}::text[], ${rows.map((g) => g.phone ?? null)}::text[], ${rows.map((g) => g.qr)}::text[])
      AS g(name, card_type, card_num, phone, qr)`);

/** Whether the order took (and gives back) the ticket's calendar stock: a seckill order did not. */
export const setCalendarStock = (db: Scoped, orderId: string, on: boolean) =>
  db.query(sql`UPDATE ord_order SET calendar_stock = ${on} WHERE ${db.tenant()} AND id = ${orderId}`);
/** The member discount the checkout rules gave (cents, already taken off the unit price) and the level. */
export const setMemberDiscount = (db: Scoped, orderId: string, discount: number, level: string | null) =>
  db.query(sql`UPDATE ord_order SET member_discount = ${discount}, member_level = ${level} WHERE ${db.tenant()} AND id = ${orderId}`);
/** A coupon's cents off the order (already checked against the total): the total drops, spread over the tickets' prices. */
export async function setCouponDiscount(db: Scoped, orderId: string, off: number, userCouponId: string | null) {
  await db.query(sql`UPDATE ord_order SET coupon_discount = ${off}, user_coupon_id = ${userCouponId}, total_money = total_money - ${off}
    WHERE ${db.tenant()} AND id = ${orderId}`);
  await db.query(sql`WITH g AS (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n
      FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId})
    UPDATE ord_guest o SET price = o.price - (${off}::bigint / g.n + CASE WHEN g.rn <= ${off}::bigint % g.n THEN 1 ELSE 0 END)
    FROM g WHERE ${db.tenant('o')} AND o.id = g.id`);
}

// ---------------------------------------------------------------- orders of other kinds

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
  /** Cents of the extra lines (freight) on top of the units. */
  extra?: number;
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
      ${o.date}, ${o.quantity}, ${o.unit}, ${o.unit * o.quantity + (o.extra ?? 0)}, ${o.contactName}, ${o.contactPhone}, ${o.channel},
      ${ORDER_STATUS.PENDING_PAYMENT}, ${o.userId})
    ON CONFLICT (tenant_id, assist_code) DO NOTHING RETURNING *`);
