import type { z } from 'zod';
import type { hotelReportQuery } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

// Hotel reports: hotel orders of a create-date range (China days), with their paid and refunded money.

type Q = Partial<z.output<typeof hotelReportQuery>>;

const ORDERS = (db: Scoped, q: Q) => {
  const where: Cond[] = [
    db.tenant('o'),
    sql`o.order_kind = 'hotel'`,
    sql`o.is_deleted = 0`,
    q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
    q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
    q.hotelId && sql`h.hotel_id = ${q.hotelId}`,
    q.supplierId && sql`h.supplier_id = ${q.supplierId}`,
  ];
  return sql`SELECT o.order_status, o.pay_time, h.hotel_id, h.hotel_name, h.supplier_id, h.rooms, h.rooms_returned, h.nights,
      (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
        WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid,
      (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
        WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refunded
    FROM ord_order o JOIN htl_order h ON h.tenant_id = o.tenant_id AND h.order_id = o.id WHERE ${sql.and(where)}`;
};

// Paid orders only; room nights count the rooms still booked.
const SUMS = sql`count(*) FILTER (WHERE pay_time IS NOT NULL)::int AS orders,
  coalesce(sum((rooms - rooms_returned) * nights) FILTER (WHERE pay_time IS NOT NULL), 0)::int AS room_nights,
  coalesce(sum(paid), 0)::bigint AS sale_money, coalesce(sum(refunded), 0)::bigint AS refund_money`;

/** The sums of SUMS (bigint sums come as text). */
export interface Sums {
  orders: number;
  room_nights: number;
  sale_money: string;
  refund_money: string;
}

export const statusCounts = (db: Scoped, q: Q) =>
  db.query<{ order_status: number; n: number }>(
    sql`SELECT order_status, count(*)::int AS n FROM (${ORDERS(db, q)}) x GROUP BY order_status`,
  );

export const totals = (db: Scoped, q: Q) => db.one<Sums>(sql`SELECT ${SUMS} FROM (${ORDERS(db, q)}) x`);

export const byHotel = (db: Scoped, q: Q, limit: number, offset: number) =>
  db.query<
    Sums & { hotel_id: string; hotel_name: string; total_rows: number }
  >(sql`SELECT hotel_id, max(hotel_name) AS hotel_name, ${SUMS}, count(*) OVER ()::int AS total_rows
    FROM (${ORDERS(db, q)}) x GROUP BY hotel_id ORDER BY sale_money DESC, hotel_id LIMIT ${limit} OFFSET ${offset}`);

export const bySupplier = (db: Scoped, q: Q) =>
  db.query<
    Sums & { supplier_id: string | null; supplier_name: string }
  >(sql`SELECT x.supplier_id, coalesce(max(s.name), '自营') AS supplier_name, ${SUMS}
    FROM (${ORDERS(db, q)}) x LEFT JOIN htl_supplier s ON s.tenant_id = ${db.tenantId} AND s.id = x.supplier_id
    GROUP BY x.supplier_id ORDER BY sale_money DESC`);
