import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

// Voice orders: vo_order beside the order area's ord_order, ord_refund, ord_trade and ord_log rows, which
// this area only reads (the order area writes them through its index.ts).

export const insertVoiceOrder = (db: Scoped, v: { orderId: string; voiceId: string; voiceType: number; voiceName: string }) =>
  db.query(sql`INSERT INTO vo_order (tenant_id, id, voice_id, voice_type, voice_name)
    VALUES (${db.tenantId}, ${v.orderId}, ${v.voiceId}, ${v.voiceType}, ${v.voiceName})`);

const COLS = sql`o.id, o.order_no, o.code, o.order_status, o.total_money, o.contact_name, o.contact_phone, o.remark, o.create_time,
  v.voice_id, v.voice_name, v.voice_type,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`;
const FROM = sql`ord_order o JOIN vo_order v ON v.tenant_id = o.tenant_id AND v.id = o.id`;

export interface VoiceOrderFilters {
  orderNo?: string;
  contactPhone?: string;
  voiceName?: string;
  voiceType?: number;
  orderStatus?: number;
  start?: string;
  end?: string;
}
const where = (db: Scoped, f: VoiceOrderFilters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0 AND o.order_kind = 'voice'`,
  f.orderNo && sql`o.order_no ILIKE ${`%${f.orderNo}%`}`,
  f.contactPhone && sql`o.contact_phone = ${f.contactPhone}`,
  f.voiceName && sql`v.voice_name ILIKE ${`%${f.voiceName}%`}`,
  f.voiceType != null && sql`v.voice_type = ${f.voiceType}`,
  f.orderStatus != null && sql`o.order_status = ${f.orderStatus}`,
  f.start && sql`o.create_time >= ${f.start}::date`,
  f.end && sql`o.create_time < ${f.end}::date + 1`,
];

export const orderPage = (db: Scoped, f: VoiceOrderFilters & { current: number; size: number }) =>
  pageQuery<Row>(db.q, {
    from: FROM,
    columns: COLS,
    where: where(db, f),
    orderBy: sql`o.create_time DESC, o.id DESC`,
    current: f.current,
    size: f.size,
  });
export const orderRows = (db: Scoped, f: VoiceOrderFilters) =>
  db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, f))} ORDER BY o.create_time DESC, o.id DESC LIMIT 5000`);
export const orderOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, {}))} AND o.id = ${id}`);
export const countByType = (db: Scoped) =>
  db.query(sql`SELECT v.voice_type, count(*)::int AS n FROM ${FROM} WHERE ${sql.and(where(db, {}))} GROUP BY v.voice_type`);

export const logsOf = (db: Scoped, orderId: string, kind: string) =>
  db.query(sql`SELECT * FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ${kind} ORDER BY id`);
export const refundsOf = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT * FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`);
/** The money still refundable: the tickets not refunded (nor being refunded). */
export const refundable = (db: Scoped, orderId: string) =>
  db.one<{ n: number }>(sql`SELECT coalesce(sum(price), 0)::bigint AS n FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId}
    AND ticket_status IN (0, 1, 3)`);

/** Whether the order still has a ticket that is neither refunded nor being refunded. */
export const hasLiveTicket = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT 1 AS ok FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status IN (0, 1, 3) LIMIT 1`);
