import { z } from 'zod';
import { MSG, PLATFORM_TENANT_ID, zId, zIds, zFilter } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';

import type { TableSpec } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { toTree } from './menu.ts';

export const ROLE: TableSpec = { name: 'blade_role', tenant: true, orderBy: 'sort, id', writable: ['parent_id', 'role_name', 'role_alias', 'sort', 'status'] };

const roleForm = z.object({
  id: zId.optional(),
  parentId: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '0') || '0'),
  roleName: z.string().trim().min(1, '请输入角色名称').max(50),
  roleAlias: z.string().trim().min(1, '请输入角色别名').max(50).regex(/^[A-Za-z0-9_-]+$/, '角色别名只能由字母、数字、下划线组成'),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

const idsField = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v.map(String) : v.split(','))).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{1,19}$/, MSG.paramInvalid)));

export default defineModule((r) => {
  r({ method: 'GET', url: '/blade-system/role/list', summary: 'Roles: tree list',
    query: z.object({ roleName: zFilter, roleAlias: zFilter }),
    handler: async (ctx, { query }) => {
      const rows = await ctx.data.list(ROLE, [
        query.roleName && sql`role_name ILIKE ${'%' + query.roleName + '%'}`,
        query.roleAlias && sql`role_alias ILIKE ${'%' + query.roleAlias + '%'}`,
      ]);
      return query.roleName || query.roleAlias ? rows : toTree(rows as any);
    } });
  r({ method: 'GET', url: '/blade-system/role/tree', summary: 'Role tree of a tenant', query: z.object({ tenantId: z.string().optional() }),
    handler: async (ctx, { query }) => {
      const scoped = query.tenantId ? ctx.forTenant(query.tenantId) : ctx.data;
      const rows = await scoped.list<any>(ROLE);
      return toTree(rows.map((x) => ({ id: x.id, parentId: x.parentId, title: x.roleName, key: x.id, value: x.id, roleAlias: x.roleAlias })));
    } });
  r({ method: 'GET', url: '/blade-system/role/detail', summary: 'Role detail', query: z.object({ id: zId }),
    handler: (ctx, { query }) => ctx.data.get(ROLE, query.id) });
  r({ method: 'POST', url: '/blade-system/role/submit', summary: 'Roles: add or update', body: roleForm, perm: ['role_add', 'role_edit'],
    handler: async (ctx, { body }) => {
      if (!(await ctx.can(body.id ? 'role_edit' : 'role_add'))) throw bad(MSG.noPermission);
      // Only the platform may define its administrator role.
      if (body.roleAlias === 'administrator' && ctx.tenantId !== PLATFORM_TENANT_ID) throw bad('角色别名不可用');
      const dup = await ctx.q.one(sql`SELECT 1 FROM blade_role WHERE tenant_id = ${ctx.tenantId} AND role_alias = ${body.roleAlias} AND is_deleted = 0 AND id <> ${body.id ?? '0'}`);
      if (dup) throw bad('角色别名已存在');
      if (body.parentId !== '0') await ctx.data.get(ROLE, body.parentId);
      return body.id ? ctx.data.update(ROLE, body.id, body) : ctx.data.insert(ROLE, body);
    } });
  r({ method: 'POST', url: '/blade-system/role/remove', summary: 'Roles: remove', query: z.object({ ids: zIds }), perm: 'role_delete',
    handler: async (ctx, { query }) => {
      const kids = await ctx.q.one(sql`SELECT 1 FROM blade_role WHERE tenant_id = ${ctx.tenantId} AND parent_id = ANY(${query.ids}::bigint[]) AND is_deleted = 0 AND NOT (id = ANY(${query.ids}::bigint[]))`);
      if (kids) throw bad('请先删除子节点');
      const n = await ctx.data.remove(ROLE, query.ids);
      if (!n) throw notFound();
      await ctx.q.query(sql`DELETE FROM blade_role_menu WHERE tenant_id = ${ctx.tenantId} AND role_id = ANY(${query.ids}::bigint[])`);
      await ctx.q.query(sql`DELETE FROM blade_role_scope WHERE tenant_id = ${ctx.tenantId} AND role_id = ANY(${query.ids}::bigint[])`);
      return n;
    } });
  r({
    method: 'POST', url: '/blade-system/role/grant', summary: 'Roles: grant menus, data scopes and api scopes', perm: 'role_menu',
    body: z.object({ roleIds: idsField, menuIds: idsField, dataScopeIds: idsField, apiScopeIds: idsField }),
    handler: async (ctx, { body }) => {
      if (!body.roleIds.length) throw bad(MSG.selectAtLeastOne);
      const roles = await ctx.q.query(sql`SELECT id FROM blade_role WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${body.roleIds}::bigint[]) AND is_deleted = 0`);
      if (roles.length !== new Set(body.roleIds).size) throw notFound();
      // A tenant may grant only the menus its version includes (and never the platform's own menus).
      const tenant = await ctx.q.one(sql`SELECT p.menu_ids FROM blade_tenant t LEFT JOIN blade_tenant_package p ON p.id = t.package_id AND p.is_deleted = 0
        WHERE t.tenant_id = ${ctx.tenantId} AND t.is_deleted = 0`);
      const allowed = await ctx.q.query(sql`SELECT id FROM blade_menu WHERE is_deleted = 0 AND id = ANY(${body.menuIds}::bigint[])
        AND (${ctx.isPlatform} OR (scope = 'all' AND (${tenant?.menu_ids ?? null}::bigint[] IS NULL OR id = ANY(${tenant?.menu_ids ?? null}::bigint[]))))`);
      if (allowed.length !== new Set(body.menuIds).size) throw bad('包含不可授权的菜单');
      await ctx.q.query(sql`DELETE FROM blade_role_menu WHERE tenant_id = ${ctx.tenantId} AND role_id = ANY(${body.roleIds}::bigint[])`);
      await ctx.q.query(sql`DELETE FROM blade_role_scope WHERE tenant_id = ${ctx.tenantId} AND role_id = ANY(${body.roleIds}::bigint[])`);
      await ctx.q.query(sql`INSERT INTO blade_role_menu (tenant_id, role_id, menu_id)
        SELECT ${ctx.tenantId}, r, m FROM unnest(${body.roleIds}::bigint[]) r, unnest(${body.menuIds}::bigint[]) m ON CONFLICT DO NOTHING`);
      for (const [cat, table, ids] of [[1, 'blade_scope_data', body.dataScopeIds], [2, 'blade_scope_api', body.apiScopeIds]] as const) {
        if (!ids.length) continue;
        const ok = await ctx.q.query(sql`SELECT s.id FROM ${sql.ident(table)} s JOIN blade_menu m ON m.id = s.menu_id
          WHERE s.is_deleted = 0 AND s.id = ANY(${ids}::bigint[]) AND (${ctx.isPlatform} OR m.scope = 'all')`);
        if (ok.length !== new Set(ids).size) throw bad('包含不可授权的权限');
        await ctx.q.query(sql`INSERT INTO blade_role_scope (tenant_id, role_id, scope_id, scope_category)
          SELECT ${ctx.tenantId}, r, s, ${cat} FROM unnest(${body.roleIds}::bigint[]) r, unnest(${ids}::bigint[]) s ON CONFLICT DO NOTHING`);
      }
      return true;
    },
  });
});
