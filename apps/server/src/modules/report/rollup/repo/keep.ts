import type { Database, Queryable } from '../../../../platform/db.ts';
import type { Scoped } from '../../../../platform/repo.ts';
import { sql, type Sql } from '../../../../platform/sql.ts';
import { SALE_SUMS } from './figures.ts';

// Keeping the rollups: an area's own figures added, the sessions' shards folded, a tenant recounted.

/** An area's own figures for one sales group on one day (negative numbers take them back). */
export interface FigureDelta {
  day: string;
  orderKind: string;
  productId: string;
  productName: string;
  channel: string;
  poiId?: string | null;
  poiName?: string | null;
  paidOrders?: number;
  paidQty?: number;
  paidMoney?: number;
  refundCount?: number;
  refundMoney?: number;
}

/** An area's own figures added to a sales group (its shard of the session, as the triggers write). */
export const addSale = (db: Scoped, f: FigureDelta) =>
  db.query(sql`SELECT rpt_sale_add(${db.tenantId}, ${f.day}::date, ${f.orderKind}, ${f.productId}, ${f.channel}, ${f.poiId ?? 0},
    ${f.productName}, ${f.poiName ?? null}, 0, 0, 0, ${f.paidOrders ?? 0}, ${f.paidQty ?? 0}, ${f.paidMoney ?? 0},
    ${f.refundCount ?? 0}, ${f.refundMoney ?? 0})`);

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
