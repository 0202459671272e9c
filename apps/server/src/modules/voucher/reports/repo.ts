import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// The gpv reports, computed from this area's own rows (a simple aggregate per call).

export interface Range {
  start: string;
  end: string;
  gpvId?: string;
}
const paidOrders = (db: Scoped, r: Range) => sql`ord_order o JOIN vc_order v ON v.tenant_id = o.tenant_id AND v.id = o.id
  WHERE ${db.tenant('o')} AND o.order_kind = 'gpv' AND o.pay_time IS NOT NULL
    AND o.create_time >= ${r.start}::date AND o.create_time < ${r.end}::date + 1 ${r.gpvId ? sql`AND v.item_id = ${r.gpvId}` : sql``}`;
const money = sql`(SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refunded`;

export const saleByDay = (db: Scoped, r: Range) =>
  db.query(sql`SELECT to_char(x.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, count(*)::int AS orders,
      sum(x.quantity)::int AS people, sum(x.paid)::bigint AS paid, sum(x.refunded)::bigint AS refunded
    FROM (SELECT o.create_time, o.quantity, ${money} FROM ${paidOrders(db, r)}) x GROUP BY 1 ORDER BY 1`);

export const saleByGpv = (db: Scoped, r: Range) =>
  db.query(sql`SELECT x.item_id::text AS gpv_id, max(x.item_name) AS gpv_name, count(*)::int AS orders, sum(x.quantity)::int AS people,
      sum(x.paid)::bigint AS paid, sum(x.refunded)::bigint AS refunded, sum(x.verified)::int AS verified
    FROM (SELECT v.item_id, v.item_name, o.quantity, ${money},
        (SELECT count(*) FROM ord_guest g WHERE g.tenant_id = o.tenant_id AND g.order_id = o.id AND g.ticket_status = 1) AS verified
      FROM ${paidOrders(db, r)}) x GROUP BY x.item_id ORDER BY paid DESC`);

export const verifyByDay = (db: Scoped, r: Range) =>
  db.query(sql`SELECT to_char(c.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, coalesce(c.poi_name, '—') AS poi_name,
      max(v.item_name) AS gpv_name, count(*)::int AS verified
    FROM vc_verify c JOIN vc_order v ON v.tenant_id = c.tenant_id AND v.id = c.order_id
    WHERE ${db.tenant('c')} AND c.create_time >= ${r.start}::date AND c.create_time < ${r.end}::date + 1
      ${r.gpvId ? sql`AND c.gpv_id = ${r.gpvId}` : sql``}
    GROUP BY 1, 2, c.gpv_id ORDER BY 1, 2`);
