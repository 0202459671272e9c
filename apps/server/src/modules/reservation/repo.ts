import type { z } from 'zod';
import type { resOrderQuery, reservationQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { pageQuery } from '../../platform/paging.ts';
import { sql, type Cond } from '../../platform/sql.ts';
import { toApiRows } from '../../platform/rows.ts';

// Reservation products, their slots and the link of each reservation order to its slot. booked moves
// only by one conditional statement each way, so it never passes capacity nor goes below zero.

export const PRODUCT: TableSpec = {
  name: 'res_product',
  tenant: true,
  writable: ['name', 'image', 'address', 'intro', 'rule', 'price', 'need_audit', 'limit_num', 'open_status', 'sort'],
  orderBy: 'sort, id DESC',
};

const SUMS = sql.raw(`p.*,
  (SELECT count(*) FROM res_slot s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0)::int AS slot_count,
  (SELECT coalesce(sum(capacity), 0) FROM res_slot s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0)::int AS capacity,
  (SELECT coalesce(sum(booked), 0) FROM res_slot s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0)::int AS booked`);

export const productPage = (db: Scoped, q: z.output<typeof reservationQuery>) =>
  pageQuery<any>(db.q, {
    from: sql`res_product p`,
    columns: SUMS,
    where: [
      db.tenant('p'),
      sql`p.is_deleted = 0`,
      q.name && sql`p.name ILIKE ${`%${q.name}%`}`,
      q.openStatus !== undefined && sql`p.open_status = ${q.openStatus}`,
    ],
    orderBy: sql`p.sort, p.id DESC`,
    current: q.current,
    size: q.size,
  });
export const productOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${SUMS} FROM res_product p WHERE ${db.tenant('p')} AND p.is_deleted = 0 AND p.id = ${id}`);
export const openProducts = async (db: Scoped) =>
  db.query(
    sql`SELECT ${SUMS} FROM res_product p WHERE ${db.tenant('p')} AND p.is_deleted = 0 AND p.open_status = 1 ORDER BY p.sort, p.id DESC LIMIT 100`,
  );
export const setOpen = (db: Scoped, id: string, open: number) =>
  db.one(sql`UPDATE res_product SET open_status = ${open}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 RETURNING id`);

const SLOT_COLS = sql.raw(
  `id, product_id, slot_date::text AS slot_date, start_time, end_time, capacity, booked, capacity - booked AS "left"`,
);
export const slotsOf = async (db: Scoped, productIds: string[], from?: string) =>
  toApiRows(
    await db.query(sql`SELECT ${SLOT_COLS} FROM res_slot WHERE ${db.tenant()} AND is_deleted = 0 AND product_id = ANY(${productIds}::bigint[])
      ${from ? sql`AND slot_date >= ${from}::date` : sql``} ORDER BY slot_date, start_time, id`),
  );
export const slotOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${SLOT_COLS} FROM res_slot WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id}`);
export const insertSlot = (db: Scoped, productId: string, s: { slotDate: string; startTime: string; endTime: string; capacity: number }) =>
  db.query(sql`INSERT INTO res_slot (tenant_id, product_id, slot_date, start_time, end_time, capacity)
    VALUES (${db.tenantId}, ${productId}, ${s.slotDate}::date, ${s.startTime}, ${s.endTime}, ${s.capacity})`);
/** Change a slot unless its booked passes the new capacity (answers nothing then). */
export const updateSlot = (
  db: Scoped,
  productId: string,
  s: { id: string; slotDate: string; startTime: string; endTime: string; capacity: number },
) =>
  db.one(sql`UPDATE res_slot SET slot_date = ${s.slotDate}::date, start_time = ${s.startTime}, end_time = ${s.endTime},
      capacity = ${s.capacity}, update_time = now()
    WHERE ${db.tenant()} AND id = ${s.id} AND product_id = ${productId} AND is_deleted = 0 AND booked <= ${s.capacity} RETURNING id`);
/** Drop the product's slots not kept, when none of them is booked (answers how many are booked). */
export const bookedOutside = async (db: Scoped, productId: string, keep: string[]) =>
  Number(
    (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM res_slot WHERE ${db.tenant()} AND product_id = ${productId}
      AND is_deleted = 0 AND booked > 0 AND NOT (id = ANY(${keep}::bigint[]))`))!.n,
  );
export const dropSlots = (db: Scoped, productId: string, keep: string[]) =>
  db.query(sql`UPDATE res_slot SET is_deleted = 1, update_time = now() WHERE ${db.tenant()} AND product_id = ${productId}
    AND is_deleted = 0 AND NOT (id = ANY(${keep}::bigint[]))`);

/** Take n places of a slot in ONE conditional statement; answers the slot when taken, nothing when full. */
export const takeSlot = (db: Scoped, slotId: string, n: number) =>
  db.one(sql`UPDATE res_slot SET booked = booked + ${n}, update_time = now()
    WHERE ${db.tenant()} AND id = ${slotId} AND is_deleted = 0 AND booked + ${n} <= capacity RETURNING id`);
export const giveSlot = (db: Scoped, slotId: string, n: number) =>
  db.query(sql`UPDATE res_slot SET booked = greatest(booked - ${n}, 0), update_time = now() WHERE ${db.tenant()} AND id = ${slotId}`);

export const insertResOrder = (
  db: Scoped,
  o: { orderId: string; productId: string; slotId: string; customerId: string; quantity: number; needAudit: number },
) =>
  db.query(sql`INSERT INTO res_order (tenant_id, order_id, product_id, slot_id, customer_id, quantity, need_audit, audit_status)
    VALUES (${db.tenantId}, ${o.orderId}, ${o.productId}, ${o.slotId}, ${o.customerId}, ${o.quantity}, ${o.needAudit}, ${o.needAudit ? 1 : 0})`);
/** Mark the places given back, once (answers the row when this call did it). */
export const markReturned = (db: Scoped, orderId: string) =>
  db.one<{ slot_id: string; quantity: number }>(sql`UPDATE res_order SET returned = true
    WHERE ${db.tenant()} AND order_id = ${orderId} AND NOT returned RETURNING slot_id, quantity`);
export const setAudit = (db: Scoped, orderId: string, from: number, to: number, remark: string | null) =>
  db.one(sql`UPDATE res_order SET audit_status = ${to}, audit_remark = ${remark}
    WHERE ${db.tenant()} AND order_id = ${orderId} AND audit_status = ${from} RETURNING order_id`);

const COLS = sql.raw(`o.id, o.order_no, o.product_name, o.quantity, o.total_money, o.order_status, o.contact_name, o.contact_phone,
  o.create_time, r.product_id, r.audit_status, r.audit_remark, s.slot_date::text AS slot_date, s.start_time, s.end_time`);
const FROM = sql`ord_order o JOIN res_order r ON r.tenant_id = o.tenant_id AND r.order_id = o.id
  JOIN res_slot s ON s.tenant_id = r.tenant_id AND s.id = r.slot_id`;
type Filters = Partial<z.output<typeof resOrderQuery>> & { customerId?: string; id?: string };
const where = (db: Scoped, q: Filters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0 AND o.order_kind = 'reserve'`,
  q.id && sql`o.id = ${q.id}`,
  q.customerId && sql`r.customer_id = ${q.customerId}`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.phone && sql`o.contact_phone LIKE ${`%${q.phone}%`}`,
  q.orderStatus !== undefined && sql`o.order_status = ${q.orderStatus}`,
  q.auditStatus !== undefined && sql`r.audit_status = ${q.auditStatus}`,
  q.productId && sql`r.product_id = ${q.productId}`,
  q.slotDate && sql`s.slot_date = ${q.slotDate}::date`,
];
export const orderPage = (db: Scoped, q: z.output<typeof resOrderQuery>) =>
  pageQuery<any>(db.q, { from: FROM, where: where(db, q), columns: COLS, orderBy: sql`o.id DESC`, current: q.current, size: q.size });
export const orderRows = async (db: Scoped, q: Filters, limit = 50_000) =>
  toApiRows(await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, q))} ORDER BY o.id DESC LIMIT ${limit}`));
export const statusCounts = (db: Scoped) =>
  db.query<{ order_status: number; n: number }>(sql`SELECT o.order_status, count(*)::int AS n FROM ${FROM}
    WHERE ${sql.and(where(db, {}))} GROUP BY o.order_status ORDER BY o.order_status`);
export const resOrderOf = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM res_order WHERE ${db.tenant()} AND order_id = ${orderId}`);
export const logsOf = async (db: Scoped, orderId: string) =>
  toApiRows(
    await db.query(
      sql`SELECT content, create_time FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'operate' ORDER BY id`,
    ),
  );
