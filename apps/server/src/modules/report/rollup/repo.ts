import type { z } from 'zod';
import type { reportQuery } from '@yym/contract';
import type { Database, Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql, type Cond, type Sql } from '../../../platform/sql.ts';
import { addDays, chinaToday } from '../../../platform/time.ts';

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

// ---------------------------------------------------------------- reading a range

/** A run of rollup rows that counts toward a range: days of a day rollup or months of a month rollup, added or taken away. */
export interface Piece {
  grain: 'day' | 'month';
  from: string;
  to: string;
  sign: 1 | -1;
}

const monthOf = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${m < 9 ? '0' : ''}${m + 1}-01`;
};
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
/** A month's rows cost about as much to read as two days' (a merchant's products do not all sell every day). */
const MONTH_COST = 2;

/**
 * The pieces that sum to a range: its whole months from the month rollup, and each partial month as its
 * days, or as the month less its days outside the range when those are fewer to read (days after
 * `today` hold nothing yet, so they cost nothing). Adjacent pieces of one kind are merged.
 */
export function rangePieces(start: string, end: string, today: string): Piece[] {
  const cost = (from: string, to: string) => (from > today ? 0 : daysIn(from, to < today ? to : today));
  const out: Piece[] = [];
  const push = (p: Piece) => {
    const last = out.at(-1);
    const next = last && (last.grain === 'day' ? addDays(last.to, 1) : nextMonth(last.to));
    if (last && last.grain === p.grain && last.sign === p.sign && next === p.from) last.to = p.to;
    else out.push(p);
  };
  for (let m = monthOf(start); m <= end; m = nextMonth(m)) {
    const last = addDays(nextMonth(m), -1);
    const from = start > m ? start : m;
    const to = end < last ? end : last;
    const before = from > m ? { from: m, to: addDays(from, -1) } : null;
    const after = to < last ? { from: addDays(to, 1), to: last } : null;
    const outside = (before ? cost(before.from, before.to) : 0) + (after ? cost(after.from, after.to) : 0);
    if (!before && !after) push({ grain: 'month', from: m, to: m, sign: 1 });
    else if (cost(from, to) <= outside + MONTH_COST) push({ grain: 'day', from, to, sign: 1 });
    else {
      push({ grain: 'month', from: m, to: m, sign: 1 });
      for (const o of [before, after]) if (o) push({ grain: 'day', ...o, sign: -1 });
    }
  }
  return out;
}

/** A rollup read by day, and its month twin if it has one. */
interface Source {
  day: string;
  month?: string;
}
const SALE: Source = { day: 'rpt_sale', month: 'rpt_sale_month' };
/** Sales by kind and channel only: a series or a kind or channel split without product or scenic spot. */
const SALE_BY_CHANNEL: Source = { day: 'rpt_sale_channel', month: 'rpt_sale_channel_month' };
const CHECK: Source = { day: 'rpt_check', month: 'rpt_check_month' };
const VISITOR: Source = { day: 'rpt_visitor', month: 'rpt_visitor_month' };

/**
 * The rows of `source` that make up the range, `cols` as they are and `sums` signed: one branch a piece,
 * or the day rollup alone when the grouping needs days (by day or week) or there is no month twin.
 */
function rowsOf(db: Scoped, source: Source, q: RangeQ, needDays: boolean, cols: string[], sums: string[], where: Cond[]): Sql {
  const pieces: Piece[] =
    needDays || !source.month
      ? [{ grain: 'day', from: q.startDate, to: q.endDate, sign: 1 }]
      : rangePieces(q.startDate, q.endDate, chinaToday());
  const branches = pieces.map((p) => {
    const signed = sums.map((c) => (p.sign < 0 ? `-${c} AS ${c}` : c));
    const table = p.grain === 'month' ? source.month! : source.day;
    return sql`SELECT ${sql.raw([...cols, ...signed].join(', '))} FROM ${sql.raw(table)}
      WHERE ${sql.and([db.tenant(), sql`day BETWEEN ${p.from}::date AND ${p.to}::date`, ...where])}`;
  });
  return sql.join(branches, ' UNION ALL ');
}

/**
 * A detail page says "1000+" past this many groups (50 pages of 20): by day, counting further costs more
 * than the page, and a longer list is read in its export.
 */
export const PAGE_GROUPS_CAP = 1000;

const needsDays = (q: RangeQ, dims: readonly string[]) => dims.includes('period') && q.period !== 'month';

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
const SALE_SUMS = ['placed_orders', 'placed_qty', 'placed_money', 'paid_orders', 'paid_qty', 'paid_money', 'refund_count', 'refund_money'];
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
  db.query(sql`SELECT rpt_sale_add(${db.tenantId}, ${f.day}::date, ${f.orderKind}, ${f.productId}, ${f.channel}, ${f.poiId ?? 0},
    ${f.productName}, ${f.poiName ?? null}, 0, 0, 0, ${f.paidOrders ?? 0}, ${f.paidQty ?? 0}, ${f.paidMoney ?? 0},
    ${f.refundCount ?? 0}, ${f.refundMoney ?? 0})`);

// ---------------------------------------------------------------- keeping

/** A rollup table: its key (less the shard), its figures, and the names it keeps beside them. */
interface Rollup {
  table: string;
  keys: string[];
  sums: string[];
  names?: string[];
  /** a coarser copy of another rollup, recounted from it (by month when `month`) */
  of?: { table: string; month?: boolean };
}
const SALE_KEYS = ['tenant_id', 'day', 'order_kind', 'product_id', 'channel', 'poi_id'];
const CHECK_KEYS = ['tenant_id', 'day', 'hour', 'order_kind', 'product_id', 'poi_id'];
const VISITOR_KEYS = ['tenant_id', 'day', 'poi_id', 'dim', 'val'];
const NAMES = ['product_name', 'poi_name'];
const ROLLUPS: Rollup[] = [
  { table: 'rpt_sale', keys: SALE_KEYS, sums: SALE_SUMS, names: NAMES },
  { table: 'rpt_sale_month', keys: SALE_KEYS, sums: SALE_SUMS, names: NAMES, of: { table: 'rpt_sale', month: true } },
  { table: 'rpt_sale_channel', keys: ['tenant_id', 'day', 'order_kind', 'channel'], sums: SALE_SUMS, of: { table: 'rpt_sale' } },
  {
    table: 'rpt_sale_channel_month',
    keys: ['tenant_id', 'day', 'order_kind', 'channel'],
    sums: SALE_SUMS,
    of: { table: 'rpt_sale', month: true },
  },
  { table: 'rpt_check', keys: CHECK_KEYS, sums: ['n'], names: NAMES },
  { table: 'rpt_check_month', keys: CHECK_KEYS, sums: ['n'], names: NAMES, of: { table: 'rpt_check', month: true } },
  { table: 'rpt_visitor', keys: VISITOR_KEYS, sums: ['n'] },
  { table: 'rpt_visitor_month', keys: VISITOR_KEYS, sums: ['n'], of: { table: 'rpt_visitor', month: true } },
];

/** INSERT INTO the rollup, shard 0, the rows of `from` summed by its key (`day` as written in `keyExprs`). */
function insertSummed(r: Rollup, from: Sql, keyExprs: string[], conflict: 'add' | 'none'): Sql {
  const cols = [...r.keys, 'shard', ...(r.names ?? []), ...r.sums].join(', ');
  const select = [...keyExprs, '0', ...(r.names ?? []).map((c) => `max(${c})`), ...r.sums.map((c) => `sum(${c})`)].join(', ');
  const groupBy = r.keys.map((_, i) => i + 1).join(', ');
  const onConflict =
    conflict === 'add'
      ? sql.raw(`ON CONFLICT (${r.keys.join(', ')}, shard) DO UPDATE SET
          ${[...r.sums.map((c) => `${c} = t.${c} + excluded.${c}`), ...(r.names ?? []).map((c) => `${c} = excluded.${c}`)].join(', ')}`)
      : sql``;
  return sql`INSERT INTO ${sql.raw(r.table)} AS t (${sql.raw(cols)}) SELECT ${sql.raw(select)} FROM ${from} GROUP BY ${sql.raw(groupBy)} ${onConflict}`;
}

/**
 * Fold every session's rollup rows into shard 0. Rows a session holds at this moment are skipped (the
 * next run takes them), so the fold never waits on a buyer; one fold at a time. Sweeps every tenant.
 */
export const fold = (db: Database) =>
  db.tx(async (q) => {
    if (!(await q.one<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(727347) AS ok`))?.ok) return;
    for (const r of ROLLUPS) {
      const t = sql.raw(r.table);
      await q.query(sql`WITH moved AS (
          DELETE FROM ${t} WHERE ctid IN (SELECT ctid FROM ${t} WHERE shard <> 0 FOR UPDATE SKIP LOCKED) RETURNING *)
        ${insertSummed(r, sql`moved`, r.keys, 'add')}`);
    }
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
  for (const r of ROLLUPS) await q.query(sql`DELETE FROM ${sql.raw(r.table)} WHERE ${db.tenant()}`);
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
  // the coarser copies from the day rollups just counted
  for (const r of ROLLUPS.filter((x) => x.of)) {
    const keyExprs = r.keys.map((k) => (k === 'day' && r.of!.month ? `date_trunc('month', day)::date` : k));
    await q.query(insertSummed(r, sql`${sql.raw(r.of!.table)} WHERE ${db.tenant()}`, keyExprs, 'none'));
  }
}

/**
 * Every tenant a rebuild recounts: the merchants, and any tenant with orders or rollup rows (figures
 * left after its orders went are recounted to nothing). Sweeps every tenant.
 */
export const tenantsWithFigures = (q: Queryable) =>
  q.query<{ tenant_id: string }>(sql`SELECT tenant_id FROM blade_tenant WHERE tenant_id <> '000000'
    UNION SELECT DISTINCT tenant_id FROM ord_order UNION SELECT DISTINCT tenant_id FROM rpt_sale
    UNION SELECT DISTINCT tenant_id FROM rpt_check ORDER BY 1`);
