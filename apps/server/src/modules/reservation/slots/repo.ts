import type { z } from 'zod';
import type { reservationQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

// Reservation products and their slots. booked moves only by one conditional statement each way, so it
// never passes capacity nor goes below zero.

export const PRODUCT: TableSpec = {
  name: 'res_product',
  tenant: true,
  writable: ['name', 'image', 'address', 'intro', 'rule', 'price', 'need_audit', 'limit_num', 'open_status', 'sort'],
  orderBy: 'sort, id DESC',
};

/** A reservation product as SUMS reads it, camelCase (the price is a bigint, as text). */
export interface ProductRead {
  id: string;
  name: string;
  image: string | null;
  address: string | null;
  intro: string | null;
  rule: string | null;
  price: string | number;
  needAudit: number;
  limitNum: number;
  openStatus: number;
  slotCount: number | null;
  capacity: number | null;
  booked: number | null;
  createTime: string;
}

const SUMS = sql.raw(`p.*,
  (SELECT count(*) FROM res_slot s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0)::int AS slot_count,
  (SELECT coalesce(sum(capacity), 0) FROM res_slot s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0)::int AS capacity,
  (SELECT coalesce(sum(booked), 0) FROM res_slot s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0)::int AS booked`);

export const productPage = (db: Scoped, q: z.output<typeof reservationQuery>) =>
  pageQuery<ProductRead>(db.q, {
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
/** A slot as SLOT_COLS reads it, camelCase. */
export interface SlotRead {
  id: string;
  productId: string;
  slotDate: string;
  startTime: string;
  endTime: string;
  capacity: number;
  booked: number;
  left: number;
}
export const slotsOf = async (db: Scoped, productIds: string[], from?: string) =>
  toApiRows<SlotRead>(
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
