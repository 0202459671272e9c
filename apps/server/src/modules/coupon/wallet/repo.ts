import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { type Cond, sql } from '../../../platform/sql.ts';

/** The customers' coupons' statements (cp_user_coupon, read with their coupon). */

/** How many of the coupon each of these customers holds (any state). */
export const heldBy = (db: Scoped, couponId: string, customerIds: string[]) =>
  db.query<{ customer_id: string; n: number }>(sql`SELECT customer_id::text, count(*)::int AS n FROM cp_user_coupon
    WHERE ${db.tenant()} AND coupon_id = ${couponId} AND customer_id = ANY(${customerIds}::bigint[]) GROUP BY customer_id`);

export interface NewUserCoupon {
  customerId: string;
  phone: string;
}
export const insertUserCoupons = (db: Scoped, c: Row, rows: NewUserCoupon[], source: string, batchId: string | null, today: string) =>
  db.query(sql`INSERT INTO cp_user_coupon (tenant_id, coupon_id, batch_id, customer_id, phone, source, start_date, end_date)
    SELECT ${db.tenantId}, ${c.id}, ${batchId}, x.customer_id, x.phone, ${source},
      ${c.validity_type === 1 ? sql`${c.start_date}::date` : sql`${today}::date`},
      ${c.validity_type === 1 ? sql`${c.end_date}::date` : sql`${today}::date + ${Number(c.valid_days) - 1}::int`}
    FROM unnest(${rows.map((r) => r.customerId)}::bigint[], ${rows.map((r) => r.phone)}::text[]) AS x(customer_id, phone)
    RETURNING id`);

const UC_COLS = sql.raw(`u.id, u.coupon_id, u.batch_id, u.customer_id, u.phone, u.source, u.order_id, u.use_time, u.create_time,
  to_char(u.start_date, 'YYYY-MM-DD') AS start_date, to_char(u.end_date, 'YYYY-MM-DD') AS end_date, u.use_status,
  c.name AS coupon_name, c.coupon_type, c.threshold, c.amount, c.discount, c.scope, c.product_ids::text[] AS product_ids, c.is_valid`);
const UC_FROM = sql`cp_user_coupon u JOIN cp_coupon c ON c.tenant_id = u.tenant_id AND c.id = u.coupon_id`;

/** A user coupon row read with its coupon's columns (what the checkout's cut reads of it). */
export type UserCouponDbRow = Row & { coupon_type: number; amount: number | string; discount: number };

export interface UserCouponFilter {
  couponId?: string;
  batchId?: string;
  customerId?: string;
  phone?: string;
  useStatus?: number;
}
const ucWhere = (db: Scoped, f: UserCouponFilter, today: string): Cond[] => [
  db.tenant('u'),
  f.couponId && sql`u.coupon_id = ${f.couponId}`,
  f.batchId && sql`u.batch_id = ${f.batchId}`,
  f.customerId && sql`u.customer_id = ${f.customerId}`,
  f.phone && sql`u.phone LIKE ${`%${f.phone}%`}`,
  f.useStatus === 1 && sql`u.use_status = 1`,
  f.useStatus === 0 && sql`u.use_status = 0 AND u.end_date >= ${today}::date`,
  f.useStatus === 2 && sql`u.use_status = 0 AND u.end_date < ${today}::date`,
];
export const userCouponPage = (db: Scoped, f: UserCouponFilter & { current: number; size: number }, today: string) =>
  pageQuery<Row>(db.q, {
    from: UC_FROM,
    columns: UC_COLS,
    where: ucWhere(db, f, today),
    orderBy: sql`u.id DESC`,
    current: f.current,
    size: f.size,
  });
export const userCouponRows = (db: Scoped, f: UserCouponFilter, today: string, limit = 5000) =>
  db.query<UserCouponDbRow>(
    sql`SELECT ${UC_COLS} FROM ${UC_FROM} WHERE ${sql.and(ucWhere(db, f, today))} ORDER BY u.id DESC LIMIT ${limit}`,
  );
export const userCouponOne = (db: Scoped, id: string) =>
  db.one<UserCouponDbRow>(sql`SELECT ${UC_COLS} FROM ${UC_FROM} WHERE ${db.tenant('u')} AND u.id = ${id}`);
export const unusedCount = async (db: Scoped, customerId: string, today: string) =>
  (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM cp_user_coupon
    WHERE ${db.tenant()} AND customer_id = ${customerId} AND use_status = 0 AND end_date >= ${today}::date`))!.n;

/**
 * Spend a user coupon on an order: the one conditional statement that decides. Of two orders racing
 * for it, the second waits on the row and then matches nothing (already used).
 */
export const spend = (db: Scoped, id: string, orderId: string) =>
  db.one(sql`UPDATE cp_user_coupon SET use_status = 1, order_id = ${orderId}, use_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND use_status = 0 RETURNING id`);
/** Give back the coupon an ended order spent, while it is still valid (idempotent: only a used one moves). */
export const giveBack = (db: Scoped, orderId: string, today: string) =>
  db.query(sql`UPDATE cp_user_coupon SET use_status = 0, order_id = NULL, use_time = NULL
    WHERE ${db.tenant()} AND order_id = ${orderId} AND use_status = 1 AND end_date >= ${today}::date RETURNING id`);
