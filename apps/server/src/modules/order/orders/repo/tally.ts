import type { Database } from '../../../../platform/db.ts';
import { sql } from '../../../../platform/sql.ts';

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
