import type { z } from 'zod';
import { DELIVERY_STATUS_TEXT, ORDER_STATUS, orderStatusText, type GoodsOrderRow, type goodsOrderFilters } from '@yym/contract';
import type { Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApi, toApiRows } from '../../../platform/rows.ts';

// Orders of the goods area: ord_order rows (the order area's) read with gds_sale (ours): what was sold,
// what came back, and for goods the parcel.

export interface SaleInput {
  orderId: string;
  kind: 'goods' | 'bundle' | 'food' | 'line';
  itemId: string;
  partId?: string | null;
  quantity: number;
  freight?: number;
  freightGuestId?: string | null;
  receiver?: { receiverName: string; receiverPhone: string; regionCode: string; regionName: string; address: string } | null;
  customerId?: string | null;
}
export const insertSale = (db: Scoped, s: SaleInput) =>
  db.query(sql`INSERT INTO gds_sale (tenant_id, order_id, sale_kind, item_id, part_id, quantity, freight, freight_guest_id,
      receiver_name, receiver_phone, region_code, region_name, address, customer_id)
    VALUES (${db.tenantId}, ${s.orderId}, ${s.kind}, ${s.itemId}, ${s.partId ?? null}, ${s.quantity}, ${s.freight ?? 0}, ${s.freightGuestId ?? null},
      ${s.receiver?.receiverName ?? null}, ${s.receiver?.receiverPhone ?? null}, ${s.receiver?.regionCode ?? null}, ${s.receiver?.regionName ?? null},
      ${s.receiver?.address ?? null}, ${s.customerId ?? null})`);

/** The order line that carries the freight: the last guest row written for the order. */
export const lastGuestId = async (db: Scoped, orderId: string) =>
  String((await db.one<{ id: string }>(sql`SELECT max(id) AS id FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId}`))!.id);

/** The sale row locked for this transaction (a refund, a shipment, a return of stock run one at a time per order). */
export const lockSale = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM gds_sale WHERE ${db.tenant()} AND order_id = ${orderId} FOR UPDATE`);

/** Units whose stock should be back: all once the order ended unpaid, else the refunded ones (freight line aside). */
export const refundedUnits = async (db: Scoped, orderId: string, freightGuestId: string | null) =>
  Number(
    (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId}
      AND ticket_status = 2 AND id IS DISTINCT FROM ${freightGuestId}::bigint`))!.n,
  );
export const setReturned = (db: Scoped, orderId: string, was: number, now: number) =>
  db.one(
    sql`UPDATE gds_sale SET returned = ${now} WHERE ${db.tenant()} AND order_id = ${orderId} AND returned = ${was} RETURNING order_id`,
  );

// ---------------------------------------------------------------- lists

const COLS = sql`o.id, o.order_no, o.code, o.order_status, o.total_money, o.product_name, o.sku_name, o.quantity, o.contact_name,
  o.contact_phone, o.remark, o.create_time, o.play_date::text AS play_date, s.sale_kind, s.freight, s.delivery_status, s.receiver_name,
  s.receiver_phone, s.region_name, s.address, s.express_code, s.express_name, s.tracking_no, s.freight_guest_id, s.region_code,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`;
const FROM = sql`ord_order o JOIN gds_sale s ON s.tenant_id = o.tenant_id AND s.order_id = o.id`;

export type OrderRead = GoodsOrderRow & { freightGuestId: string | null; regionCode: string | null };
export const asOrder = (r: Record<string, unknown>): OrderRead => {
  const o = toApi<OrderRead>(r);
  return {
    ...o,
    id: String(o.id),
    totalMoney: Number(o.totalMoney),
    freight: Number(o.freight),
    paidMoney: Number(o.paidMoney),
    refundMoney: Number(o.refundMoney),
    freightGuestId: o.freightGuestId == null ? null : String(o.freightGuestId),
    orderStatusText: orderStatusText(o.orderStatus),
    deliveryStatusText: DELIVERY_STATUS_TEXT[o.deliveryStatus] ?? '',
  };
};

type Filters = Partial<z.output<typeof goodsOrderFilters>>;
/** The status tabs: an order state, or for paid goods its parcel (to ship, shipped). */
export const statusCond = (status: string | undefined): Cond => {
  if (!status) return null;
  if (status === 'toShip') return sql`o.order_status = ${ORDER_STATUS.TO_BE_USED} AND s.delivery_status = 0`;
  if (status === 'shipped') return sql`o.order_status = ${ORDER_STATUS.TO_BE_USED} AND s.delivery_status = 1`;
  return /^\d{4}$/.test(status) ? sql`o.order_status = ${Number(status)}` : sql`false`;
};
const where = (db: Scoped, q: Filters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0`,
  sql`o.order_kind = ${q.kind ?? 'goods'}`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.contactPhone && sql`(o.contact_phone = ${q.contactPhone} OR s.receiver_phone = ${q.contactPhone})`,
  q.productName && sql`o.product_name ILIKE ${`%${q.productName}%`}`,
  q.trackingNo && sql`s.tracking_no = ${q.trackingNo}`,
  statusCond(q.status),
  q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];

export const orderPage = (db: Scoped, q: z.output<typeof goodsOrderFilters>) =>
  pageQuery<OrderRead>(db.q, {
    from: FROM,
    columns: COLS,
    where: where(db, q),
    orderBy: sql`o.create_time DESC, o.id DESC`,
    current: q.current,
    size: q.size,
    map: asOrder,
  });
export const exportRows = async (db: Scoped, q: Filters) =>
  (await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, q))} ORDER BY o.create_time DESC LIMIT 20000`)).map(asOrder);

/** Counts per order state and, among paid goods, per parcel state, under the list's filters but the tab. */
export const counts = (db: Scoped, q: Filters) =>
  db.query<{ order_status: number; delivery_status: number; n: number }>(sql`SELECT o.order_status, s.delivery_status, count(*)::int AS n
    FROM ${FROM} WHERE ${sql.and(where(db, { ...q, status: undefined }))} GROUP BY o.order_status, s.delivery_status`);

export const orderOne = async (db: Scoped, id: string) => {
  const r = await db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${db.tenant('o')} AND o.id = ${id} AND o.is_deleted = 0`);
  return r && asOrder(r);
};
/** A customer's order by its unguessable code (the code names the tenant). */
export const orderIdByCode = (q: Queryable, code: string) =>
  q.one<{ tenant_id: string; id: string }>(sql`SELECT o.tenant_id, o.id FROM ord_order o
    JOIN gds_sale s ON s.tenant_id = o.tenant_id AND s.order_id = o.id WHERE o.code = ${code} AND o.is_deleted = 0`);
export const ordersOfCustomer = async (db: Scoped, customerId: string, phone: string) =>
  (
    await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${db.tenant('o')} AND o.is_deleted = 0
      AND (s.customer_id = ${customerId} OR o.contact_phone = ${phone}) ORDER BY o.id DESC LIMIT 50`)
  ).map(asOrder);

export const guestsOf = async (db: Scoped, orderId: string) =>
  db.query(
    sql`SELECT id, guest_name, price, ticket_status, qr_code FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`,
  );
export const refundsOf = async (db: Scoped, orderId: string) =>
  db.query(
    sql`SELECT refund_no, amount, refund_status, refund_type, create_time FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`,
  );
export const logsOf = async (db: Scoped, orderId: string, kinds: string[]) =>
  toApiRows(
    await db.query(sql`SELECT id, kind AS log_kind, content, from_status, to_status, user_name AS create_by, create_time FROM ord_log
      WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ANY(${kinds}::text[]) ORDER BY id`),
  );

// ---------------------------------------------------------------- the parcel

export const setAddress = (
  db: Scoped,
  orderId: string,
  a: { receiverName: string; receiverPhone: string; regionCode: string; regionName: string; address: string },
) =>
  db.one(sql`UPDATE gds_sale SET receiver_name = ${a.receiverName}, receiver_phone = ${a.receiverPhone}, region_code = ${a.regionCode},
    region_name = ${a.regionName}, address = ${a.address} WHERE ${db.tenant()} AND order_id = ${orderId} AND delivery_status = 0 RETURNING order_id`);

export const setReceived = (db: Scoped, orderId: string) =>
  db.one(sql`UPDATE gds_sale SET delivery_status = 2, received_time = now() WHERE ${db.tenant()} AND order_id = ${orderId}
    AND delivery_status = 1 RETURNING order_id`);

/** Parcels shipped before the cutoff and still not confirmed, across tenants (the auto-complete job sweeps every tenant). */
export const shippedBefore = (q: Queryable, days: number) =>
  q.query<{ tenant_id: string; order_id: string }>(sql`SELECT tenant_id, order_id FROM gds_sale
    WHERE delivery_status = 1 AND shipped_time < now() - make_interval(days => ${days}) ORDER BY shipped_time LIMIT 500`);

export const customerIs = (id: unknown) => sql`customer_id = ${String(id)}`;
