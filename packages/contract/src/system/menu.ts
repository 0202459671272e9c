import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { zFilter, zId, zIds, zInt } from '../schemas.ts';
import type { Tree, TreeNode } from './tree.ts';
import { READ_PERMS, guardReads } from './reads.ts';

/** A menu (category 1) or button (category 2) of the product. */
export interface MenuRow {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  component: string | null;
  keepAlive: boolean;
  isTab: boolean;
  isAuth: boolean;
  roles?: string | null;
  scope?: 'all' | 'platform';
  remark?: string | null;
  parentName?: string | null;
  hasChildren?: boolean;
}
export interface TopMenuRow {
  id: string;
  code: string;
  name: string;
  source: string | null;
  path: string | null;
  sort: number;
  defaultDisplay: number;
}
/** The grant dialog's trees and what roles hold (menus, data scopes, api scopes). */
export interface GrantTrees {
  menu: TreeNode[];
  dataScope: TreeNode[];
  apiScope: TreeNode[];
}
export interface GrantKeys {
  menu: string[];
  dataScope: string[];
  apiScope: string[];
}

export const MENU_MSG = {
  codeExists: '菜单编号已存在',
  parentMissing: '上级菜单不存在',
  parentSelf: '上级菜单不能是自己',
  removeChildrenFirst: '请先删除子节点',
} as const;

export const zMenuForm = z.object({
  id: zId.optional(),
  parentId: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => String(v ?? '0') || '0'),
  code: z.string().trim().min(1, '请输入菜单编号').max(100),
  name: z.string().trim().min(1, '请输入菜单名称').max(100),
  alias: z.string().trim().max(100).optional().nullable(),
  path: z.string().trim().max(255).optional().nullable(),
  source: z.string().max(100).optional().nullable(),
  sort: z.coerce.number().int().min(-999).max(99999).default(0),
  category: z.coerce.number().int().min(1).max(2).default(1),
  action: z.coerce.number().int().min(0).max(3).optional(),
  isOpen: z.coerce.number().int().min(0).max(2).optional(),
  component: z.string().max(255).optional().nullable(),
  keepAlive: z.coerce.boolean().optional(),
  isTab: z.coerce.boolean().optional(),
  isAuth: z.coerce.boolean().optional(),
  roles: z.string().max(255).optional().nullable(),
  scope: z.enum(['all', 'platform']).optional(),
  remark: z.string().max(255).optional().nullable(),
});
export const menuListQuery = z.object({
  name: zFilter,
  code: zFilter,
  parentId: zId.optional(),
  category: zInt().optional(),
});

const treeList = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, summary, query: menuListQuery, perm: READ_PERMS.menu, response: returns<Tree<MenuRow>[]>() });

/** blade-system menus: the caller's routes and buttons, the product's menu, and the tenant's top menus. */
export const menuApi = {
  routes: endpoint({
    method: 'GET',
    path: '/blade-system/menu/routes',
    summary: 'Menus of the current user as a route tree',
    query: z.object({ topMenuId: zId.optional() }),
    response: returns<Tree<MenuRow>[]>(),
  }),
  buttons: endpoint({
    method: 'GET',
    path: '/blade-system/menu/buttons',
    summary: 'Button permissions: map of code to true',
    response: returns<Record<string, boolean>>(),
  }),
  buttonList: endpoint({
    method: 'GET',
    path: '/blade-system/menu/button-list',
    summary: 'Button permissions as a tree',
    response: returns<Tree<MenuRow>[]>(),
  }),
  topMenu: endpoint({
    method: 'GET',
    path: '/blade-system/menu/top-menu',
    summary: "Top menus of the caller's tenant",
    response: returns<TopMenuRow[]>(),
  }),
  list: treeList('/blade-system/menu/list', 'Menus: tree list'),
  menuList: treeList('/blade-system/menu/menu-list', 'Menus: tree list'),
  lazyList: treeList('/blade-system/menu/lazy-list', 'Menus: one level (lazy tree)'),
  lazyMenuList: treeList('/blade-system/menu/lazy-menu-list', 'Menus: one level (lazy tree)'),
  tree: endpoint({
    method: 'GET',
    path: '/blade-system/menu/tree',
    summary: 'Menu tree of a tenant (for versions and grants)',
    query: z.object({ tenantId: z.string().optional() }),
    perm: READ_PERMS.menuPicker,
    response: returns<TreeNode[]>(),
  }),
  grantTree: endpoint({
    method: 'GET',
    path: '/blade-system/menu/grant-tree',
    summary: 'Trees for the role grant dialog: menus, data scopes, api scopes',
    perm: READ_PERMS.roleGrant,
    response: returns<GrantTrees>(),
  }),
  roleTreeKeys: endpoint({
    method: 'GET',
    path: '/blade-system/menu/role-tree-keys',
    summary: 'What the given roles are granted',
    query: z.object({ roleIds: zIds }),
    perm: READ_PERMS.roleGrant,
    response: returns<GrantKeys>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-system/menu/detail',
    summary: 'Menu detail',
    query: z.object({ id: zId }),
    perm: READ_PERMS.menu,
    response: returns<MenuRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-system/menu/submit',
    summary: 'Menus: add or update',
    body: zMenuForm,
    perm: ['menu_add', 'menu_edit'],
    platform: true,
    response: returns<MenuRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-system/menu/remove',
    summary: 'Menus: remove',
    query: z.object({ ids: zIds }),
    perm: ['menu_delete'],
    platform: true,
    response: returns<number>(),
  }),
};

export const zTopMenuForm = z.object({
  id: zId.optional(),
  code: z.string().trim().min(1, '请输入顶部菜单编号').max(50),
  name: z.string().trim().min(1, '请输入顶部菜单名称').max(50),
  source: z.string().max(100).optional().nullable(),
  path: z.string().max(255).optional().nullable(),
  sort: zInt().default(0),
  defaultDisplay: z.coerce.number().int().min(0).max(1).default(0),
});

/** Top menus of a tenant and the menus each one shows. */
export const topMenuApi = {
  ...guardReads(
    crudEndpoints({
      base: '/blade-system/topmenu',
      title: 'Top menus',
      form: zTopMenuForm,
      filters: z.object({ name: zFilter }),
      perms: { add: 'topmenu_add', edit: 'topmenu_edit', remove: 'topmenu_delete' },
      row: returns<TopMenuRow>(),
    }),
    READ_PERMS.topMenu,
  ),
  grant: endpoint({
    method: 'POST',
    path: '/blade-system/topmenu/grant',
    summary: 'Top menus: choose their menus',
    perm: ['topmenu_setting'],
    body: z.object({
      topMenuIds: zIds,
      menuIds: z
        .union([z.string(), z.array(z.union([z.string(), z.number()]))])
        .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).filter(Boolean)),
    }),
    response: returns<boolean>(),
  }),
  treeKeys: endpoint({
    method: 'GET',
    path: '/blade-system/topmenu/top-tree-keys',
    summary: 'Menus of the given top menus',
    query: z.object({ topMenuIds: zIds }),
    perm: READ_PERMS.topMenu,
    response: returns<string[]>(),
  }),
};
