import type { Page } from '@yym/contract';
import { http } from '../../app/http.ts';

/** Typed calls of the system-administration pages (server: apps/server/src/modules/system, user, log). */
export interface Dict { id: string; parentId: string; code: string; dictKey: string; dictValue: string; sort: number; isSealed: number; remark?: string }

const ids = (list: string[]) => ({ ids: list.join(',') });

/** The standard calls of a crudRoutes table (page, detail, submit, remove). */
export const crudApi = <T extends Record<string, any>>(base: string, listPath = 'page') => ({
  list: (p: Record<string, unknown>) => http.get<Page<T> | T[]>(`${base}/${listPath}`, p),
  detail: (id: string) => http.get<T>(`${base}/detail`, { id }),
  add: (row: Partial<T>) => http.post(`${base}/submit`, row),
  update: (row: Partial<T>) => http.post(`${base}/submit`, row),
  remove: (list: string[]) => http.post(`${base}/remove`, undefined, ids(list)),
});

export const dictApi = {
  parents: (p: Record<string, unknown>) => http.get<Page<Dict>>('/blade-system/dict/list', p),
  children: (p: Record<string, unknown>) => http.get<Page<Dict>>('/blade-system/dict/child-list', p),
  detail: (id: string) => http.get<Dict>('/blade-system/dict/detail', { id }),
  submit: (row: Partial<Dict>) => http.post<Dict>('/blade-system/dict/submit', row),
  remove: (list: string[]) => http.post('/blade-system/dict/remove', undefined, ids(list)),
  seal: (list: string[], isSealed: 0 | 1) => http.post('/blade-system/dict/seal', undefined, { ...ids(list), isSealed }),
  dictionary: (code: string) => http.get<Dict[]>('/blade-system/dict/dictionary', { code }),
};

export interface TreeNode { id: string; parentId: string; title: string; key: string; value: string; children?: TreeNode[] }
export interface GrantTrees { menu: TreeNode[]; dataScope: TreeNode[]; apiScope: TreeNode[] }

export const menuApi = {
  grantTree: () => http.get<GrantTrees>('/blade-system/menu/grant-tree'),
  roleKeys: (roleIds: string[]) => http.get<{ menu: string[]; dataScope: string[]; apiScope: string[] }>('/blade-system/menu/role-tree-keys', { roleIds: roleIds.join(',') }),
  tree: () => http.get<TreeNode[]>('/blade-system/menu/tree'),
};
export const roleApi = {
  tree: () => http.get<TreeNode[]>('/blade-system/role/tree'),
  grant: (b: { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] }) => http.post('/blade-system/role/grant', b),
};
export const deptApi = {
  tree: () => http.get<TreeNode[]>('/blade-system/dept/tree'),
};
