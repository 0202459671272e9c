import type { Hook } from './after-commit.ts';
import type { Queryable, Row } from './db.ts';
import type { Sql } from './sql.ts';

/** A statement whose answer the transaction awaits at its end (see `Queryable.defer`). */
export function deferTo(deferred: Promise<unknown>[], sent: Promise<unknown>) {
  sent.catch(() => {}); // awaited at the transaction's end
  deferred.push(sent);
}

/** A Queryable over a driver's run and exec (and, inside a transaction, its deferred statements and hooks). */
export function wrap(
  run: (text: string, values: unknown[]) => Promise<Row[]>,
  exec: (t: string) => Promise<void>,
  deferred?: Promise<unknown>[],
  hooks?: Hook[],
): Queryable {
  return {
    defer(sent) {
      if (!deferred) throw new Error('defer works inside a transaction only');
      deferTo(deferred, sent);
    },
    afterCommit(fn) {
      if (!hooks) throw new Error('afterCommit works inside a transaction only');
      hooks.push(fn);
    },
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
