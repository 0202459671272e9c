import type { z } from 'zod';
import type { WindowSaleRow, winReportQuery, winWindowOrderQuery } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { type Sql, sql } from '../../../platform/sql.ts';

type RQ = z.output<typeof winReportQuery>;
const DAY = (col: string) => sql.raw(`to_char((${col} AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD')`);
const inRange = (col: string, from: string, to: string) =>
  sql`${sql.raw(col)} >= ${from}::timestamp AT TIME ZONE 'Asia/Shanghai' AND ${sql.raw(col)} < (${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`;

/** The grouping key and its label for each report dimension (sales s, operations p). */
const KEYS: Record<RQ['by'], { sale: Sql; op: Sql }> = {
  seller: { sale: sql`s.seller_id::text`, op: sql`p.seller_id::text` },
  window: { sale: sql`s.window_id::text`, op: sql`sh.window_id::text` },
  day: { sale: DAY('s.create_time'), op: DAY('p.create_time') },
  method: { sale: sql`s.pay_method`, op: sql`p.pay_method` },
};

/** Paid sales and window refunds in the dates, grouped by the dimension. */
export async function summary(db: Scoped, q: RQ) {
  const k = KEYS[q.by];
  const [sales, refunds] = await Promise.all([
    db.query(sql`SELECT ${k.sale} AS key, count(*)::int AS sales, COALESCE(sum(s.total), 0)::bigint AS money,
        COALESCE(sum((SELECT sum(o.quantity) FROM win_sale_order so JOIN ord_order o ON o.tenant_id = so.tenant_id AND o.id = so.order_id
          WHERE so.tenant_id = s.tenant_id AND so.sale_id = s.id)), 0)::int AS tickets,
        max(s.seller_name) AS seller_name, max(w.name) AS window_name
      FROM win_sale s JOIN win_window w ON w.tenant_id = s.tenant_id AND w.id = s.window_id
      WHERE ${db.tenant('s')} AND s.sale_status = 2 AND ${inRange('s.create_time', q.startDate, q.endDate)}
        ${q.windowId ? sql`AND s.window_id = ${q.windowId}` : sql``} ${q.sellerId ? sql`AND s.seller_id = ${q.sellerId}` : sql``}
      GROUP BY 1 ORDER BY 1`),
    db.query(sql`SELECT ${k.op} AS key, count(*)::int AS refunds, COALESCE(sum(p.amount), 0)::bigint AS money,
        max(p.seller_name) AS seller_name, max(w.name) AS window_name
      FROM win_op p LEFT JOIN win_shift sh ON sh.tenant_id = p.tenant_id AND sh.id = p.shift_id
      LEFT JOIN win_window w ON w.tenant_id = sh.tenant_id AND w.id = sh.window_id
      WHERE ${db.tenant('p')} AND p.op_kind IN ('refund', 'forced') AND ${inRange('p.create_time', q.startDate, q.endDate)}
        ${q.windowId ? sql`AND sh.window_id = ${q.windowId}` : sql``} ${q.sellerId ? sql`AND p.seller_id = ${q.sellerId}` : sql``}
      GROUP BY 1 ORDER BY 1`),
  ]);
  return { sales, refunds };
}

type OQ = Partial<z.output<typeof winWindowOrderQuery>>;
const saleFrom = sql`win_sale s JOIN win_window w ON w.tenant_id = s.tenant_id AND w.id = s.window_id
  LEFT JOIN win_customer c ON c.tenant_id = s.tenant_id AND c.id = s.customer_id`;
const saleCols = sql`s.id, s.sale_no, w.name AS window_name, s.seller_name, s.pay_method, s.total::int AS total, s.received::int AS received,
  s.change_given::int AS change_given, c.name AS customer_name, s.play_date, s.sale_status, s.create_time`;
const saleWhere = (db: Scoped, q: OQ) => [
  db.tenant('s'),
  q.keyword && sql`s.sale_no ILIKE ${`%${q.keyword}%`}`,
  q.startDate && q.endDate && inRange('s.create_time', q.startDate, q.endDate),
  q.shiftId && sql`s.shift_id = ${q.shiftId}`,
];
export const salePage = (db: Scoped, q: z.output<typeof winWindowOrderQuery>) =>
  pageQuery<WindowSaleRow>(db.q, {
    from: saleFrom,
    columns: saleCols,
    where: saleWhere(db, q),
    orderBy: sql`s.id DESC`,
    current: q.current,
    size: q.size,
  });
export const saleRows = (db: Scoped, q: OQ) =>
  db.query(sql`SELECT ${saleCols} FROM ${saleFrom} WHERE ${sql.and(saleWhere(db, q))} ORDER BY s.id DESC LIMIT 5000`);

export const countDate = (db: Scoped, q: { startDate: string; endDate: string; windowId?: string; sellerId?: string }) =>
  db.query<{
    date: string;
    sales: number;
    money: string;
  }>(sql`SELECT ${DAY('s.create_time')} AS date, count(*)::int AS sales, COALESCE(sum(s.total), 0)::bigint AS money
    FROM win_sale s WHERE ${db.tenant('s')} AND s.sale_status = 2 AND ${inRange('s.create_time', q.startDate, q.endDate)}
      ${q.windowId ? sql`AND s.window_id = ${q.windowId}` : sql``} ${q.sellerId ? sql`AND s.seller_id = ${q.sellerId}` : sql``}
    GROUP BY 1 ORDER BY 1`);
