import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { zFilter, zId, zIds, zInt } from '../schemas.ts';
import type { Tree, TreeNode } from './tree.ts';
import { READ_PERMS, guardReads } from './reads.ts';

export interface DeptRow {
  id: string;
  parentId: string;
  ancestors: string;
  deptCategory: number;
  deptName: string;
  fullName: string | null;
  sort: number;
  remark: string | null;
}
export interface PostRow {
  id: string;
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark: string | null;
}

export const ORG_MSG = { parentSelfOrBelow: '上级机构不能是自己或下级', removeChildrenFirst: '请先删除子节点' } as const;

export const zDeptForm = z.object({
  id: zId.optional(),
  parentId: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => String(v ?? '0') || '0'),
  deptName: z.string().trim().min(1, '请输入机构名称').max(50),
  fullName: z.string().trim().max(100).optional().nullable(),
  deptCategory: z.coerce.number().int().min(1).max(3).default(1),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  remark: z.string().max(255).optional().nullable(),
});
export const deptQuery = z.object({ deptName: zFilter, fullName: zFilter, parentId: zId.optional(), tenantId: z.string().optional() });

const deptTree = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    summary: 'Department tree (for pickers)',
    query: deptQuery,
    perm: READ_PERMS.deptPicker,
    response: returns<TreeNode[]>(),
  });

/** blade-system departments (a tree per tenant). */
export const deptApi = {
  list: endpoint({
    method: 'GET',
    path: '/blade-system/dept/list',
    summary: 'Departments: tree list',
    query: deptQuery,
    perm: READ_PERMS.dept,
    response: returns<Tree<DeptRow>[]>(),
  }),
  lazyList: endpoint({
    method: 'GET',
    path: '/blade-system/dept/lazy-list',
    summary: 'Departments: one level',
    query: deptQuery,
    perm: READ_PERMS.dept,
    response: returns<(DeptRow & { hasChildren: boolean })[]>(),
  }),
  tree: deptTree('/blade-system/dept/tree'),
  lazyTree: deptTree('/blade-system/dept/lazy-tree'),
  detail: endpoint({
    method: 'GET',
    path: '/blade-system/dept/detail',
    summary: 'Department detail',
    query: z.object({ id: zId }),
    perm: READ_PERMS.dept,
    response: returns<DeptRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-system/dept/submit',
    summary: 'Departments: add or update',
    body: zDeptForm,
    perm: ['dept_add', 'dept_edit'],
    response: returns<DeptRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-system/dept/remove',
    summary: 'Departments: remove',
    query: z.object({ ids: zIds }),
    perm: ['dept_delete'],
    response: returns<number>(),
  }),
};

export const zPostForm = z.object({
  id: zId.optional(),
  category: z.coerce.number().int().min(1).max(9).default(1),
  postCode: z.string().trim().min(1, '请输入岗位编号').max(20),
  postName: z.string().trim().min(1, '请输入岗位名称').max(50),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  remark: z.string().max(255).optional().nullable(),
});

/** blade-system posts (job titles). */
export const postApi = {
  ...guardReads(
    crudEndpoints({
      base: '/blade-system/post',
      title: 'Posts',
      form: zPostForm,
      filters: z.object({ postCode: zFilter, postName: zFilter, category: zInt().optional() }),
      perms: { add: 'post_add', edit: 'post_edit', remove: 'post_delete' },
      row: returns<PostRow>(),
    }),
    READ_PERMS.post,
  ),
  select: endpoint({
    method: 'GET',
    path: '/blade-system/post/select',
    summary: 'Posts for pickers',
    query: z.object({ tenantId: z.string().optional() }),
    perm: READ_PERMS.postPicker,
    response: returns<PostRow[]>(),
  }),
};
