import { ORDER_STATUS } from '@yym/contract';
import type { Database, Queryable } from '../../../platform/db.ts';
import { sql } from '../../../platform/sql.ts';

// The jobs sweep every tenant: these two reads carry no tenant condition; each order is then moved
// in a transaction bound to its own tenant.

export async function closeMinutes(q: Queryable): Promise<number> {
  const param = await q.query<{ v: string }>(
    sql`SELECT param_value AS v FROM blade_param WHERE param_key = 'order.closeMinutes' AND is_deleted = 0`,
  );
  return Math.max(1, Number(param[0]?.v ?? 30) || 30);
}

export const unpaidOverdue = (q: Queryable, minutes: number) =>
  q.query<{ tenant_id: string; id: string }>(sql`SELECT tenant_id, id FROM ord_order
    WHERE order_status = ${ORDER_STATUS.PENDING_PAYMENT} AND create_time < now() - make_interval(mins => ${minutes}) ORDER BY create_time LIMIT 500`);

export const pastPlayDate = (q: Queryable, today: string) =>
  q.query<{ tenant_id: string; id: string; expire_rule: number }>(sql`SELECT o.tenant_id, o.id, p.expire_rule FROM ord_order o
    JOIN prd_product p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
    WHERE o.order_status IN (${ORDER_STATUS.TO_BE_USED}, ${ORDER_STATUS.IN_USE}) AND o.play_date < ${today}::date ORDER BY o.play_date LIMIT 500`);

/**
 * Fold every session's order-tally rows into shard 0 (migration 040). Rows a session holds at this
 * moment are skipped (the next run takes them), so the fold never waits on a buyer; one fold at a time.
 */
export const foldTally = (db: Database) =>
  db.tx(async (q) => {
    if (!(await q.one<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(727276) AS ok`))?.ok) return;
    // Each day's rows, and the all-days row ('-infinity', migration 042) by the same amounts.
    await q.query(sql`WITH moved AS (
        DELETE FROM ord_order_tally WHERE ctid IN (SELECT ctid FROM ord_order_tally WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
        RETURNING tenant_id, order_kind, order_status, day, n),
      days AS (
        INSERT INTO ord_order_tally AS t (tenant_id, order_kind, order_status, day, shard, n)
          SELECT tenant_id, order_kind, order_status, day, 0, sum(n) FROM moved GROUP BY 1, 2, 3, 4
        ON CONFLICT (tenant_id, order_kind, order_status, day, shard) DO UPDATE SET n = t.n + excluded.n)
      INSERT INTO ord_order_tally AS t (tenant_id, order_kind, order_status, day, shard, n)
        SELECT tenant_id, order_kind, order_status, '-infinity', 0, sum(n) FROM moved GROUP BY 1, 2, 3
      ON CONFLICT (tenant_id, order_kind, order_status, day, shard) DO UPDATE SET n = t.n + excluded.n`);
    await q.query(sql`DELETE FROM ord_order_tally WHERE shard = 0 AND n = 0`);
  });
