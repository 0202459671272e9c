import { sql, type Cond, type Sql } from '../../../../platform/sql.ts';
import type { Scoped } from '../../../../platform/repo.ts';
import { CHECK, SALE, SALE_BY_CHANNEL, VISITOR, monthOf, needsDays, rowsOf, type RangeQ } from './range.ts';

// The report figures: every report reads the rollups (migrations 047 and 063), never the orders. A
// group's rows are summed over the shards the sessions wrote (folded into shard 0 by the job).

export type { RangeQ } from './range.ts';
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

// The rollups' key order: grouped in it, the groups come straight off the primary key's order (a page by
// day reads its last days only).
const KEY_ORDER = ['period', 'hour', 'order_kind', 'product_id', 'channel', 'poi_id'];

function grouping(q: RangeQ, dims: readonly (SaleDim | CheckDim)[]) {
  const select: Sql[] = [];
  const keys = new Set<string>();
  for (const d of dims) {
    if (d === 'period' || d === 'hour') {
      select.push(d === 'period' ? sql`${periodOf(q)} AS period` : sql`hour`);
      keys.add(d);
      continue;
    }
    const spec = DIM[d];
    for (const k of spec.keys)
      if (!keys.has(k)) {
        keys.add(k);
        select.push(sql.raw(k));
      }
    if (spec.names) select.push(sql.raw(spec.names));
  }
  const group = KEY_ORDER.filter((k) => keys.has(k)).map((k) => sql.raw(k));
  return { select, group };
}

/** The filters of a range query (the day condition is the pieces' own). */
const filters = (q: RangeQ, withChannel = true): Cond[] => [
  q.productId && sql`product_id = ${q.productId}`,
  q.poiId && sql`poi_id = ${q.poiId}`,
  withChannel && q.channel && sql`channel = ${q.channel}`,
  q.orderKind && sql`order_kind = ${q.orderKind}`,
];

/**
 * A detail page says "1000+" past this many groups (50 pages of 20): by day, counting further costs more
 * than the page, and a longer list is read in its export.
 */
export const PAGE_GROUPS_CAP = 1000;

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
export const SALE_SUMS = [
  'placed_orders',
  'placed_qty',
  'placed_money',
  'paid_orders',
  'paid_qty',
  'paid_money',
  'refund_count',
  'refund_money',
];
const SUMS = sql.raw(SALE_SUMS.map((c) => `sum(${c}) AS ${c}`).join(', '));
// A group whose figures came to nothing (a month less the same days, an order moved away) is no group.
const ANY_SALE = sql.raw(`HAVING ${SALE_SUMS.map((c) => `sum(${c}) <> 0`).join(' OR ')}`);

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
  const narrow = dims.every((d) => d === 'period' || d === 'channel' || d === 'kind') && !q.productId && !q.poiId;
  const rows = narrow
    ? rowsOf(db, SALE_BY_CHANNEL, q, needsDays(q, dims), ['day', 'order_kind', 'channel'], SALE_SUMS, filters(q))
    : rowsOf(
        db,
        SALE,
        q,
        needsDays(q, dims),
        ['day', 'order_kind', 'product_id', 'channel', 'poi_id', 'product_name', 'poi_name'],
        SALE_SUMS,
        filters(q),
      );
  // A page of day groups (a year by day, product and channel is some 30,000) counts them up to
  // PAGE_GROUPS_CAP + 1, so the page itself reads only its last days; other groups are few, and counted
  // as they are summed.
  const total = !o.page
    ? sql``
    : needsDays(q, dims) && !narrow
      ? sql`, (SELECT count(*) FROM (SELECT ${cols}0 FROM (${rows}) r ${by} ${ANY_SALE} LIMIT ${PAGE_GROUPS_CAP + 1}) g) AS total_groups`
      : sql`, count(*) OVER () AS total_groups`;
  return db.query<SaleGroup>(sql`SELECT ${cols}${SUMS}${total} FROM (${rows}) r ${by} ${ANY_SALE} ORDER BY ${order} ${paging}`);
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
  const rows = rowsOf(
    db,
    CHECK,
    q,
    needsDays(q, dims),
    ['day', 'hour', 'order_kind', 'product_id', 'poi_id', 'product_name', 'poi_name'],
    ['n'],
    filters(q, false),
  );
  return db.query<CheckGroup>(sql`SELECT ${cols}sum(n) AS n FROM (${rows}) r ${by} HAVING sum(n) <> 0 ORDER BY ${order}`);
}

/** Checked visitors of the range by one dimension: s sex, a age band, p province. */
export const visitorShares = (db: Scoped, q: RangeQ, dim: 's' | 'a' | 'p') =>
  db.query<{ val: string; n: string }>(sql`SELECT val, sum(n) AS n
    FROM (${rowsOf(db, VISITOR, q, false, ['val'], ['n'], [q.poiId && sql`poi_id = ${q.poiId}`, sql`dim = ${dim}`])}) r
    GROUP BY val HAVING sum(n) <> 0 ORDER BY sum(n) DESC, val`);

/**
 * The products, scenic spots, channels and order kinds with figures in the months the range touches
 * (a choice that sold only in those months' days outside the range is offered too, and reads zero).
 */
export const options = (db: Scoped, q: RangeQ) =>
  db.query<{ kind: string; value: string; label: string | null }>(sql`
    SELECT CASE WHEN GROUPING(product_id) = 0 THEN 'product' WHEN GROUPING(poi_id) = 0 THEN 'poi'
        WHEN GROUPING(channel) = 0 THEN 'channel' ELSE 'kind' END AS kind,
      coalesce(product_id::text, poi_id::text, channel, order_kind) AS value,
      CASE WHEN GROUPING(product_id) = 0 THEN max(product_name) WHEN GROUPING(poi_id) = 0 THEN max(poi_name) END AS label
    FROM rpt_sale_month WHERE ${db.tenant()} AND day BETWEEN ${monthOf(q.startDate)}::date AND ${q.endDate}::date
    GROUP BY GROUPING SETS ((product_id), (poi_id), (channel), (order_kind))
    HAVING GROUPING(poi_id) = 1 OR poi_id <> 0`);
