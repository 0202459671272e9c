import pg from 'pg';
import { APP_ROLE } from './tenant-bind.ts';

/** Reads on a replica (DATABASE_READ_URL): what the metrics and the health check show. */
export interface ReplicaState {
  /** Seconds the replica's replay is behind (0 when caught up), or null when it did not answer. */
  lag: number | null;
  /** Lists go to it: it answered its last check and is at most `maxLag` behind. */
  inUse: boolean;
}

/** How far behind a replica may be and still serve lists (REPLICA_MAX_LAG_MS; a save's own read goes to the primary anyway). */
const REPLICA_MAX_LAG_S = Number(process.env.REPLICA_MAX_LAG_MS ?? 5000) / 1000;
const REPLICA_CHECK_MS = 1000;
/**
 * The replica's replay delay: 0 when it has replayed all it received, else the time since the last
 * transaction it replayed was committed (a paused or slow replay grows it).
 */
const REPLICA_LAG_SQL = `SELECT CASE WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
  ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0) END::float8 AS lag`;

/**
 * A failure of the replica itself, not of the statement: the read is run again on the primary. 57P*
 * is an admin shutdown or a start-up, 08* a lost connection, 40001 and 57014 a query cancelled by
 * recovery (a conflict with replay, or the client-side timeout of a replica that stopped answering).
 */
export const replicaFault = (e: unknown) => {
  if ((e as { yymConnect?: boolean })?.yymConnect) return true;
  const code = String((e as { code?: string })?.code ?? '');
  const msg = String((e as Error)?.message ?? '');
  return (
    /^(08|57P)/.test(code) || code === '40001' || code === '57014' || /^E[A-Z]+$/.test(code) || /timeout|terminated|Connection/i.test(msg)
  );
};

/**
 * The replica's connections (read-only, in the app role, like the primary's read pool), and its lag
 * checked every second: lists go to it while it answers and is at most REPLICA_MAX_LAG_MS behind.
 */
export async function openReplica(url: string, size: number) {
  // The replica's connections, like `readers`; a replica that stops answering is given up on quickly.
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    options: `-c role=${APP_ROLE} -c default_transaction_read_only=on`,
    pipeline: true,
    connectionTimeoutMillis: 2000,
    query_timeout: 10_000,
  } as pg.PoolConfig);
  const replica: ReplicaState = { lag: null, inUse: false };
  let checker: NodeJS.Timeout | null = null;
  {
    const check = async () => {
      try {
        const r = await pool.query({ text: REPLICA_LAG_SQL, query_timeout: REPLICA_CHECK_MS * 2 } as pg.QueryConfig);
        replica.lag = Number(r.rows[0].lag);
        replica.inUse = replica.lag <= REPLICA_MAX_LAG_S;
      } catch {
        replica.lag = null;
        replica.inUse = false;
      }
    };
    await check();
    checker = setInterval(check, REPLICA_CHECK_MS);
    checker.unref();
  }

  pool.on('error', () => {}); // idle client errors are reported on next use
  return { pool, state: replica, stop: () => checker && clearInterval(checker) };
}

type Replica = Awaited<ReturnType<typeof openReplica>>;

/** A read on the replica when it is in use, else on the primary (`run(null)`); a replica fault is read again on the primary. */
export async function readRouted<T>(r: Replica | null, primary: boolean | undefined, run: (on: pg.Pool | null) => Promise<T>) {
  if (!r || primary || !r.state.inUse) return run(null);
  try {
    return await run(r.pool);
  } catch (e) {
    if (!replicaFault(e)) throw e;
    // lists stay on the primary until the next check finds the replica well again
    r.state.inUse = false;
    return run(null);
  }
}

/** Connections of each pool: total, idle, waiting (the metrics). */
export const poolUse = (pools: Record<string, pg.Pool | undefined>) =>
  Object.entries(pools)
    .filter((e): e is [string, pg.Pool] => !!e[1])
    .map(([name, p]) => ({ pool: name, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount }));
