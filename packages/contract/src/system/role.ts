import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { zFilter, zId, zIds, zIdText } from '../schemas.ts';
import type { Tree, TreeNode } from './tree.ts';
import { READ_PERMS, guardReads } from './reads.ts';

export interface RoleRow {
  id: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: number;
  status: number;
}
/** A data scope (which rows of a resource a role sees) or an api scope (which paths it may call). */
export interface ScopeRow {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopeField?: string | null;
  scopeColumn?: string | null;
  scopeType: number;
  scopeValue?: string | null;
  scopePath?: string | null;
  remark?: string | null;
}

export const ROLE_MSG = {
  aliasUnavailable: '角色别名不可用',
  aliasExists: '角色别名已存在',
  removeChildrenFirst: '请先删除子节点',
  menuNotGrantable: '包含不可授权的菜单',
  scopeNotGrantable: '包含不可授权的权限',
} as const;

export const zRoleForm = z.object({
  id: zId.optional(),
  parentId: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => String(v ?? '0') || '0'),
  roleName: z.string().trim().min(1, '请输入角色名称').max(50),
  roleAlias: z
    .string()
    .trim()
    .min(1, '请输入角色别名')
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, '角色别名只能由字母、数字、下划线组成'),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

/** Ids as "1,2", [1, 2] or nothing (an empty list). */
const zIdsField = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(zIdText));
export const zRoleGrant = z.object({ roleIds: zIdsField, menuIds: zIdsField, dataScopeIds: zIdsField, apiScopeIds: zIdsField });
export const roleListQuery = z.object({ roleName: zFilter, roleAlias: zFilter });

/** blade-system roles and what they are granted. */
export const roleApi = {
  list: endpoint({
    method: 'GET',
    path: '/blade-system/role/list',
    summary: 'Roles: tree list',
    query: roleListQuery,
    perm: READ_PERMS.role,
    response: returns<Tree<RoleRow>[]>(),
  }),
  tree: endpoint({
    method: 'GET',
    path: '/blade-system/role/tree',
    summary: 'Role tree of a tenant',
    query: z.object({ tenantId: z.string().optional() }),
    perm: READ_PERMS.rolePicker,
    response: returns<(TreeNode & { roleAlias: string })[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-system/role/detail',
    summary: 'Role detail',
    query: z.object({ id: zId }),
    perm: READ_PERMS.role,
    response: returns<RoleRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-system/role/submit',
    summary: 'Roles: add or update',
    body: zRoleForm,
    perm: ['role_add', 'role_edit'],
    response: returns<RoleRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-system/role/remove',
    summary: 'Roles: remove',
    query: z.object({ ids: zIds }),
    perm: ['role_delete'],
    response: returns<number>(),
  }),
  grant: endpoint({
    method: 'POST',
    path: '/blade-system/role/grant',
    summary: 'Roles: grant menus, data scopes and api scopes',
    perm: ['role_menu'],
    body: zRoleGrant,
    response: returns<boolean>(),
  }),
};

export const zScopeForm = z.object({
  id: zId.optional(),
  menuId: zId,
  resourceCode: z.string().trim().min(1, '请输入资源编号').max(100),
  scopeName: z.string().trim().min(1, '请输入权限名称').max(100),
  scopeField: z.string().max(100).optional().nullable(),
  scopeColumn: z.string().max(100).optional().nullable(),
  scopeType: z.coerce.number().int().min(1).max(5).default(1),
  scopeValue: z.string().max(2000).optional().nullable(),
  scopePath: z.string().max(255).optional(),
  remark: z.string().max(255).optional().nullable(),
});
const scopeFilters = z.object({ menuId: zId.optional(), scopeName: zFilter });

/** Data scopes and api scopes (product-wide; written by the platform only). */
export const dataScopeApi = guardReads(
  crudEndpoints({
    base: '/blade-system/data-scope',
    title: 'Data scopes',
    form: zScopeForm,
    filters: scopeFilters,
    perms: { add: 'data_scope_add', edit: 'data_scope_edit', remove: 'data_scope_delete' },
    row: returns<ScopeRow>(),
  }),
  READ_PERMS.dataScope,
);
export const apiScopeApi = guardReads(
  crudEndpoints({
    base: '/blade-system/api-scope',
    title: 'API scopes',
    form: zScopeForm.extend({ scopePath: z.string().trim().min(1, '请输入权限路径').max(255) }),
    filters: scopeFilters,
    perms: { add: 'api_scope_add', edit: 'api_scope_edit', remove: 'api_scope_delete' },
    row: returns<ScopeRow>(),
  }),
  READ_PERMS.apiScope,
);
