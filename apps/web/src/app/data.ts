import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ExportQueued, type Page } from '@yym/contract';

/**
 * The data provider: one resource per managed list (its list / detail / save / remove calls), with its
 * TanStack Query keys derived here and nowhere else. CrudPage and ListPage take a resource; a page
 * that lists by hand uses `useList` so its cache is the same one.
 */
export interface Resource<T extends Record<string, any> = Record<string, any>> {
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

export const defineResource = <T extends Record<string, any>>(r: Resource<T>): Resource<T> => r;

/** Query keys: every key of a resource starts with ['resource', key], so one invalidation refreshes them all. */
export const resourceKeys = {
  all: (r: Pick<Resource, 'key'>) => ['resource', r.key] as const,
  list: (r: Pick<Resource, 'key'>, params: Record<string, unknown>) => ['resource', r.key, 'list', params] as const,
  detail: (r: Pick<Resource, 'key'>, id: string) => ['resource', r.key, 'detail', id] as const,
};

export function useList<T extends Record<string, any>>(
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

export function useDetail<T extends Record<string, any>>(r: Resource<T>, id: string | null | undefined) {
  return useQuery({ queryKey: resourceKeys.detail(r, id ?? ''), queryFn: () => r.detail!(id!), enabled: !!id && !!r.detail });
}

/** Refresh everything shown of a resource (after a save, a remove or an action on its rows). */
export function useRefresh(r: Pick<Resource, 'key'>) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: resourceKeys.all(r) });
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
