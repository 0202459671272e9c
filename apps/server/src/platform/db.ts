import { PGlite, parse as pgliteParse, protocol, types as pgliteTypes } from '@electric-sql/pglite';
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
  /**
   * Work that only reads, bound like `tx` to a tenant (row-level security, the lead first), where
   * writing fails. At READ COMMITTED each statement sees its own snapshot inside a transaction too,
   * so on PostgreSQL it runs without one: BEGIN, COMMIT and the role switch cost a list page more
   * than its own statement.
   */
  read<T>(fn: (q: Queryable, lead?: Row) => Promise<T>, opts: TxOptions & { tenantId: string }): Promise<T>;
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

/** Statements PGlite keeps parsed and planned by name; the least recently used beyond this are closed. */
const NAMED_STATEMENTS = 200;
// Only these are kept by name; anything else (DDL above all: a changed table would break a kept plan's
// result type) runs as an unnamed statement, and a schema change forgets every kept one.
const KEEPABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
const SCHEMA_STATEMENT = /(^|;)\s*(create|alter|drop)\b/i;
/** Does this text (one statement or a script) change the schema? Comments are left out first. */
const changesSchema = (text: string) => SCHEMA_STATEMENT.test(text.replace(/--[^\n]*/g, ''));

/**
 * Statements over PGlite's wire protocol, each parsed and planned once by name and then only bound
 * and executed, in one call into the WebAssembly each: PGlite's own `query` sends every statement
 * unnamed in six calls, so Postgres parsed, rewrote and planned it on every request (two thirds of a
 * list page's time). Postgres keeps the plans (custom for the first five runs, then a generic one
 * when it costs no more), as a PL/pgSQL function does. Callers hold PGlite's transaction mutex.
 */
function namedStatements(lite: PGlite) {
  const S = protocol.serialize;
  const kept = new Map<string, { name: string; types: number[] }>();
  let closing: Uint8Array[] = [];
  let seq = 0;
  const send = async (parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return (await lite.execProtocol(out)).messages;
  };
  const prepare = async (text: string) => {
    const name = KEEPABLE.test(text) ? `yym_${++seq}` : '';
    const st = {
      name,
      types: pgliteParse.parseDescribeStatementResults(await send([S.parse({ name, text }), S.describe({ type: 'S', name }), S.sync()])),
    };
    if (!name) return st;
    kept.set(text, st);
    if (kept.size > NAMED_STATEMENTS) {
      const [oldest, { name: gone }] = kept.entries().next().value!;
      kept.delete(oldest);
      closing.push(S.close({ type: 'S', name: gone }));
    }
    return st;
  };
  return {
    async run(text: string, values: unknown[]): Promise<Row[]> {
      let st = kept.get(text);
      if (st) {
        kept.delete(text); // most recently used last
        kept.set(text, st);
      }
      try {
        st ??= await prepare(text);
        const types = st.types;
        const bound = values.map((v, i) => (v == null ? null : (lite.serializers[types[i]!] ?? String)(v)));
        const done = closing;
        closing = [];
        const messages = await send([
          ...done,
          S.bind({ statement: st.name, values: bound }),
          S.describe({ type: 'P' }),
          S.execute({}),
          S.sync(),
        ]);
        if (changesSchema(text)) await this.forget();
        return pgliteParse.parseResults(messages, lite.parsers)[0]!.rows as Row[];
      } catch (e) {
        throw Object.assign(e as Error, { query: text, params: values });
      }
    },
    /** After a schema change: kept plans may no longer match their tables. */
    async forget() {
      if (!kept.size) return;
      kept.clear();
      closing = [];
      await lite.execProtocol(S.query('DEALLOCATE ALL'));
    },
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
  const named = namedStatements(lite);
  const run = (text: string, values: unknown[]) => lite._runExclusiveQuery(() => named.run(text, values));
  const exec = async (text: string, x: (t: string) => Promise<unknown>) => {
    await x(text);
    if (changesSchema(text)) await lite._runExclusiveQuery(() => named.forget());
  };
  const base = wrap(
    (text, values) => lite._runExclusiveTransaction(() => run(text, values)),
    (t) => exec(t, (x) => lite.exec(x)), // lite.exec takes the transaction mutex itself
  );
  return {
    kind: 'pglite',
    ...base,
    tx(fn, opts) {
      return liteTx(fn, opts, false);
    },
    read(fn, opts) {
      return liteTx(fn, opts, true);
    },
    async close() {
      await lite.close();
    },
    // exposed for test snapshots
    ...({ lite } as object),
  };

  function liteTx<T>(fn: (q: Queryable, lead?: Row) => Promise<T>, opts: TxOptions | undefined, readOnly: boolean) {
    return lite.transaction(async (t) => {
      if (readOnly) await t.exec('SET TRANSACTION READ ONLY');
      let lead: Row | undefined;
      if (opts?.lead) {
        const { text, values } = opts.lead.toQuery();
        lead = (await run(text, values))[0];
      }
      if (opts?.tenantId) await t.exec(tenantPrologue(opts.tenantId));
      return fn(
        wrap(run, (x) => exec(x, (y) => t.exec(y))),
        lead,
      );
    });
  }
}

/**
 * On PostgreSQL, statements with parameters run as named prepared statements: each connection parses
 * and plans a text once (planning the order page cost as much as running it). The texts come from the
 * app's own templates, so they are few; past the cap the rare rest runs unnamed.
 */
const PG_STATEMENT_CAP = 2000;
const pgStatementNames = new Map<string, string>();
let pgStatementSeq = 0;
function statement(text: string, values: unknown[]): pg.QueryConfig {
  if (!values.length) return { text };
  let name = pgStatementNames.get(text);
  if (!name && pgStatementNames.size < PG_STATEMENT_CAP) {
    name = `y${pgStatementSeq++}`;
    pgStatementNames.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}

/**
 * A kept statement whose tables changed under it (another process migrated) fails once with "cached
 * plan must not change result type"; the text then gets a new name, so every connection prepares it again.
 */
async function runNamed(client: pg.Pool | pg.PoolClient, text: string, values: unknown[]): Promise<Row[]> {
  try {
    return (await client.query(statement(text, values))).rows;
  } catch (e) {
    if ((e as { code?: string }).code === '0A000' && /cached plan/.test((e as Error).message)) pgStatementNames.delete(text);
    throw e;
  }
}

export async function openPg(url: string, poolSize = Number(process.env.PG_POOL_SIZE ?? 10)): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Connections of `read` only: the app role throughout, refusing writes, and a tenant kept between
  // uses (each use binds its own first, in the caller lookup's round trip). Fewer of them: reads are
  // the database's CPU, and more at once than it has cores only makes them wait on each other (on
  // two cores the order page served about 600 requests a second through 24 connections, 880 through 8).
  const readers = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_READ_POOL_SIZE ?? Math.min(poolSize, 8)),
    options: `-c role=${APP_ROLE} -c default_transaction_read_only=on`,
  });
  for (const p of [pool, readers]) p.on('error', () => {}); // idle client errors are reported on next use
  const base = wrap(
    (text, values) => runNamed(pool, text, values),
    async (t) => void (await pool.query(t)),
  );
  const on = (client: pg.PoolClient) =>
    wrap(
      (text, values) => runNamed(client, text, values),
      async (x) => void (await client.query(x)),
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
        const result = await fn(on(client), lead);
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async read(fn, opts) {
      if (!TENANT_RE.test(opts.tenantId)) throw new Error('bad tenant id');
      const client = await readers.connect();
      try {
        // One prepared statement binds this use's tenant (session-wide: there is no transaction for a
        // local setting to end with) and runs the lead. A failed one leaves the last use's tenant,
        // but then nothing runs on it.
        const bind = sql`SELECT set_config('app.tenant_id', ${opts.tenantId}, false) AS yym_tenant`;
        const { text, values } = (opts.lead ? sql`${bind}, l.* FROM (${opts.lead}) l` : bind).toQuery();
        const rows = await runNamed(client, text, values);
        return await fn(on(client), opts.lead ? rows[0] : undefined);
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), readers.end()]);
    },
  };
}

export { sql };
