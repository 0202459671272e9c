import type { z } from 'zod';
import type { HotelLogRow, HotelMessageRow, HotelOrderDetail, hotelOrderFilters } from '@yym/contract';
import type { Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

// Hotel orders: the stay (htl_order, htl_order_night) beside the order area's ord_order row, which this
// area only reads (the order area writes it through its index.ts).

export interface NewStay {
  orderId: string;
  hotel: { id: string; name: string; supplier_id: string | null };
  room: { id: string; name: string };
  plan: { id: string; name: string; breakfast: number; cancel_rule: number; cancel_days: number };
  checkIn: string;
  checkOut: string;
  nights: { night: string; price: number }[];
  rooms: number;
  email: string | null;
}

export async function insertStay(db: Scoped, s: NewStay) {
  await db.query(sql`INSERT INTO htl_order (tenant_id, order_id, hotel_id, room_type_id, plan_id, supplier_id, hotel_name, room_type_name,
      plan_name, check_in, check_out, nights, rooms, breakfast, cancel_rule, cancel_days, email)
    VALUES (${db.tenantId}, ${s.orderId}, ${s.hotel.id}, ${s.room.id}, ${s.plan.id}, ${s.hotel.supplier_id}, ${s.hotel.name}, ${s.room.name},
      ${s.plan.name}, ${s.checkIn}, ${s.checkOut}, ${s.nights.length}, ${s.rooms}, ${s.plan.breakfast}, ${s.plan.cancel_rule},
      ${s.plan.cancel_days}, ${s.email})`);
  await insertNights(db, s.orderId, s.nights);
}

export const insertNights = (db: Scoped, orderId: string, nights: { night: string; price: number }[]) =>
  db.query(sql`INSERT INTO htl_order_night (tenant_id, order_id, night, price)
    SELECT ${db.tenantId}, ${orderId}, n.night, n.price
    FROM unnest(${nights.map((n) => n.night)}::date[], ${nights.map((n) => n.price)}::bigint[]) AS n(night, price)`);

export const dropNights = (db: Scoped, orderId: string) =>
  db.query(sql`DELETE FROM htl_order_night WHERE ${db.tenant()} AND order_id = ${orderId}`);

/** The stay of a hotel order as stored (htl_order; its dates as text). */
export interface StayRecord {
  order_id: string;
  plan_id: string;
  check_in: string;
  check_out: string;
  nights: number;
  rooms: number;
  rooms_returned: number;
  cancel_rule: number;
  cancel_days: number;
  [k: string]: unknown;
}

export const stayOf = (db: Scoped, orderId: string) =>
  db.one<StayRecord>(
    sql`SELECT h.*, h.check_in::text AS check_in, h.check_out::text AS check_out FROM htl_order h WHERE ${db.tenant('h')} AND h.order_id = ${orderId}`,
  );

export const nightsOfOrder = (db: Scoped, orderId: string) =>
  db.query<{ night: string; price: string }>(sql`SELECT night::text AS night, price FROM htl_order_night
    WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY night`);

/** Rooms given back so far move from `was` only (the order row is locked by the move that calls this). */
export const setReturned = (db: Scoped, orderId: string, was: number, now: number) =>
  db.one(
    sql`UPDATE htl_order SET rooms_returned = ${now} WHERE ${db.tenant()} AND order_id = ${orderId} AND rooms_returned = ${was} RETURNING order_id`,
  );

export const refundedRooms = async (db: Scoped, orderId: string) =>
  Number(
    (await db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 2`,
    ))!.n,
  );

export const updateStay = (db: Scoped, orderId: string, checkIn: string, checkOut: string) =>
  db.query(sql`UPDATE htl_order SET check_in = ${checkIn}, check_out = ${checkOut} WHERE ${db.tenant()} AND order_id = ${orderId}`);

export const setConfirmed = (db: Scoped, orderId: string, confirmNo: string | null) =>
  db.query(sql`UPDATE htl_order SET confirm_no = ${confirmNo}, confirm_time = now() WHERE ${db.tenant()} AND order_id = ${orderId}`);

export const setSupplierRefund = (db: Scoped, orderId: string) =>
  db.query(sql`UPDATE htl_order SET supplier_refund = 1 WHERE ${db.tenant()} AND order_id = ${orderId}`);

export const setMessageStatus = (db: Scoped, orderId: string, kind: 'email' | 'sms', status: number) =>
  db.query(
    kind === 'email'
      ? sql`UPDATE htl_order SET email_status = ${status} WHERE ${db.tenant()} AND order_id = ${orderId}`
      : sql`UPDATE htl_order SET sms_status = ${status} WHERE ${db.tenant()} AND order_id = ${orderId}`,
  );

// ---------------------------------------------------------------- lists

const COLS = sql`o.id, o.order_no, o.code, o.order_status, o.total_money, o.unit_price, o.contact_name, o.contact_phone, o.remark,
  o.channel, o.create_time, o.pay_time, o.is_unusual, h.hotel_id, h.hotel_name, h.room_type_name, h.plan_name, h.check_in::text AS check_in,
  h.check_out::text AS check_out, h.nights, h.rooms, h.breakfast, h.cancel_rule, h.cancel_days, h.email, h.email_status, h.sms_status,
  h.confirm_no, h.confirm_time, h.supplier_id, h.supplier_refund,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`;
const FROM = sql`ord_order o JOIN htl_order h ON h.tenant_id = o.tenant_id AND h.order_id = o.id`;

/** A hotel order as COLS reads it, camelCase (bigint money comes as text). */
export interface OrderRead {
  id: string;
  orderNo: string;
  code: string;
  orderStatus: number;
  totalMoney: string | number;
  unitPrice: string | number;
  paidMoney: string | number;
  refundMoney: string | number;
  contactName: string;
  contactPhone: string;
  remark: string | null;
  channel: string;
  createTime: string;
  payTime: string | null;
  isUnusual: number;
  hotelId: string;
  hotelName: string;
  roomTypeName: string;
  planName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  breakfast: number;
  cancelRule: number;
  cancelDays: number;
  email: string | null;
  emailStatus: number;
  smsStatus: number;
  confirmNo: string | null;
  confirmTime: string | null;
  supplierId: string | null;
  supplierRefund: number;
}

type Filters = Partial<z.output<typeof hotelOrderFilters>>;
const where = (db: Scoped, q: Filters): Cond[] => [
  db.tenant('o'),
  sql`o.order_kind = 'hotel'`,
  sql`o.is_deleted = 0`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.contactName && sql`o.contact_name = ${q.contactName}`,
  q.contactPhone && sql`o.contact_phone = ${q.contactPhone}`,
  q.hotelName && sql`h.hotel_name ILIKE ${`%${q.hotelName}%`}`,
  q.hotelId && sql`h.hotel_id = ${q.hotelId}`,
  q.supplierId && sql`h.supplier_id = ${q.supplierId}`,
  q.orderStatus !== undefined && sql`o.order_status = ${q.orderStatus}`,
  q.checkInStart && sql`h.check_in >= ${q.checkInStart}::date`,
  q.checkInEnd && sql`h.check_in <= ${q.checkInEnd}::date`,
  q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];

export const orderPage = (db: Scoped, q: z.output<typeof hotelOrderFilters>) =>
  pageQuery<OrderRead>(db.q, {
    from: FROM,
    columns: COLS,
    where: where(db, q),
    orderBy: sql`o.create_time DESC, o.id DESC`,
    current: q.current,
    size: q.size,
  });

export const exportRows = async (db: Scoped, q: Filters) =>
  toApiRows<OrderRead>(
    await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, q))} ORDER BY o.create_time DESC LIMIT 50000`),
  );

export const countByStatus = (db: Scoped) =>
  db.query<{ order_status: number; n: number }>(sql`SELECT o.order_status, count(*)::int AS n FROM ord_order o
    WHERE ${db.tenant('o')} AND o.order_kind = 'hotel' AND o.is_deleted = 0 GROUP BY o.order_status`);

export const orderOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${db.tenant('o')} AND o.id = ${id} AND o.is_deleted = 0`);

/** The customer's order by its unguessable code (no tenant in the request: the code names it). */
export const orderIdByCode = (q: Queryable, code: string) =>
  q.one<{ tenant_id: string; id: string }>(
    sql`SELECT tenant_id, id FROM ord_order WHERE code = ${code} AND order_kind = 'hotel' AND is_deleted = 0`,
  );

const child =
  <T>(table: 'ord_guest' | 'ord_refund' | 'ord_trade') =>
  async (db: Scoped, orderId: string) =>
    toApiRows<T>(await db.query(sql`SELECT * FROM ${sql.ident(table)} WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`));
export const guestsOf = child<HotelOrderDetail['guests'][number]>('ord_guest');
export const refundsOf = child<{ refundStatus: number; [k: string]: unknown }>('ord_refund');
export const tradesOf = child<Record<string, unknown>>('ord_trade');
type LogRow = Omit<HotelLogRow, 'fromStatusText' | 'toStatusText'>;
export const logsOf = async (db: Scoped, orderId: string, kind: string) =>
  toApiRows<LogRow>(
    await db.query(sql`SELECT * FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ${kind} ORDER BY id`),
  );

// ---------------------------------------------------------------- messages (the outbox)

export const insertMessage = (
  db: Scoped,
  m: {
    orderId: string;
    kind: 'email' | 'sms';
    to: string;
    subject: string | null;
    content: string;
    status: number;
    error: string | null;
    userName: string;
  },
) =>
  db.one(sql`INSERT INTO htl_message (tenant_id, order_id, kind, to_addr, subject, content, send_status, error, create_user, user_name)
    VALUES (${db.tenantId}, ${m.orderId}, ${m.kind}, ${m.to}, ${m.subject}, ${m.content.slice(0, 5000)}, ${m.status}, ${m.error?.slice(0, 255) ?? null},
      ${db.userId}, ${m.userName}) RETURNING *`);

export const messagesOf = async (db: Scoped, orderId: string) =>
  toApiRows<HotelMessageRow>(
    await db.query(sql`SELECT * FROM htl_message WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id DESC`),
  );

export const hotelContact = (db: Scoped, hotelId: string) =>
  db.one<{ email: string | null; phone: string | null; address: string | null; check_in_time: string; check_out_time: string }>(
    sql`SELECT email, phone, address, check_in_time, check_out_time FROM htl_hotel WHERE ${db.tenant()} AND id = ${hotelId}`,
  );
