import { z } from 'zod';
import { HIDDEN_MENU_SORT, MSG, PLATFORM_TENANT_ID, zId, zIds, zFilter } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql, type Sql } from '../../platform/sql.ts';
import type { Ctx } from '../../platform/context.ts';
import { isSuperAdmin } from '../../platform/auth.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';

export const MENU: TableSpec = {
  name: 'blade_menu', tenant: false, orderBy: 'sort, id',
  writable: ['parent_id', 'code', 'name', 'alias', 'path', 'source', 'sort', 'category', 'action', 'is_open', 'component',
    'keep_alive', 'is_tab', 'is_auth', 'roles', 'scope', 'remark'],
};

type Node = Record<string, any> & { id: string; parentId: string; children?: Node[] };

/** Rows with id/parentId → nested tree (children only where there are any). */
export function toTree<T extends { id: string; parentId: string }>(rows: T[], rootId = '0'): (T & { children?: T[]; hasChildren: boolean })[] {
  const byParent = new Map<string, any[]>();
  for (const r of rows) {
    const list = byParent.get(String(r.parentId)) ?? [];
    list.push({ ...r });
    byParent.set(String(r.parentId), list);
  }
  const ids = new Set(rows.map((r) => String(r.id)));
  const build = (list: any[]): any[] =>
    list.map((n) => {
      const kids = byParent.get(String(n.id));
      return kids ? { ...n, hasChildren: true, children: build(kids) } : { ...n, hasChildren: false };
    });
  // Roots: the given root, plus orphans whose parent is not in the set (a granted child of an ungranted parent).
  const roots = rows.filter((r) => String(r.parentId) === rootId || !ids.has(String(r.parentId)));
  return build(roots.map((r) => ({ ...r })));
}

/** Menus the caller's tenant may see at all: platform menus only for the platform tenant. */
const tenantMenuFilter = (ctx: Ctx): Sql =>
  ctx.tenantId === PLATFORM_TENANT_ID ? sql`TRUE` : sql`m.scope = 'all'`;

/** Menu (category 1) or button (category 2) rows granted to the caller, hidden ones left out. */
export async function grantedMenus(ctx: Ctx, category: 1 | 2, topMenuId?: string) {
  const u = ctx.requireUser();
  const all = isSuperAdmin(u);
  const rows = await ctx.q.query(sql`
    SELECT m.id, m.parent_id, m.code, m.name, m.alias, m.path, m.source, m.sort, m.category, m.action, m.is_open,
           m.component, m.keep_alive, m.is_tab, m.is_auth, m.roles
      FROM blade_menu m
     WHERE m.is_deleted = 0 AND m.status = 1 AND m.category = ${category} AND m.sort <> ${HIDDEN_MENU_SORT}
       AND ${tenantMenuFilter(ctx)}
       AND (${all} OR m.id IN (SELECT rm.menu_id FROM blade_role_menu rm WHERE rm.tenant_id = ${ctx.tenantId}
                                 AND rm.role_id = ANY(${u.roleIds}::bigint[])))
       AND (${topMenuId ?? null}::bigint IS NULL OR m.id IN (SELECT s.menu_id FROM blade_top_menu_setting s
             WHERE s.tenant_id = ${ctx.tenantId} AND s.top_menu_id = ${topMenuId ?? null}::bigint))
     ORDER BY m.sort, m.id`);
  // A menu whose allowed-roles list does not include one of the caller's roles is hidden.
  return rows.filter((r) => !r.roles || String(r.roles).split(',').some((a) => u.roleAliases.includes(a.trim()))).map((r) => {
    const { roles: _roles, ...rest } = r;
    return toApi<Node>(rest);
  });
}

const menuForm = z.object({
  id: zId.optional(),
  parentId: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '0') || '0'),
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

export default defineModule((r) => {
  r({
    method: 'GET', url: '/blade-system/menu/routes', summary: 'Menus of the current user as a route tree',
    query: z.object({ topMenuId: zId.optional() }),
    handler: async (ctx, { query }) => toTree(await grantedMenus(ctx, 1, query.topMenuId)),
  });
  r({
    method: 'GET', url: '/blade-system/menu/buttons', summary: 'Button permissions: map of code to true',
    handler: async (ctx) => Object.fromEntries((await grantedMenus(ctx, 2)).map((b) => [b.code, true])),
  });
  r({
    method: 'GET', url: '/blade-system/menu/button-list', summary: 'Button permissions as a tree',
    handler: async (ctx) => toTree(await grantedMenus(ctx, 2)),
  });
  r({
    method: 'GET', url: '/blade-system/menu/top-menu', summary: 'Top menus of the caller\'s tenant',
    handler: async (ctx) => ctx.q.query(sql`SELECT id, code, name, source, path, sort, default_display AS "defaultDisplay" FROM blade_top_menu
      WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND status = 1 ORDER BY sort, id`),
  });

  // Management of the product's menu (platform administrators).
  const listQuery = z.object({ name: zFilter, code: zFilter, parentId: zId.optional(), category: z.coerce.number().int().optional() });
  const listWhere = (q: z.output<typeof listQuery>) => sql.and([
    sql`m.is_deleted = 0`,
    q.name && sql`m.name ILIKE ${'%' + q.name + '%'}`,
    q.code && sql`m.code ILIKE ${'%' + q.code + '%'}`,
    q.category !== undefined && sql`m.category = ${q.category}`,
  ]);
  for (const url of ['/blade-system/menu/list', '/blade-system/menu/menu-list']) {
    r({ method: 'GET', url, summary: 'Menus: tree list', query: listQuery,
      handler: async (ctx, { query }) => {
        const rows = toApiRows<Node>(await ctx.q.query(sql`SELECT m.* FROM blade_menu m WHERE ${listWhere(query)} AND ${tenantMenuFilter(ctx)}
          ${url.endsWith('menu-list') ? sql`AND m.category = 1` : sql``} ORDER BY m.sort, m.id`));
        return query.name || query.code ? rows : toTree(rows);
      } });
  }
  for (const url of ['/blade-system/menu/lazy-list', '/blade-system/menu/lazy-menu-list']) {
    r({ method: 'GET', url, summary: 'Menus: one level (lazy tree)', query: listQuery,
      handler: async (ctx, { query }) => toApiRows(await ctx.q.query(sql`SELECT m.*,
          EXISTS (SELECT 1 FROM blade_menu c WHERE c.parent_id = m.id AND c.is_deleted = 0) AS has_children
        FROM blade_menu m WHERE ${listWhere(query)} AND ${tenantMenuFilter(ctx)} AND m.parent_id = ${query.parentId ?? '0'}
        ${url.endsWith('lazy-menu-list') ? sql`AND m.category = 1` : sql``} ORDER BY m.sort, m.id`)) });
  }
  r({ method: 'GET', url: '/blade-system/menu/tree', summary: 'Menu tree of a tenant (for versions and grants)',
    query: z.object({ tenantId: z.string().optional() }),
    handler: async (ctx, { query }) => {
      const tenant = query.tenantId && ctx.isPlatform ? query.tenantId : ctx.tenantId;
      const rows = await ctx.q.query(sql`SELECT m.id, m.parent_id, m.name AS title, m.id AS key, m.id AS value, m.category FROM blade_menu m
        WHERE m.is_deleted = 0 AND ${tenant === PLATFORM_TENANT_ID ? sql`TRUE` : sql`m.scope = 'all'`} ORDER BY m.sort, m.id`);
      return toTree(toApiRows<Node>(rows));
    } });
  r({ method: 'GET', url: '/blade-system/menu/grant-tree', summary: 'Trees for the role grant dialog: menus, data scopes, api scopes',
    handler: async (ctx) => {
      const menus = toApiRows<Node>(await ctx.q.query(sql`SELECT m.id, m.parent_id, m.name AS title, m.id AS key, m.id AS value FROM blade_menu m
        WHERE m.is_deleted = 0 AND ${tenantMenuFilter(ctx)} ORDER BY m.sort, m.id`));
      const scopes = async (table: string) => toApiRows(await ctx.q.query(sql`SELECT s.id, s.menu_id AS parent_id, s.scope_name AS title, s.id AS key, s.id AS value
        FROM ${sql.ident(table)} s JOIN blade_menu m ON m.id = s.menu_id AND m.is_deleted = 0 AND ${tenantMenuFilter(ctx)} WHERE s.is_deleted = 0 ORDER BY s.id`));
      return { menu: toTree(menus), dataScope: await scopes('blade_scope_data'), apiScope: await scopes('blade_scope_api') };
    } });
  r({ method: 'GET', url: '/blade-system/menu/role-tree-keys', summary: 'What the given roles are granted',
    query: z.object({ roleIds: zIds }),
    handler: async (ctx, { query }) => ({
      menu: (await ctx.q.query(sql`SELECT DISTINCT menu_id FROM blade_role_menu WHERE tenant_id = ${ctx.tenantId} AND role_id = ANY(${query.roleIds}::bigint[])`)).map((x) => String(x.menu_id)),
      dataScope: (await ctx.q.query(sql`SELECT DISTINCT scope_id FROM blade_role_scope WHERE tenant_id = ${ctx.tenantId} AND scope_category = 1 AND role_id = ANY(${query.roleIds}::bigint[])`)).map((x) => String(x.scope_id)),
      apiScope: (await ctx.q.query(sql`SELECT DISTINCT scope_id FROM blade_role_scope WHERE tenant_id = ${ctx.tenantId} AND scope_category = 2 AND role_id = ANY(${query.roleIds}::bigint[])`)).map((x) => String(x.scope_id)),
    }) });
  r({ method: 'GET', url: '/blade-system/menu/detail', summary: 'Menu detail', query: z.object({ id: zId }),
    handler: async (ctx, { query }) => {
      const row = await ctx.q.one(sql`SELECT m.*, p.name AS parent_name FROM blade_menu m LEFT JOIN blade_menu p ON p.id = m.parent_id
        WHERE m.id = ${query.id} AND m.is_deleted = 0 AND ${tenantMenuFilter(ctx)}`);
      if (!row) throw notFound();
      return toApi(row);
    } });
  r({ method: 'POST', url: '/blade-system/menu/submit', summary: 'Menus: add or update', body: menuForm, perm: ['menu_add', 'menu_edit'], platform: true,
    handler: async (ctx, { body }) => {
      const dup = await ctx.q.one(sql`SELECT 1 FROM blade_menu WHERE code = ${body.code} AND is_deleted = 0 AND id <> ${body.id ?? '0'}`);
      if (dup) throw bad('菜单编号已存在');
      if (body.parentId !== '0' && !(await ctx.q.one(sql`SELECT 1 FROM blade_menu WHERE id = ${body.parentId} AND is_deleted = 0`))) throw bad('上级菜单不存在');
      if (body.id && body.parentId === body.id) throw bad('上级菜单不能是自己');
      return body.id ? ctx.data.update(MENU, body.id, body) : ctx.data.insert(MENU, body);
    } });
  r({ method: 'POST', url: '/blade-system/menu/remove', summary: 'Menus: remove', query: z.object({ ids: zIds }), perm: 'menu_delete', platform: true,
    handler: async (ctx, { query }) => {
      const kids = await ctx.q.one(sql`SELECT 1 FROM blade_menu WHERE parent_id = ANY(${query.ids}::bigint[]) AND is_deleted = 0 AND NOT (id = ANY(${query.ids}::bigint[]))`);
      if (kids) throw bad('请先删除子节点');
      const n = await ctx.data.remove(MENU, query.ids);
      if (!n) throw notFound();
      return n;
    } });
});

