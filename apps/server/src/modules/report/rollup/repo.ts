import type { z } from 'zod';
import type { reportQuery } from '@yym/contract';
import type { Database, Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql, type Cond, type Sql } from '../../../platform/sql.ts';

// The rollups of migration 047 (rpt_sale, rpt_check, rpt_visitor): every report reads these, never the
// orders. A group's rows are summed over the shards the sessions wrote (folded into shard 0 by the job).

export type RangeQ = Pick<
  z.output<typeof reportQuery>,
  'startDate' | 'endDate' | 'period' | 'productId' | 'poiId' | 'channel' | 'orderKind'
>;
export type SaleDim = 'period' | 'product' | 'poi' | 'channel' | 'kind';
export type CheckDim = 'period' | 'hour' | 'product' | 'poi' | 'kind';

// The period's first day as a date (both drivers hand dates over as 'YYYY-MM-DD'): to_char cost more
// than the rest of a report's statement.
const periodOf = (q: RangeQ): Sql =>
  q.period === 'week' ? sql`date_trunc('week', day)::date` : q.period === 'month' ? sql`date_trunc('month', day)::date` : sql`day`;

/** The dimension's key columns (grouped) and its name column (the latest name seen). */
const DIM: Record<Exclude<SaleDim | CheckDim, 'period' | 'hour'>, { keys: string[]; names?: string }> = {
  product: { keys: ['product_id', 'order_kind'], names: 'max(product_name) AS product_name' },
  poi: { keys: ['poi_id'], names: 'max(poi_name) AS poi_name' },
  channel: { keys: ['channel'] },
  kind: { keys: ['order_kind'] },
};

function grouping(q: RangeQ, dims: readonly (SaleDim | CheckDim)[]) {
  const select: Sql[] = [];
  const group: Sql[] = [];
  const seen = new Set<string>();
  for (const d of dims) {
    if (d === 'period') {
      select.push(sql`${periodOf(q)} AS period`);
      group.push(sql`period`);
      continue;
    }
    if (d === 'hour') {
      select.push(sql`hour`);
      group.push(sql`hour`);
      continue;
    }
    const spec = DIM[d];
    for (const k of spec.keys)
      if (!seen.has(k)) {
        seen.add(k);
        select.push(sql.raw(k));
        group.push(sql.raw(k));
      }
    if (spec.names) select.push(sql.raw(spec.names));
  }
  return { select, group };
}

export const rangeWhere = (db: Scoped, q: RangeQ, withChannel = true): Cond[] => [
  db.tenant(),
  sql`day BETWEEN ${q.startDate}::date AND ${q.endDate}::date`,
  q.productId && sql`product_id = ${q.productId}`,
  q.poiId && sql`poi_id = ${q.poiId}`,
  withChannel && q.channel && sql`channel = ${q.channel}`,
  q.orderKind && sql`order_kind = ${q.orderKind}`,
];

export interface SaleSums {
  placed_orders: string;
  placed_qty: string;
  placed_money: string;
  paid_orders: string;
  paid_qty: string;
  paid_money: string;
  refund_count: string;
  refund_money: string;
}
const SUMS = sql`sum(placed_orders) AS placed_orders, sum(placed_qty) AS placed_qty, sum(placed_money) AS placed_money,
  sum(paid_orders) AS paid_orders, sum(paid_qty) AS paid_qty, sum(paid_money) AS paid_money,
  sum(refund_count) AS refund_count, sum(refund_money) AS refund_money`;

export type SaleGroup = SaleSums & {
  period?: string;
  product_id?: string;
  product_name?: string;
  poi_id?: string;
  poi_name?: string;
  channel?: string;
  order_kind?: string;
  total_groups?: number;
};

/**
 * Sales figures of the range grouped by the given dimensions. `orderBy` is our own text; `page`
 * answers one page of the groups with their count.
 */
export function saleGroups(
  db: Scoped,
  q: RangeQ,
  dims: readonly SaleDim[],
  o: { orderBy?: string; page?: { size: number; offset: number } } = {},
) {
  const { select, group } = grouping(q, dims);
  const cols = select.length ? sql`${sql.join(select)}, ` : sql``;
  const by = group.length ? sql`GROUP BY ${sql.join(group)}` : sql``;
  const order = sql.raw(o.orderBy ?? (dims.includes('period') ? 'period' : 'paid_money DESC'));
  const paging = o.page ? sql`LIMIT ${o.page.size} OFFSET ${o.page.offset}` : sql``;
  const total = o.page ? sql`, count(*) OVER () AS total_groups` : sql``;
  return db.query<SaleGroup>(sql`SELECT ${cols}${SUMS}${total} FROM rpt_sale WHERE ${sql.and(rangeWhere(db, q))} ${by}
    ORDER BY ${order} ${paging}`);
}

export type CheckGroup = {
  n: string;
  period?: string;
  hour?: number;
  product_id?: string;
  product_name?: string;
  poi_id?: string;
  poi_name?: string;
  order_kind?: string;
};

/** Checked guests of the range grouped by the given dimensions (checks have no channel). */
export function checkGroups(db: Scoped, q: RangeQ, dims: readonly CheckDim[], orderBy?: string) {
  const { select, group } = grouping(q, dims);
  const cols = select.length ? sql`${sql.join(select)}, ` : sql``;
  const by = group.length ? sql`GROUP BY ${sql.join(group)}` : sql``;
  const order = sql.raw(orderBy ?? (dims.includes('period') ? 'period' : dims.includes('hour') ? 'hour' : 'n DESC'));
  return db.query<CheckGroup>(
    sql`SELECT ${cols}sum(n) AS n FROM rpt_check WHERE ${sql.and(rangeWhere(db, q, false))} ${by} ORDER BY ${order}`,
  );
}

/** Checked visitors of the range by one dimension: s sex, a age band, p province. */
export const visitorShares = (db: Scoped, q: RangeQ, dim: 's' | 'a' | 'p') =>
  db.query<{ val: string; n: string }>(sql`SELECT val, sum(n) AS n FROM rpt_visitor
    WHERE ${sql.and([db.tenant(), sql`day BETWEEN ${q.startDate}::date AND ${q.endDate}::date`, q.poiId && sql`poi_id = ${q.poiId}`, sql`dim = ${dim}`])}
    GROUP BY val HAVING sum(n) <> 0 ORDER BY sum(n) DESC, val`);

/** The products, scenic spots, channels and order kinds with figures in the range. */
export const options = (db: Scoped, q: RangeQ) =>
  db.query<{ kind: string; value: string; label: string | null }>(sql`
    WITH r AS (SELECT product_id, order_kind, product_name, poi_id, poi_name, channel FROM rpt_sale
      WHERE ${db.tenant()} AND day BETWEEN ${q.startDate}::date AND ${q.endDate}::date)
    SELECT 'product' AS kind, product_id::text AS value, max(product_name) AS label FROM r GROUP BY product_id
    UNION ALL SELECT 'poi', poi_id::text, max(poi_name) FROM r WHERE poi_id <> 0 GROUP BY poi_id
    UNION ALL SELECT DISTINCT 'channel', channel, NULL FROM r
    UNION ALL SELECT DISTINCT 'kind', order_kind, NULL FROM r`);

/** An area's own figures added to a sales group (its shard of the session, as the triggers write). */
export const addSale = (
  db: Scoped,
  f: {
    day: string;
    orderKind: string;
    productId: string;
    productName: string;
    channel: string;
    poiId?: string | null;
    poiName?: string | null;
  } & Partial<Record<'paidOrders' | 'paidQty' | 'paidMoney' | 'refundCount' | 'refundMoney', number>>,
) =>
  db.query(sql`INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
      paid_orders, paid_qty, paid_money, refund_count, refund_money)
    VALUES (${db.tenantId}, ${f.day}::date, ${f.orderKind}, ${f.productId}, ${f.channel}, ${f.poiId ?? 0}, pg_backend_pid(),
      ${f.productName}, ${f.poiName ?? null}, ${f.paidOrders ?? 0}, ${f.paidQty ?? 0}, ${f.paidMoney ?? 0}, ${f.refundCount ?? 0}, ${f.refundMoney ?? 0})
    ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
      paid_orders = t.paid_orders + excluded.paid_orders, paid_qty = t.paid_qty + excluded.paid_qty,
      paid_money = t.paid_money + excluded.paid_money, refund_count = t.refund_count + excluded.refund_count,
      refund_money = t.refund_money + excluded.refund_money`);

// ---------------------------------------------------------------- keeping

/**
 * Fold every session's rollup rows into shard 0. Rows a session holds at this moment are skipped (the
 * next run takes them), so the fold never waits on a buyer; one fold at a time. Sweeps every tenant.
 */
export const fold = (db: Database) =>
  db.tx(async (q) => {
    if (!(await q.one<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(727347) AS ok`))?.ok) return;
    await q.query(sql`WITH moved AS (
        DELETE FROM rpt_sale WHERE ctid IN (SELECT ctid FROM rpt_sale WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
        RETURNING *)
      INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
        placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
      SELECT tenant_id, day, order_kind, product_id, channel, poi_id, 0, max(product_name), max(poi_name), sum(placed_orders),
        sum(placed_qty), sum(placed_money), sum(paid_orders), sum(paid_qty), sum(paid_money), sum(refund_count), sum(refund_money)
      FROM moved GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
        placed_orders = t.placed_orders + excluded.placed_orders, placed_qty = t.placed_qty + excluded.placed_qty,
        placed_money = t.placed_money + excluded.placed_money, paid_orders = t.paid_orders + excluded.paid_orders,
        paid_qty = t.paid_qty + excluded.paid_qty, paid_money = t.paid_money + excluded.paid_money,
        refund_count = t.refund_count + excluded.refund_count, refund_money = t.refund_money + excluded.refund_money,
        product_name = excluded.product_name, poi_name = excluded.poi_name`);
    await q.query(sql`WITH moved AS (
        DELETE FROM rpt_check WHERE ctid IN (SELECT ctid FROM rpt_check WHERE shard <> 0 FOR UPDATE SKIP LOCKED) RETURNING *)
      INSERT INTO rpt_check AS t (tenant_id, day, hour, order_kind, product_id, poi_id, shard, product_name, poi_name, n)
      SELECT tenant_id, day, hour, order_kind, product_id, poi_id, 0, max(product_name), max(poi_name), sum(n) FROM moved GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (tenant_id, day, hour, order_kind, product_id, poi_id, shard) DO UPDATE SET n = t.n + excluded.n`);
    await q.query(sql`WITH moved AS (
        DELETE FROM rpt_visitor WHERE ctid IN (SELECT ctid FROM rpt_visitor WHERE shard <> 0 FOR UPDATE SKIP LOCKED) RETURNING *)
      INSERT INTO rpt_visitor AS t (tenant_id, day, poi_id, dim, val, shard, n)
      SELECT tenant_id, day, poi_id, dim, val, 0, sum(n) FROM moved GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, day, poi_id, dim, val, shard) DO UPDATE SET n = t.n + excluded.n`);
  });

/**
 * Recount one tenant's rollups from the raw rows (orders, refund trades, checked guests). The order
 * tables are held in SHARE mode meanwhile: writes wait, so nothing is counted twice or lost.
 */
export async function rebuild(db: Scoped): Promise<void> {
  const q = db.q;
  await q.query(sql`LOCK TABLE ord_order, ord_trade, ord_guest IN SHARE MODE`);
  // The fold moves rows between shards: it and a rebuild never overlap (its lock, waited for here).
  await q.query(sql`SELECT pg_advisory_xact_lock(727347)`);
  await q.query(sql`DELETE FROM rpt_sale WHERE ${db.tenant()}`);
  await q.query(sql`DELETE FROM rpt_check WHERE ${db.tenant()}`);
  await q.query(sql`DELETE FROM rpt_visitor WHERE ${db.tenant()}`);
  await q.query(sql`
    INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
      placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
    SELECT tenant_id, day, order_kind, product_id, channel, poi_id, 0, max(product_name), max(poi_name),
      sum(po), sum(pq), sum(pm), sum(yo), sum(yq), sum(ym), sum(rc), sum(rm)
    FROM (
      SELECT tenant_id, (create_time AT TIME ZONE 'Asia/Shanghai')::date AS day, order_kind, product_id, channel,
        coalesce(poi_id, 0) AS poi_id, product_name, poi_name, 1 AS po, quantity AS pq, total_money AS pm,
        0 AS yo, 0 AS yq, 0::bigint AS ym, 0 AS rc, 0::bigint AS rm
      FROM ord_order WHERE ${db.tenant()}
      UNION ALL
      SELECT tenant_id, (pay_time AT TIME ZONE 'Asia/Shanghai')::date, order_kind, product_id, channel, coalesce(poi_id, 0),
        product_name, poi_name, 0, 0, 0, 1, quantity, total_money, 0, 0
      FROM ord_order WHERE ${db.tenant()} AND pay_time IS NOT NULL
      UNION ALL
      SELECT r.tenant_id, (coalesce(r.finish_time, r.create_time) AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind, o.product_id,
        o.channel, coalesce(o.poi_id, 0), o.product_name, o.poi_name, 0, 0, 0, 0, 0, 0, 1, r.amount
      FROM ord_trade r JOIN ord_order o ON o.tenant_id = r.tenant_id AND o.id = r.order_id
      WHERE ${db.tenant('r')} AND r.kind = 'refund' AND r.trade_status = 'done'
    ) x GROUP BY 1, 2, 3, 4, 5, 6`);
  await q.query(sql`
    INSERT INTO rpt_check (tenant_id, day, hour, order_kind, product_id, poi_id, shard, product_name, poi_name, n)
    SELECT g.tenant_id, (g.check_time AT TIME ZONE 'Asia/Shanghai')::date,
      extract(hour FROM g.check_time AT TIME ZONE 'Asia/Shanghai')::smallint, o.order_kind, o.product_id, coalesce(o.poi_id, 0), 0,
      max(o.product_name), max(o.poi_name), count(*)
    FROM ord_guest g JOIN ord_order o ON o.tenant_id = g.tenant_id AND o.id = g.order_id
    WHERE ${db.tenant('g')} AND g.ticket_status = 1 AND g.check_time IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6`);
  await q.query(sql`
    INSERT INTO rpt_visitor (tenant_id, day, poi_id, dim, val, shard, n)
    SELECT tenant_id, day, poi_id, dim, val, 0, count(*) FROM (
      SELECT g.tenant_id, (g.check_time AT TIME ZONE 'Asia/Shanghai')::date AS day, coalesce(o.poi_id, 0) AS poi_id, g.card_num
      FROM ord_guest g JOIN ord_order o ON o.tenant_id = g.tenant_id AND o.id = g.order_id
      WHERE ${db.tenant('g')} AND g.ticket_status = 1 AND g.check_time IS NOT NULL) c,
      LATERAL (VALUES ('s', rpt_id_sex(c.card_num)), ('a', rpt_id_age_band(c.card_num, c.day)), ('p', rpt_id_province(c.card_num))) v(dim, val)
    GROUP BY 1, 2, 3, 4, 5`);
}

/**
 * Every tenant a rebuild recounts: the merchants, and any tenant with orders or rollup rows (figures
 * left after its orders went are recounted to nothing). Sweeps every tenant.
 */
export const tenantsWithFigures = (q: Queryable) =>
  q.query<{ tenant_id: string }>(sql`SELECT tenant_id FROM blade_tenant WHERE tenant_id <> '000000'
    UNION SELECT DISTINCT tenant_id FROM ord_order UNION SELECT DISTINCT tenant_id FROM rpt_sale
    UNION SELECT DISTINCT tenant_id FROM rpt_check ORDER BY 1`);
