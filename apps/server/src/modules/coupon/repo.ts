import { sql, type Cond } from '../../platform/sql.ts';
import type { Row } from '../../platform/db.ts';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { pageQuery } from '../../platform/paging.ts';

/** Every SQL statement of the coupon area (tenant from the request's scoped access). */

export const COUPON: TableSpec = {
  name: 'cp_coupon',
  tenant: true,
  writable: [
    'name',
    'coupon_type',
    'threshold',
    'amount',
    'discount',
    'scope',
    'product_ids',
    'validity_type',
    'start_date',
    'end_date',
    'valid_days',
    'per_limit',
    'total_count',
    'remark',
  ],
  orderBy: 'id DESC',
};

const COLS = sql.raw(`*, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date,
  product_ids::text[] AS product_ids`);

export interface CouponFilter {
  name?: string;
  couponType?: number;
  shelfStatus?: number;
  isValid?: number;
}
const couponWhere = (db: Scoped, f: CouponFilter): Cond[] => [
  db.base(COUPON),
  f.name && sql`name ILIKE ${`%${f.name}%`}`,
  f.couponType !== undefined && sql`coupon_type = ${f.couponType}`,
  f.shelfStatus !== undefined && sql`shelf_status = ${f.shelfStatus}`,
  f.isValid !== undefined && sql`is_valid = ${f.isValid}`,
];

export const couponPage = (db: Scoped, f: CouponFilter & { current: number; size: number }) =>
  pageQuery<Row>(db.q, {
    from: sql`cp_coupon`,
    columns: sql`${COLS}, (SELECT count(*)::int FROM cp_user_coupon u WHERE ${db.tenant('u')} AND u.coupon_id = cp_coupon.id AND u.use_status = 1) AS used_count`,
    where: couponWhere(db, f),
    orderBy: sql`id DESC`,
    current: f.current,
    size: f.size,
  });
export const couponRows = (db: Scoped, f: CouponFilter, limit = 5000) =>
  db.query(sql`SELECT ${COLS}, 0 AS used_count FROM cp_coupon WHERE ${sql.and(couponWhere(db, f))} ORDER BY id DESC LIMIT ${limit}`);

export const couponOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLS}, (SELECT count(*)::int FROM cp_user_coupon u WHERE ${db.tenant('u')} AND u.coupon_id = cp_coupon.id AND u.use_status = 1) AS used_count
    FROM cp_coupon WHERE ${db.base(COUPON)} AND id = ${id}`);

export const setShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE cp_coupon SET shelf_status = ${status}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(COUPON)} AND id = ANY(${ids}::bigint[]) RETURNING id`);
export const setValid = (db: Scoped, id: string, valid: number) =>
  db.one(sql`UPDATE cp_coupon SET is_valid = ${valid}, shelf_status = CASE WHEN ${valid} = 0 THEN 0 ELSE shelf_status END,
    update_time = now(), update_user = ${db.userId} WHERE ${db.base(COUPON)} AND id = ${id} RETURNING id`);
/** Only coupons nothing was issued of may be deleted. */
export const removeUnissued = (db: Scoped, ids: string[]) =>
  db.query(sql`UPDATE cp_coupon SET is_deleted = 1, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(COUPON)} AND id = ANY(${ids}::bigint[]) AND issued_count = 0 RETURNING id`);

/**
 * Take `n` of the coupon's total count, in one conditional statement (valid, and on shelf when asked):
 * the row stays locked until commit, so per-customer counts read after it are not raced.
 */
export const takeCount = (db: Scoped, id: string, n: number, onShelf: boolean) =>
  db.one(sql`UPDATE cp_coupon SET issued_count = issued_count + ${n}
    WHERE ${db.base(COUPON)} AND id = ${id} AND is_valid = 1 AND issued_count + ${n} <= total_count
      ${onShelf ? sql`AND shelf_status = 1` : sql``}
    RETURNING id`);

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

// ---------------------------------------------------------------- batches

export const insertBatch = (db: Scoped, c: Row, phoneCount: number, remark: string | null) =>
  db.one(sql`INSERT INTO cp_batch (tenant_id, coupon_id, coupon_name, phone_count, remark, create_user, update_user)
    VALUES (${db.tenantId}, ${c.id}, ${c.name}, ${phoneCount}, ${remark}, ${db.userId}, ${db.userId}) RETURNING id`);
export const setBatchIssued = (db: Scoped, id: string, n: number) =>
  db.query(sql`UPDATE cp_batch SET issued_count = ${n} WHERE ${db.tenant()} AND id = ${id}`);
export const batchPage = (db: Scoped, f: { couponId?: string; couponName?: string; current: number; size: number }) =>
  pageQuery<Row>(db.q, {
    from: sql`cp_batch`,
    where: [
      sql`tenant_id = ${db.tenantId} AND is_deleted = 0`,
      f.couponId && sql`coupon_id = ${f.couponId}`,
      f.couponName && sql`coupon_name ILIKE ${`%${f.couponName}%`}`,
    ],
    orderBy: sql`id DESC`,
    current: f.current,
    size: f.size,
  });
export const batchOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT * FROM cp_batch WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id}`);

// ---------------------------------------------------------------- user coupons

const UC_COLS = sql.raw(`u.id, u.coupon_id, u.batch_id, u.customer_id, u.phone, u.source, u.order_id, u.use_time, u.create_time,
  to_char(u.start_date, 'YYYY-MM-DD') AS start_date, to_char(u.end_date, 'YYYY-MM-DD') AS end_date, u.use_status,
  c.name AS coupon_name, c.coupon_type, c.threshold, c.amount, c.discount, c.scope, c.product_ids::text[] AS product_ids, c.is_valid`);
const UC_FROM = sql`cp_user_coupon u JOIN cp_coupon c ON c.tenant_id = u.tenant_id AND c.id = u.coupon_id`;

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
  db.query(sql`SELECT ${UC_COLS} FROM ${UC_FROM} WHERE ${sql.and(ucWhere(db, f, today))} ORDER BY u.id DESC LIMIT ${limit}`);
export const userCouponOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${UC_COLS} FROM ${UC_FROM} WHERE ${db.tenant('u')} AND u.id = ${id}`);
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

/** The storefront's coupon centre: valid coupons on shelf with the customer's holdings. */
export const centre = (db: Scoped, customerId: string | null, today: string) =>
  db.query(sql`SELECT ${COLS}, 0 AS used_count,
      ${customerId ? sql`(SELECT count(*)::int FROM cp_user_coupon u WHERE ${db.tenant('u')} AND u.coupon_id = cp_coupon.id AND u.customer_id = ${customerId})` : sql`0`} AS received
    FROM cp_coupon WHERE ${db.base(COUPON)} AND shelf_status = 1 AND is_valid = 1
      AND (validity_type = 2 OR end_date >= ${today}::date)
    ORDER BY id DESC LIMIT 200`);
