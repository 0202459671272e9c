import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** The issue batches' statements (cp_batch). */

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
