import type { z } from 'zod';
import type { resOrderQuery } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

// The link of each reservation order (an ord_order row of kind 'reserve', which this area only reads) to
// its slot, with its audit; the places go back once.

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
/** A reservation order as COLS reads it, camelCase (money a bigint, as text). */
export interface ResOrderRead {
  id: string;
  orderNo: string;
  productName: string;
  quantity: number;
  totalMoney: string | number;
  orderStatus: number;
  contactName: string;
  contactPhone: string;
  createTime: string;
  productId: string;
  auditStatus: number;
  auditRemark: string | null;
  slotDate: string;
  startTime: string;
  endTime: string;
}
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
  pageQuery<ResOrderRead>(db.q, {
    from: FROM,
    where: where(db, q),
    columns: COLS,
    orderBy: sql`o.id DESC`,
    current: q.current,
    size: q.size,
  });
export const orderRows = async (db: Scoped, q: Filters, limit = 50_000) =>
  toApiRows<ResOrderRead>(
    await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, q))} ORDER BY o.id DESC LIMIT ${limit}`),
  );
export const statusCounts = (db: Scoped) =>
  db.query<{ order_status: number; n: number }>(sql`SELECT o.order_status, count(*)::int AS n FROM ${FROM}
    WHERE ${sql.and(where(db, {}))} GROUP BY o.order_status ORDER BY o.order_status`);
export const resOrderOf = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM res_order WHERE ${db.tenant()} AND order_id = ${orderId}`);
export const logsOf = async (db: Scoped, orderId: string) =>
  toApiRows<{ content: string; createTime: string }>(
    await db.query(
      sql`SELECT content, create_time FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'operate' ORDER BY id`,
    ),
  );
