import { useState } from 'react';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ExportQueued, type Page } from '@yym/contract';

/** A list's row as pages read it: by field name, each page typing the fields it shows. */
// biome-ignore lint/suspicious/noExplicitAny: a resource of any row type must fit where a resource is taken (its add and update take the row, so a narrower bound would refuse most rows)
export type Row = Record<string, any>;

/**
 * The data provider: one resource per managed list (its list / detail / save / remove calls), with its
 * TanStack Query keys derived here and nowhere else. CrudPage and ListPage take a resource; a page
 * that lists by hand uses `useList` so its cache is the same one.
 */
export interface Resource<T extends Row = Row> {
  /** Unique name; the root of the resource's query keys. */
  key: string;
  list: (params: Record<string, unknown>) => Promise<Page<T> | T[]>;
  detail?: (id: string) => Promise<T>;
  add?: (row: Partial<T>) => Promise<unknown>;
  update?: (row: Partial<T>) => Promise<unknown>;
  remove?: (ids: string[]) => Promise<unknown>;
  /** Server export (xlsx); without it a list page saves the rows shown as CSV. */
  /** The xlsx, or word that a long export goes on in the background. */
  exportFile?: (params: Record<string, unknown>) => Promise<Blob | ExportQueued>;
}

export const defineResource = <T extends Row>(r: Resource<T>): Resource<T> => r;

/** Query keys: every key of a resource starts with ['resource', key], so one invalidation refreshes them all. */
export const resourceKeys = {
  all: (r: Pick<Resource, 'key'>) => ['resource', r.key] as const,
  list: (r: Pick<Resource, 'key'>, params: Record<string, unknown>) => ['resource', r.key, 'list', params] as const,
  detail: (r: Pick<Resource, 'key'>, id: string) => ['resource', r.key, 'detail', id] as const,
};

export function useList<T extends Row>(
  r: Resource<T>,
  params: Record<string, unknown>,
  opts: { enabled?: boolean; pollWhile?: (rows: T[]) => boolean } = {},
) {
  const { pollWhile, ...rest } = opts;
  return useQuery({
    queryKey: resourceKeys.list(r, params),
    queryFn: () => r.list(params),
    refetchInterval: pollWhile ? (q) => (pollWhile(rowsOf(q.state.data)) ? 2000 : false) : undefined,
    ...rest,
  });
}

export function useDetail<T extends Row>(r: Resource<T>, id: string | null | undefined) {
  return useQuery({ queryKey: resourceKeys.detail(r, id ?? ''), queryFn: () => r.detail!(id!), enabled: !!id && !!r.detail });
}

/**
 * What a cached read belongs to: a resource (its keys start with ['resource', key], so refreshing the
 * resource refreshes the read too), or a name of its own for a read no resource lists (options, a
 * summary, a setting, a customer page's data). Reads that share a name are refreshed together.
 */
export type QueryTarget = Pick<Resource, 'key'> | string;

/** The one place a query key is made: the target's root, then the read's parts (ids, filters, page). */
export const queryKeyOf = (t: QueryTarget, parts: readonly unknown[] = []): readonly unknown[] =>
  typeof t === 'string' ? [t, ...parts] : [...resourceKeys.all(t), ...parts];

/** What `useQueryOf` passes on to TanStack Query (all but the key and the call). */
export type QueryOptionsOf<T> = Omit<UseQueryOptions<T, Error, T, readonly unknown[]>, 'queryKey' | 'queryFn'>;

/**
 * A one-off read that is not a resource's list or detail: `useQueryOf(target, parts, fetcher)`. Its key
 * is `queryKeyOf(target, parts)`; pass in `parts` everything the fetcher depends on.
 */
export function useQueryOf<T>(t: QueryTarget, parts: readonly unknown[], fetcher: () => Promise<T>, opts: QueryOptionsOf<T> = {}) {
  return useQuery({ queryKey: queryKeyOf(t, parts), queryFn: fetcher, ...opts });
}

/**
 * Marks reads stale so those shown load again: `invalidate(target, parts?)` refreshes every read whose
 * key starts with `queryKeyOf(target, parts)`; `invalidate()` with nothing refreshes every read.
 * `set(target, parts, data)` puts an answer already in hand in the cache of one read; `clear()` drops
 * every cached answer (清除缓存).
 */
export function useCache() {
  const qc = useQueryClient();
  return {
    invalidate: (t?: QueryTarget, parts: readonly unknown[] = []) =>
      qc.invalidateQueries(t === undefined ? undefined : { queryKey: queryKeyOf(t, parts) }),
    set: <T>(t: QueryTarget, parts: readonly unknown[], data: T) => qc.setQueryData(queryKeyOf(t, parts), data),
    clear: () => qc.clear(),
  };
}

/**
 * Refresh everything shown of one or more targets (after a save, a remove or an action on their rows):
 * a resource's lists, details and the reads keyed under it, or the reads of a name.
 */
export function useRefresh(...targets: QueryTarget[]) {
  const { invalidate } = useCache();
  return () => Promise.all(targets.map((t) => invalidate(t))).then(() => undefined);
}

/** Rows of a list answer that is either a page or a plain array. */
export const rowsOf = <T>(data: Page<T> | T[] | undefined): T[] => (Array.isArray(data) ? data : (data?.records ?? []));

/** The total of a list answer (the row count of a plain array). */
export const pageTotal = (data: Page<unknown> | unknown[] | undefined): number => (Array.isArray(data) ? data.length : (data?.total ?? 0));

/**
 * The page state of a list and the table's paging (10/30/50/100/200, 共 N 条, "10000+" when the server
 * capped its count). `firstPage` after a new search.
 */
export function usePaging(size = DEFAULT_PAGE_SIZE) {
  const [paging, setPaging] = useState({ current: 1, size });
  const tablePaging = (data: (Page<unknown> & { totalCapped?: boolean }) | unknown[] | undefined) => ({
    current: paging.current,
    pageSize: paging.size,
    total: pageTotal(data),
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (n: number) => `共 ${data && !Array.isArray(data) && data.totalCapped ? '10000+' : n} 条`,
    onChange: (current: number, pageSize: number) => setPaging({ current, size: pageSize }),
  });
  return { paging, setPaging, firstPage: () => setPaging((p) => ({ ...p, current: 1 })), tablePaging };
}
