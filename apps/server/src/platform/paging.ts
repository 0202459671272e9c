import { PAGE_SIZES, pageOf, type Page } from '@yym/contract';
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
  map?: (row: Row) => unknown;
  /**
   * The row's key (e.g. `o.id`) on a large table: the page's keys are found first, through the index
   * alone, and only those rows are read with their columns. A deep page then skips index entries, not
   * rows with their computed columns.
   */
  key?: Sql;
  /**
   * With `key`: a read given the page's keys (an array expression) and the join of the page's rows to
   * its answer, `yym_keyed`: a per-row aggregate (an order's money) read once for the page, not once
   * per row. It is materialized, so no plan runs it again for each row.
   */
  keyed?: { read: (keys: Sql) => Sql; join: Sql };
  /** A cheaper statement answering the exact total as `count` (a tally), instead of counting the rows. */
  total?: Sql;
}

const OFFERED_SIZES = new Set<number>(PAGE_SIZES);

/**
 * LIMIT and OFFSET written into the text where the value is one of few (a size the pager offers, the
 * first page), so the named statement gets one generic plan that Postgres keeps: with a parameter there the
 * planner must assume a tenth of the table is read, the generic plan looks dear, and every run is
 * planned again for its values (on PGlite most of a list page's time). Other values stay parameters,
 * so the texts stay few whatever a caller asks for.
 */
function limitClause(size: number, offset: number): Sql {
  const limit = OFFERED_SIZES.has(size) ? sql.raw(String(size)) : sql`${size}`;
  return offset === 0 ? sql`LIMIT ${limit}` : sql`LIMIT ${limit} OFFSET ${offset}`;
}

// The page's keys, found once (a CTE referenced twice runs once). coalesce makes the subquery an array
// expression: `= ANY((SELECT ...))` alone would compare with each row of the subquery, not each element.
const PAGE_KEYS = sql.raw('coalesce((SELECT keys FROM yym_page))');
const pageKeys = (key: Sql, p: PageSpec, where: Sql) =>
  sql`WITH yym_page AS (SELECT ARRAY(SELECT ${key} FROM ${p.from} WHERE ${where} ORDER BY ${p.orderBy}
    ${limitClause(p.size, (p.current - 1) * p.size)}) AS keys)${p.keyed ? sql`, yym_keyed AS MATERIALIZED (${p.keyed.read(PAGE_KEYS)})` : sql.empty} `;

/**
 * One page of a list: a count capped at PAGE_TOTAL_CAP plus the page's rows, as the contract's
 * `{ records, total, size, current, pages }`. Every list of the app goes through here.
 */
export async function pageQuery<T = Row>(q: Queryable, p: PageSpec): Promise<CappedPage<T>> {
  const where = sql.and(p.where);
  const count =
    p.total ?? sql`SELECT count(*)::int FROM (SELECT 1 FROM ${p.from} WHERE ${where} LIMIT ${sql.raw(String(PAGE_TOTAL_CAP + 1))}) x`;
  // The capped count rides on the page's statement (run once, as an init plan): one round trip, not two.
  const rows = await q.query(
    p.key
      ? sql`${pageKeys(p.key, p, where)}SELECT ${p.columns ?? sql.raw('*')}, (${count}) AS yym_page_total
        FROM ${p.from} ${p.keyed?.join ?? sql.empty} WHERE ${where} AND ${p.key} = ANY(${PAGE_KEYS}) ORDER BY ${p.orderBy} ${limitClause(p.size, 0)}`
      : sql`SELECT ${p.columns ?? sql.raw('*')}, (${count}) AS yym_page_total FROM ${p.from}
        WHERE ${where} ORDER BY ${p.orderBy} ${limitClause(p.size, (p.current - 1) * p.size)}`,
  );
  // An empty page past the first still needs the count (the pager shows where the list ends).
  const n = rows.length ? Number(rows[0]!.yym_page_total) : p.current > 1 ? Number((await q.one<{ count: number }>(count))?.count ?? 0) : 0;
  const records = rows.map((r) => (p.map ? p.map(toApi(r, 'yym_page_total')) : toApi<T>(r, 'yym_page_total')));
  const page = pageOf(records as T[], Math.min(n, PAGE_TOTAL_CAP), p.current, p.size);
  return n > PAGE_TOTAL_CAP ? { ...page, totalCapped: true } : page;
}
