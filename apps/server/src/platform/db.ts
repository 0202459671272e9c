import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { type Sql, sql, inlined } from './sql.ts';

export type Row = Record<string, any>;

/** What a query runs on: the pool outside a transaction, or one transaction. */
export interface Queryable {
  query<T = Row>(q: Sql): Promise<T[]>;
  one<T = Row>(q: Sql): Promise<T | undefined>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface TxOptions {
  /** Bind the transaction to a tenant: row-level security applies as the app role. */
  tenantId?: string;
  /**
   * A first statement run before the tenant binding (as the connecting role), in the same round trip
   * as BEGIN on PostgreSQL; its first row is handed to the transaction's function. Routes use it to
   * load the caller. Its values must be plain ids and codes (see `inlined`).
   */
  lead?: Sql;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  tx<T>(fn: (q: Queryable, lead?: Row) => Promise<T>, opts?: TxOptions): Promise<T>;
  close(): Promise<void>;
}

/** The role the app acts as inside tenant transactions; it owns nothing and is not superuser. */
export const APP_ROLE = 'yym_app';

const TENANT_RE = /^\d{6}$/;
function tenantPrologue(tenantId: string): string {
  if (!TENANT_RE.test(tenantId)) throw new Error('bad tenant id');
  return `SET LOCAL ROLE ${APP_ROLE}; SELECT set_config('app.tenant_id', '${tenantId}', true);`;
}

// Both drivers answer int8 and numeric as strings and dates as 'YYYY-MM-DD' (node-postgres defaults,
// PGlite told to match), so nothing above this file sees a difference.
pg.types.setTypeParser(1082, (v: string) => v);

function wrap(run: (text: string, values: unknown[]) => Promise<Row[]>, exec: (t: string) => Promise<void>): Queryable {
  return {
    async query<T>(q: Sql) {
      const { text, values } = q.toQuery();
      return (await run(text, values)) as T[];
    },
    async one<T>(q: Sql) {
      const { text, values } = q.toQuery();
      return (await run(text, values))[0] as T | undefined;
    },
    exec,
  };
}

export async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    // It shares the Node process: Postgres' default buffer pool is sized for a server of its own, and what
    // it touches stays resident. The files are still cached by the OS below it.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'],
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: {
      [pgliteTypes.INT8]: (v: string) => v,
      [pgliteTypes.NUMERIC]: (v: string) => v,
      [pgliteTypes.DATE]: (v: string) => v,
    },
  });
  await lite.waitReady;
  const base = wrap(
    async (text, values) => (await lite.query(text, values as any[])).rows as Row[],
    async (t) => void (await lite.exec(t)),
  );
  return {
    kind: 'pglite',
    ...base,
    async tx(fn, opts) {
      return lite.transaction(async (t) => {
        let lead: Row | undefined;
        if (opts?.lead) {
          const { text, values } = opts.lead.toQuery();
          lead = (await t.query(text, values as any[])).rows[0] as Row | undefined;
        }
        if (opts?.tenantId) await t.exec(tenantPrologue(opts.tenantId));
        return fn(
          wrap(
            async (text, values) => (await t.query(text, values as any[])).rows as Row[],
            async (x) => void (await t.exec(x)),
          ),
          lead,
        );
      });
    },
    async close() {
      await lite.close();
    },
    // exposed for test snapshots
    ...({ lite } as object),
  };
}

export async function openPg(url: string, poolSize = Number(process.env.PG_POOL_SIZE ?? 10)): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {}); // idle client errors are reported on next use
  const base = wrap(
    async (text, values) => (await pool.query(text, values)).rows,
    async (t) => void (await pool.query(t)),
  );
  return {
    kind: 'pg',
    ...base,
    async tx(fn, opts) {
      const client = await pool.connect();
      try {
        // One round trip: BEGIN, the lead statement and the tenant binding.
        const batch = ['BEGIN;', opts?.lead ? `${inlined(opts.lead)};` : '', opts?.tenantId ? tenantPrologue(opts.tenantId) : ''].join(' ');
        const answers = await client.query(batch);
        const lead = opts?.lead ? ((answers as unknown as pg.QueryResult[])[1]?.rows[0] as Row | undefined) : undefined;
        const result = await fn(
          wrap(
            async (text, values) => (await client.query(text, values)).rows,
            async (x) => void (await client.query(x)),
          ),
          lead,
        );
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export { sql };
