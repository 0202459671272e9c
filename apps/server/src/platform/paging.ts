import { pageOf, type Page } from '@yym/contract';
import type { Queryable, Row } from './db.ts';
import { sql, type Cond, type Sql } from './sql.ts';
import { toApi } from './rows.ts';

/** Lists count at most this many matches; past it the page says "10000+" (a full count costs more than the page). */
export const PAGE_TOTAL_CAP = 10_000;

export type CappedPage<T> = Page<T> & { totalCapped?: boolean };

export interface PageSpec {
  /** `FROM` clause: a table, optionally with an alias and joins (our own text). */
  from: Sql;
  where: Cond[];
  orderBy: Sql;
  columns?: Sql;
  current: number;
  size: number;
  /** Map each row after the snake → camel conversion. */
  map?: (row: any) => any;
}

/**
 * One page of a list: a count capped at PAGE_TOTAL_CAP plus the page's rows, as the contract's
 * `{ records, total, size, current, pages }`. Every list of the app goes through here.
 */
export async function pageQuery<T = Row>(q: Queryable, p: PageSpec): Promise<CappedPage<T>> {
  const where = sql.and(p.where);
  const [counted, rows] = [
    await q.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${p.from} WHERE ${where} LIMIT ${PAGE_TOTAL_CAP + 1}) x`),
    await q.query(sql`SELECT ${p.columns ?? sql.raw('*')} FROM ${p.from} WHERE ${where} ORDER BY ${p.orderBy}
      LIMIT ${p.size} OFFSET ${(p.current - 1) * p.size}`),
  ];
  const n = Number(counted?.n ?? 0);
  const records = rows.map((r) => (p.map ? p.map(toApi(r)) : toApi<T>(r)));
  const page = pageOf(records as T[], Math.min(n, PAGE_TOTAL_CAP), p.current, p.size);
  return n > PAGE_TOTAL_CAP ? { ...page, totalCapped: true } : page;
}
