import type { Database } from '../src/platform/db.ts';
import { sql, type Sql } from '../src/platform/sql.ts';

/**
 * Negative controls of money-concurrency.test.ts: the same burst against a deliberately naive
 * read-then-write version of each statement, run on a copy of the real rows (no keys, no indexes, no
 * row locks). Between the read and the write each call does what real code does there (a provider
 * call, another query): a few milliseconds. If the test's assertions could not see a double effect,
 * these controls would not fail them.
 */

const pause = () => new Promise((r) => setTimeout(r, 5));

/** A copy of the rows the statement works on (same columns, nothing else). */
export async function copyRows(db: Database, from: string, to: string, where: Sql) {
  await db.query(sql`DROP TABLE IF EXISTS ${sql.ident(to)}`);
  await db.query(sql`CREATE TABLE ${sql.ident(to)} AS SELECT * FROM ${sql.ident(from)} WHERE ${where}`);
}

/** n simultaneous calls of read → (work) → write; answers how many wrote. */
export async function burst(n: number, read: () => Promise<boolean>, write: () => Promise<unknown>): Promise<number> {
  const wrote = await Promise.all(
    Array.from({ length: n }, async () => {
      if (!(await read())) return false;
      await pause();
      await write();
      return true;
    }),
  );
  return wrote.filter(Boolean).length;
}

/**
 * The naive conditional state change: read the row's state; when it is `from`, set `to` and write the
 * effect (a trade, a refund, a check record). The real statements make the UPDATE itself conditional,
 * under the order's row lock.
 */
export function naiveStep(
  db: Database,
  n: number,
  o: { table: string; id: string; column: string; from: number | string; to: number | string; effect: Sql },
) {
  const t = sql.ident(o.table);
  const c = sql.ident(o.column);
  return burst(
    n,
    async () => String((await db.one(sql`SELECT ${c} AS s FROM ${t} WHERE id = ${o.id}`))?.s) === String(o.from),
    async () => {
      await db.query(sql`UPDATE ${t} SET ${c} = ${o.to} WHERE id = ${o.id}`);
      await db.query(o.effect);
    },
  );
}

export const countOf = async (db: Database, q: Sql) => Number((await db.one<{ n: number }>(q))!.n);
