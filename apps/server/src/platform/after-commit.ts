import type { Database, Queryable, Row, TxOptions } from './db.ts';

/**
 * Work a transaction hands over for after its commit (`q.afterCommit`): provider calls. It lives in the
 * transaction itself, so every caller (a route, a job, a seed) gets it without a hook of its own, and
 * it runs once the connection and its row locks are released, before `tx` answers its caller.
 */
export type Hook = (db: Database) => Promise<unknown>;

type DriverTx = <T>(fn: (q: Queryable, lead?: Row) => Promise<T>, opts: TxOptions | undefined, hooks: Hook[]) => Promise<T>;

/** A driver's transaction with its after-commit hooks: run in order once it committed (dropped if it rolled back); the first error is thrown after all ran. */
export function withHooks(db: () => Database, run: DriverTx): Database['tx'] {
  return async (fn, opts) => {
    const hooks: Hook[] = [];
    const result = await run(fn, opts, hooks);
    let failed: { e: unknown } | undefined;
    for (const h of hooks) await h(db()).catch((e) => (failed ??= { e }));
    if (failed) throw failed.e;
    return result;
  };
}
