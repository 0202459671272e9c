import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { changesSchema, namedStatements } from './pglite-statements.ts';
import { runNamed } from './pg-statements.ts';
import { parseTimestamptz } from './pg-timestamps.ts';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { type Sql, sql, inlined } from './sql.ts';
import { type Hook, withHooks } from './after-commit.ts';
import { APP_ROLE, binding, tenantPrologue } from './tenant-bind.ts';
import { deferTo, wrap } from './queryable.ts';
import { openReplica, poolUse, readRouted, replicaFault, type ReplicaState } from './replica.ts';

export { APP_ROLE };

/** A row as the driver returns it; a repository gives it its row type. */
// biome-ignore lint/suspicious/noExplicitAny: columns are read by name and typed where the repository returns them
export type Row = Record<string, any>;

/** What a query runs on: the pool outside a transaction, or one transaction. */
export interface Queryable {
  query<T = Row>(q: Sql): Promise<T[]>;
  one<T = Row>(q: Sql): Promise<T | undefined>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * Inside a transaction: statements already sent whose answers the transaction awaits at its end,
   * after sending its COMMIT behind them (a hot row they lock is then held only while the database
   * runs them and commits, not until this process gets back to them). They must fail in the database
   * to refuse (see `yym_refuse`): a failed one rolls the transaction back, and its error is the
   * transaction's.
   */
  defer(sent: Promise<unknown>): void;
  /** Inside a transaction: work run after its commit, outside its locks (after-commit.ts): provider calls. */
  afterCommit(fn: Hook): void;
}

/** The SQLSTATE of `yym_refuse`: a statement refused to go on (a business rule, not a fault). */
export const REFUSED = 'YY001';
export const isRefusal = (e: unknown) => (e as { code?: string } | null)?.code === REFUSED;

export interface TxOptions {
  /** Bind the transaction to a tenant: row-level security applies as the app role. */
  tenantId?: string;
  /**
   * A first statement, in the same round trip as BEGIN (or the read path's tenant binding) on
   * PostgreSQL; its first row is handed to the transaction's function. Routes use it to load the
   * caller (yym_caller runs as its owner, whatever the role). Its values must be plain ids and codes
   * (see `inlined`).
   */
  lead?: Sql;
}

type ReadFn<T> = (q: Queryable, lead: Promise<Row | undefined>) => Promise<T>;
/** `primary`: not on the replica (a browser that just saved). */
type ReadOptions = TxOptions & { tenantId: string; primary?: boolean };

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  tx<T>(fn: (q: Queryable, lead?: Row) => Promise<T>, opts?: TxOptions): Promise<T>;
  /**
   * Work that only reads, bound like `tx` to a tenant (row-level security, the lead first), where
   * writing fails. At READ COMMITTED each statement sees its own snapshot inside a transaction too,
   * so on PostgreSQL it runs without one: BEGIN, COMMIT and the role switch cost a list page more
   * than its own statement. `fn` starts before the lead's row is back (its statements go out behind
   * the binding, in one write); the read fails if the binding did, whatever `fn` returned.
   */
  read<T>(fn: ReadFn<T>, opts: ReadOptions): Promise<T>;
  /** The replica's state, when reads have one. */
  replica?: () => ReplicaState;
  /** Connections of the pools: in use, idle, waiting (the metrics). */
  poolUse?: () => { pool: string; total: number; idle: number; waiting: number }[];
  close(): Promise<void>;
}

/** A statement that failed inside (its error caught) left the transaction aborted: its COMMIT rolled back. */
const ROLLED_BACK = 'the transaction was rolled back: a statement in it failed';

/** The first failure among a transaction's deferred statements (they have all answered once it returns). */
async function deferredFailure(deferred: Promise<unknown>[]): Promise<unknown> {
  for (const r of await Promise.allSettled(deferred)) if (r.status === 'rejected') return r.reason;
  return undefined;
}

// Both drivers answer int8 and numeric as strings and dates as 'YYYY-MM-DD' (node-postgres defaults,
// PGlite told to match), so nothing above this file sees a difference.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(1184, parseTimestamptz);

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
  const database: Database = {
    kind: 'pglite',
    ...base,
    // Its hooks run once the transaction mutex is free again.
    tx: withHooks(
      () => database,
      (fn, opts, hooks) => liteTx(fn, opts, false, hooks),
    ),
    read(fn, opts) {
      return liteTx((q, lead) => fn(q, Promise.resolve(lead)), opts, true);
    },
    async close() {
      await lite.close();
    },
    // exposed for test snapshots
    ...({ lite } as object),
  };
  return database;

  /**
   * A transaction on PGlite's one connection (its transaction mutex held): BEGIN, the tenant binding and
   * the lead in one call into the WebAssembly, then `fn`, then COMMIT (ROLLBACK when anything failed).
   */
  function liteTx<T>(fn: (q: Queryable, lead?: Row) => Promise<T>, opts: TxOptions | undefined, readOnly: boolean, hooks?: Hook[]) {
    return lite._runExclusiveTransaction(async () => {
      const deferred: Promise<unknown>[] = [];
      const script = (text: string) => lite._runExclusiveQuery(() => named.script(text));
      const lead = opts?.lead ? `${inlined(opts.lead)};` : '';
      try {
        const begun = await script(`BEGIN${readOnly ? ' READ ONLY' : ''}; ${opts?.tenantId ? tenantPrologue(opts.tenantId) : ''} ${lead}`);
        const result = await fn(
          wrap(run, (x) => exec(x, script), deferred, hooks),
          lead ? begun.results.at(-1)?.rows[0] : undefined,
        );
        // One connection, statements run as they are called: the deferred ones have run already.
        const failed = await deferredFailure(deferred);
        if (failed) throw failed;
        if ((await script('COMMIT')).tags[0] === 'ROLLBACK') throw new Error(ROLLED_BACK);
        return result;
      } catch (e) {
        await script('ROLLBACK').catch(() => {});
        throw (await deferredFailure(deferred)) ?? e;
      }
    });
  }
}

export async function openPg(url: string, poolSize = Number(process.env.PG_POOL_SIZE ?? 10), readUrl = ''): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true } as pg.PoolConfig);
  // Connections of `read` only: the app role throughout, refusing writes, and a tenant kept between
  // uses (each use binds its own first, in the caller lookup's round trip). Fewer of them: reads are
  // the database's CPU, and more at once than it has cores only makes them wait on each other (on
  // two cores the order page served about 600 requests a second through 24 connections, 880 through 8).
  const readers = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_READ_POOL_SIZE ?? Math.min(poolSize, 8)),
    options: `-c role=${APP_ROLE} -c default_transaction_read_only=on`,
    pipeline: true,
  } as pg.PoolConfig);
  const reading = readUrl ? await openReplica(readUrl, Number(process.env.PG_READ_POOL_SIZE ?? Math.min(poolSize, 8))) : null;
  for (const p of [pool, readers]) p.on('error', () => {}); // idle client errors are reported on next use
  const base = wrap(
    (text, values) => runNamed(pool, text, values),
    async (t) => void (await pool.query(t)),
  );
  // The main pool's connections pipeline: a statement goes out without waiting for the one before.
  // Statements a transaction issues together (Promise.all) then share one write: the first of a tick
  // corks the socket and a microtask uncorks it.
  const together = (client: pg.PoolClient) => {
    const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;
    if (stream.writableCorked) return;
    stream.cork();
    queueMicrotask(() => stream.uncork());
  };
  const on = (client: pg.PoolClient, deferred?: Promise<unknown>[], hooks?: Hook[]) =>
    wrap(
      (text, values) => {
        together(client);
        return runNamed(client, text, values);
      },
      async (x) => void (await client.query(x)),
      deferred,
      hooks,
    );
  const database: Database = {
    kind: 'pg',
    ...base,
    // Its hooks run once committed and the connection is back in the pool: no row lock is held.
    tx: withHooks(
      () => database,
      async (fn, opts, hooks) => {
        const client = await pool.connect();
        const deferred: Promise<unknown>[] = [];
        try {
          let lead: Row | undefined;
          if (opts?.tenantId) {
            // BEGIN and one prepared statement binding role and tenant and running the lead, in one
            // write: one round trip, nothing parsed or planned again.
            const { text, values } = binding(opts.tenantId, true, opts.lead).toQuery();
            together(client);
            const begun = client.query('BEGIN');
            const bound = runNamed(client, text, values);
            if (opts.lead) {
              await begun;
              lead = (await bound)[0];
            } else {
              // Nothing to wait for: `fn`'s first statements go out behind these, in the same round
              // trip; a failure here is the transaction's (what ran behind it failed as aborted).
              for (const p of [begun, bound]) deferTo(deferred, p);
            }
          } else {
            const answers = await client.query(opts?.lead ? `BEGIN; ${inlined(opts.lead)};` : 'BEGIN');
            lead = opts?.lead ? (answers as unknown as pg.QueryResult[])[1]?.rows[0] : undefined;
          }
          const result = await fn(on(client, deferred, hooks), opts?.lead ? lead : undefined);
          // The COMMIT goes out behind the deferred statements, before their answers are back.
          const committed = client.query('COMMIT');
          committed.catch(() => {}); // awaited below
          const failed = await deferredFailure(deferred);
          if ((await committed).command === 'ROLLBACK') throw failed ?? new Error(ROLLED_BACK);
          return result;
        } catch (e) {
          await client.query('ROLLBACK').catch(() => {});
          throw (await deferredFailure(deferred)) ?? e;
        } finally {
          client.release();
        }
      },
    ),
    // Lists on the replica while it is in use, else (and when it fails under them) on the primary.
    read: (fn, opts) => readRouted(reading, opts.primary, (on) => readOn(on ?? readers, fn, opts)),
    ...(reading ? { replica: () => ({ ...reading.state }) } : {}),
    poolUse: () => poolUse({ primary: pool, reads: readers, replica: reading?.pool }),
    async close() {
      reading?.stop();
      await Promise.all([pool.end(), readers.end(), reading?.pool.end()]);
    },
  };
  return database;

  async function readOn<T>(from: pg.Pool, fn: ReadFn<T>, opts: ReadOptions): Promise<T> {
    const client = await from.connect().catch((e: Error) => Promise.reject(Object.assign(e, { yymConnect: true })));
    let failed: Error | undefined;
    try {
      // One prepared statement binds this use's tenant (session-wide: no transaction) and runs the lead;
      // `fn`'s statements go out behind it. If it fails, their answers (of the last use's tenant) are
      // dropped, the read fails with its error, and the connection is dropped too.
      const { text, values } = binding(opts.tenantId, false, opts.lead).toQuery();
      together(client);
      const bound = runNamed(client, text, values).then(
        (rows) => (opts.lead ? rows[0] : undefined),
        (e: Error) => {
          failed = e;
          throw e;
        },
      );
      bound.catch(() => {}); // awaited below, whatever fn does
      const result = await fn(on(client), bound).catch(async (e) => {
        if (replicaFault(e)) failed = e; // a broken connection is not given back to the pool
        await bound;
        throw e;
      });
      await bound;
      return result;
    } finally {
      client.release(failed);
    }
  }
}

export { sql };
