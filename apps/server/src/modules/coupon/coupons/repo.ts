import { sql, type Cond } from '../../../platform/sql.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';

/** The coupon templates' statements (cp_coupon; tenant from the request's scoped access). */

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

/** The storefront's coupon centre: valid coupons on shelf with the customer's holdings. */
export const centre = (db: Scoped, customerId: string | null, today: string) =>
  db.query(sql`SELECT ${COLS}, 0 AS used_count,
      ${customerId ? sql`(SELECT count(*)::int FROM cp_user_coupon u WHERE ${db.tenant('u')} AND u.coupon_id = cp_coupon.id AND u.customer_id = ${customerId})` : sql`0`} AS received
    FROM cp_coupon WHERE ${db.base(COUPON)} AND shelf_status = 1 AND is_valid = 1
      AND (validity_type = 2 OR end_date >= ${today}::date)
    ORDER BY id DESC LIMIT 200`);
