import { PLATFORM_TENANT_ID } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Sql } from '../../../platform/sql.ts';
import type { z } from 'zod';
import type { RefundListRow, refundFilters } from '@yym/contract';

export interface NewRefund {
  orderId: string;
  refundNo: string;
  type: number;
  status: number;
  guestIds: string[];
  amount: number;
  reason?: string;
  reasonIndex?: number;
  text?: string;
  userId: string | null;
}
export const insertRefund = async (db: Scoped, r: NewRefund) =>
  (await db.one(sql`INSERT INTO ord_refund (tenant_id, order_id, refund_no, refund_type, refund_status, guest_ids, refund_num, amount, reason, reason_index, refund_text, create_user)
    VALUES (${db.tenantId}, ${r.orderId}, ${r.refundNo}, ${r.type}, ${r.status}, ${r.guestIds}::bigint[], ${r.guestIds.length}, ${r.amount}, ${r.reason ?? null},
      ${r.reasonIndex ?? null}, ${r.text ?? null}, ${r.userId}) RETURNING *`))!;

/** Tickets of the order a refund may take, by state, optionally only the chosen ones. */
export const guestsIn = (db: Scoped, orderId: string, guestIds: string[] | undefined, states: number[]) =>
  db.query(sql`SELECT id, price, ticket_status FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId}
    AND ticket_status = ANY(${states}::int[]) ${guestIds?.length ? sql`AND id = ANY(${guestIds}::bigint[])` : sql.empty} ORDER BY id`);

export const setGuestState = (db: Scoped, ids: string[], to: number, from?: number) =>
  db.query(sql`UPDATE ord_guest SET ticket_status = ${to} WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[])
    ${from === undefined ? sql.empty : sql`AND ticket_status = ${from}`}`);

/** Held tickets become refunded (once: the guest state guards it); answers what each was before. */
export const refundGuests = (db: Scoped, ids: string[], to: number, fromStates: number[]) =>
  db.query(sql`UPDATE ord_guest g SET ticket_status = ${to} FROM ord_guest old
    WHERE ${db.tenant('g')} AND g.id = ANY(${ids}::bigint[]) AND g.ticket_status = ANY(${fromStates}::int[])
      AND old.tenant_id = g.tenant_id AND old.id = g.id RETURNING old.ticket_status AS was`);

export const markUnusualSettled = (db: Scoped, orderId: string) =>
  db.query(sql`UPDATE ord_order SET is_unusual = 2, update_time = now() WHERE ${db.tenant()} AND id = ${orderId}`);

export const lockRefund = (db: Scoped, id: string) => db.one(sql`SELECT * FROM ord_refund WHERE ${db.tenant()} AND id = ${id} FOR UPDATE`);
export const pendingRefund = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT 1 FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} AND refund_status IN (10, 20)`);

/** The pending (auditing) refund of an order, newest first. */
export const pendingRefundOf = (db: Scoped, orderId: string) =>
  db.one<{ id: string }>(
    sql`SELECT id FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} AND refund_status = 10 ORDER BY id DESC LIMIT 1`,
  );

/** The audit columns of a refund's audit step (the out-audit keeps the first audit's and sets its own). */
export function auditSet(out: boolean, userId: string | null, remark: string): Sql[] {
  return [
    sql`audit_user = CASE WHEN ${out} THEN audit_user ELSE ${userId}::bigint END`,
    sql`audit_time = CASE WHEN ${out} THEN audit_time ELSE now() END`,
    sql`audit_remark = CASE WHEN ${out} THEN audit_remark ELSE ${remark || null} END`,
    sql`out_audit_user = CASE WHEN ${out} THEN ${userId}::bigint ELSE out_audit_user END`,
    sql`out_audit_time = CASE WHEN ${out} THEN now() ELSE out_audit_time END`,
  ];
}

export function refundPage(db: Scoped, q: z.output<typeof refundFilters>) {
  return pageQuery<Omit<RefundListRow, 'refundStatusText' | 'refundTypeText'>>(db.q, {
    from: sql`ord_refund f JOIN ord_order o ON o.tenant_id = f.tenant_id AND o.id = f.order_id`,
    where: [
      db.tenant('f'),
      q.refundStatus !== undefined && sql`f.refund_status = ${q.refundStatus}`,
      q.refundType !== undefined && sql`f.refund_type = ${q.refundType}`,
      q.orderNo && sql`o.order_no = ${q.orderNo}`,
    ],
    columns: sql`f.*, o.order_no, o.product_name, o.contact_name, o.contact_phone, o.order_status`,
    orderBy: sql`f.id DESC`,
    current: q.current,
    size: q.size,
  });
}

// ---------------------------------------------------------------- customer page (the order's tenant)

export const customerRefundable = (db: Scoped, orderId: string) =>
  db.one<{ n: number; money: string }>(sql`SELECT count(*)::int AS n, coalesce(sum(price), 0)::bigint AS money FROM ord_guest
    WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status IN (0, 3)`);
/** The platform's refund reasons (a dictionary of the platform tenant, shared by every shop). */
export const refundReasons = (db: Scoped) =>
  db.query<{ dict_value: string }>(sql`SELECT dict_value FROM blade_dict WHERE tenant_id = ${PLATFORM_TENANT_ID}
    AND code = 'refund_reason' AND parent_id <> 0 AND is_deleted = 0 AND is_sealed = 0 ORDER BY sort, id`);
