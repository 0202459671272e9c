import type { Scoped } from '../../../platform/repo.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import type { RangeQ } from '../rollup/service.ts';

// The scenic order export: the orders placed in a report's range, one row each. It reads the order
// table (the only report that does: a row per order is what it is for) in keyset batches along the
// order list's index (tenant, create_time DESC, id DESC), each batch one short indexed read.

const placedIn = (db: Scoped, q: RangeQ): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0`,
  sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.productId && sql`o.product_id = ${q.productId}`,
  q.poiId && sql`coalesce(o.poi_id, 0) = ${q.poiId}`,
  q.channel && sql`o.channel = ${q.channel}`,
  q.orderKind && sql`o.order_kind = ${q.orderKind}`,
];

/** The orders of the range, counted up to `limit` + 1. */
export const scenicOrderCount = async (db: Scoped, q: RangeQ, limit: number) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ord_order o WHERE ${sql.and(placedIn(db, q))} LIMIT ${limit + 1}) x`,
      )
    )?.n ?? 0,
  );

/**
 * A batch of the range's orders, newest first, after the key `after` (`<create_time>|<id>`, the time as
 * the database writes it, so no microsecond is lost), with each order's refunded money and checked guests.
 */
export async function scenicOrderBatch(db: Scoped, q: RangeQ, after: string | null, size: number) {
  const bar = after?.split('|');
  const rows = toApiRows(
    await db.query(sql`SELECT o.id, o.order_no, o.poi_id, o.poi_name, o.product_name, o.sku_name, o.order_kind, o.channel,
        o.create_time, o.pay_time, o.play_date, o.quantity, o.total_money, o.order_status, o.create_time::text AS batch_key,
        (SELECT coalesce(sum(t.amount), 0) FROM ord_trade t WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id
          AND t.kind = 'refund' AND t.trade_status = 'done') AS refund_money,
        (SELECT count(*) FROM ord_guest g WHERE g.tenant_id = o.tenant_id AND g.order_id = o.id AND g.ticket_status = 1) AS checked
      FROM ord_order o
      WHERE ${sql.and([...placedIn(db, q), bar && sql`(o.create_time, o.id) < (${bar[0]}::timestamptz, ${bar[1]}::bigint)`])}
      ORDER BY o.create_time DESC, o.id DESC LIMIT ${size}`),
  );
  const last = rows[rows.length - 1];
  return { rows, next: last ? `${last.batchKey}|${last.id}` : null };
}
