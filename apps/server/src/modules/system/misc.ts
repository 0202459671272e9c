import { z } from 'zod';
import { zId, zIds, zFilter, zParamForm } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { crudRoutes } from '../../platform/crud.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';
import { sha256 } from '../../platform/tokens.ts';
import { clearApiScopeCache } from '../../platform/auth.ts';

const PARAM: TableSpec = { name: 'blade_param', tenant: false, writable: ['param_name', 'param_key', 'param_value', 'remark'] };
const SCOPE_DATA: TableSpec = { name: 'blade_scope_data', tenant: false, writable: ['menu_id', 'resource_code', 'scope_name', 'scope_field', 'scope_column', 'scope_type', 'scope_value', 'remark'] };
const SCOPE_API: TableSpec = { name: 'blade_scope_api', tenant: false, writable: ['menu_id', 'resource_code', 'scope_name', 'scope_path', 'scope_type', 'remark'] };
const CLIENT: TableSpec = { name: 'blade_client', tenant: false, writable: ['client_id', 'resource_ids', 'scope', 'authorized_grant_types', 'web_server_redirect_uri', 'authorities', 'access_token_validity', 'refresh_token_validity', 'additional_information', 'autoapprove'] };
const TOP_MENU: TableSpec = { name: 'blade_top_menu', tenant: true, orderBy: 'sort, id', writable: ['code', 'name', 'source', 'path', 'sort', 'default_display'] };

export default defineModule((r) => {
  crudRoutes(r, {
    base: '/blade-system/param', title: 'System parameters', spec: PARAM, platformWrites: true,
    perms: { add: 'param_add', edit: 'param_edit', remove: 'param_delete' },
    form: zParamForm,
    filters: z.object({ paramName: zFilter, paramKey: zFilter }),
    where: (_c, q) => [q.paramName && sql`param_name ILIKE ${'%' + q.paramName + '%'}`, q.paramKey && sql`param_key ILIKE ${'%' + q.paramKey + '%'}`],
    beforeSave: async (ctx, f, id) => {
      const dup = await ctx.q.one(sql`SELECT 1 FROM blade_param WHERE param_key = ${f.paramKey} AND is_deleted = 0 AND id <> ${id ?? '0'}`);
      if (dup) throw bad('参数键名已存在');
    },
  });

  const scopeForm = z.object({
    id: zId.optional(), menuId: zId, resourceCode: z.string().trim().min(1, '请输入资源编号').max(100),
    scopeName: z.string().trim().min(1, '请输入权限名称').max(100),
    scopeField: z.string().max(100).optional().nullable(), scopeColumn: z.string().max(100).optional().nullable(),
    scopeType: z.coerce.number().int().min(1).max(5).default(1), scopeValue: z.string().max(2000).optional().nullable(),
    scopePath: z.string().max(255).optional(), remark: z.string().max(255).optional().nullable(),
  });
  for (const [base, spec, code] of [['/blade-system/data-scope', SCOPE_DATA, 'data_scope'], ['/blade-system/api-scope', SCOPE_API, 'api_scope']] as const) {
    crudRoutes(r, {
      base, title: code === 'data_scope' ? 'Data scopes' : 'API scopes', spec, platformWrites: true,
      perms: { add: `${code}_add`, edit: `${code}_edit`, remove: `${code}_delete` },
      form: code === 'api_scope' ? scopeForm.extend({ scopePath: z.string().trim().min(1, '请输入权限路径').max(255) }) : scopeForm,
      filters: z.object({ menuId: zId.optional(), scopeName: zFilter }),
      where: (_c, q) => [q.menuId && sql`menu_id = ${q.menuId}`, q.scopeName && sql`scope_name ILIKE ${'%' + q.scopeName + '%'}`],
      beforeSave: async () => void clearApiScopeCache(),
      beforeRemove: async () => void clearApiScopeCache(),
    });
  }

  crudRoutes(r, {
    base: '/blade-system/client', title: 'OAuth clients', spec: CLIENT, platformWrites: true,
    perms: { add: 'client_add', edit: 'client_edit', remove: 'client_delete' },
    form: z.object({
      id: zId.optional(), clientId: z.string().trim().min(1, '请输入客户端id').max(48), clientSecret: z.string().max(256).optional(),
      scope: z.string().max(256).default('all'), authorizedGrantTypes: z.string().max(256).default('refresh_token,password,captcha'),
      resourceIds: z.string().max(256).optional().nullable(), webServerRedirectUri: z.string().max(256).optional().nullable(),
      authorities: z.string().max(256).optional().nullable(), accessTokenValidity: z.coerce.number().int().min(60).max(86400 * 30).default(3600),
      refreshTokenValidity: z.coerce.number().int().min(60).max(86400 * 90).default(604800),
      additionalInformation: z.string().max(4096).optional().nullable(), autoapprove: z.string().max(256).optional().nullable(),
    }),
    filters: z.object({ clientId: zFilter }),
    where: (_c, q) => [q.clientId && sql`client_id ILIKE ${'%' + q.clientId + '%'}`],
    beforeSave: async (ctx, f, id) => {
      const dup = await ctx.q.one(sql`SELECT 1 FROM blade_client WHERE client_id = ${f.clientId} AND is_deleted = 0 AND id <> ${id ?? '0'}`);
      if (dup) throw bad('客户端id已存在');
      if (!id && !f.clientSecret) throw bad('请输入客户端密钥');
      return f.clientSecret ? { client_secret_hash: sha256(f.clientSecret) } : {};
    },
  });

  // Regions: a lazy tree keyed by code (platform data).
  const regionForm = z.object({
    code: z.string().trim().regex(/^\d{2,12}$/, '请输入区划编号'), parentCode: z.string().trim().default('00'),
    name: z.string().trim().min(1, '请输入区划名称').max(50), regionLevel: z.coerce.number().int().min(1).max(5).default(1),
    sort: z.coerce.number().int().default(0), remark: z.string().max(255).optional().nullable(),
  });
  r({ method: 'GET', url: '/blade-system/region/lazy-tree', summary: 'Regions: children of a code', query: z.object({ parentCode: z.string().default('00') }),
    handler: async (ctx, { query }) => toApiRows(await ctx.q.query(sql`SELECT r.code AS id, r.parent_code AS parent_id, r.name AS title, r.code AS key, r.code AS value,
        r.region_level, EXISTS (SELECT 1 FROM blade_region c WHERE c.parent_code = r.code) AS has_children
      FROM blade_region r WHERE r.parent_code = ${query.parentCode} ORDER BY r.sort, r.code`)) });
  r({ method: 'GET', url: '/blade-system/region/lazy-list', summary: 'Regions: one level', query: z.object({ parentCode: z.string().default('00'), name: zFilter }),
    handler: async (ctx, { query }) => toApiRows(await ctx.q.query(sql`SELECT r.*, EXISTS (SELECT 1 FROM blade_region c WHERE c.parent_code = r.code) AS has_children
      FROM blade_region r WHERE ${query.name ? sql`r.name ILIKE ${'%' + query.name + '%'}` : sql`r.parent_code = ${query.parentCode}`} ORDER BY r.sort, r.code LIMIT 500`)) });
  r({ method: 'GET', url: '/blade-system/region/list', summary: 'Regions: search', query: z.object({ name: zFilter, parentCode: z.string().optional() }),
    handler: async (ctx, { query }) => toApiRows(await ctx.q.query(sql`SELECT * FROM blade_region WHERE ${sql.and([
      query.name && sql`name ILIKE ${'%' + query.name + '%'}`, query.parentCode && sql`parent_code = ${query.parentCode}`])} ORDER BY code LIMIT 500`)) });
  r({ method: 'GET', url: '/blade-system/region/detail', summary: 'Region detail', query: z.object({ code: z.string() }),
    handler: async (ctx, { query }) => {
      const row = await ctx.q.one(sql`SELECT * FROM blade_region WHERE code = ${query.code}`);
      if (!row) throw notFound();
      return toApi(row);
    } });
  r({ method: 'POST', url: '/blade-system/region/submit', summary: 'Regions: add or update', body: regionForm, perm: ['region_add', 'region_edit'], platform: true,
    handler: async (ctx, { body }) => {
      const parent = body.parentCode === '00' ? { ancestors: '', code: '00' } : await ctx.q.one(sql`SELECT code, ancestors FROM blade_region WHERE code = ${body.parentCode}`);
      if (!parent) throw bad('上级区划不存在');
      const ancestors = parent.code === '00' ? '00' : `${parent.ancestors},${parent.code}`;
      await ctx.q.query(sql`INSERT INTO blade_region (code, parent_code, ancestors, name, region_level, sort, remark)
        VALUES (${body.code}, ${body.parentCode}, ${ancestors}, ${body.name}, ${body.regionLevel}, ${body.sort}, ${body.remark ?? null})
        ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, parent_code = EXCLUDED.parent_code, ancestors = EXCLUDED.ancestors,
          region_level = EXCLUDED.region_level, sort = EXCLUDED.sort, remark = EXCLUDED.remark`);
      return true;
    } });
  r({ method: 'POST', url: '/blade-system/region/remove', summary: 'Regions: remove', query: z.object({ id: z.string() }), perm: 'region_delete', platform: true,
    handler: async (ctx, { query }) => {
      if (await ctx.q.one(sql`SELECT 1 FROM blade_region WHERE parent_code = ${query.id}`)) throw bad('请先删除子节点');
      const rows = await ctx.q.query(sql`DELETE FROM blade_region WHERE code = ${query.id} RETURNING code`);
      if (!rows.length) throw notFound();
      return true;
    } });

  // Top menus of a tenant and the menus each one shows.
  crudRoutes(r, {
    base: '/blade-system/topmenu', title: 'Top menus', spec: TOP_MENU,
    perms: { add: 'topmenu_add', edit: 'topmenu_edit', remove: 'topmenu_delete' },
    form: z.object({
      id: zId.optional(), code: z.string().trim().min(1, '请输入顶部菜单编号').max(50), name: z.string().trim().min(1, '请输入顶部菜单名称').max(50),
      source: z.string().max(100).optional().nullable(), path: z.string().max(255).optional().nullable(),
      sort: z.coerce.number().int().default(0), defaultDisplay: z.coerce.number().int().min(0).max(1).default(0),
    }),
    filters: z.object({ name: zFilter }),
    where: (_c, q) => [q.name && sql`name ILIKE ${'%' + q.name + '%'}`],
  });
  r({ method: 'POST', url: '/blade-system/topmenu/grant', summary: 'Top menus: choose their menus', perm: 'topmenu_setting',
    body: z.object({ topMenuIds: zIds, menuIds: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).filter(Boolean)) }),
    handler: async (ctx, { body }) => {
      const tops = await ctx.q.query(sql`SELECT id FROM blade_top_menu WHERE ${ctx.data.base(TOP_MENU)} AND id = ANY(${body.topMenuIds}::bigint[])`);
      if (tops.length !== new Set(body.topMenuIds).size) throw notFound();
      await ctx.q.query(sql`DELETE FROM blade_top_menu_setting WHERE tenant_id = ${ctx.tenantId} AND top_menu_id = ANY(${body.topMenuIds}::bigint[])`);
      await ctx.q.query(sql`INSERT INTO blade_top_menu_setting (tenant_id, top_menu_id, menu_id)
        SELECT ${ctx.tenantId}, t, m.id FROM unnest(${body.topMenuIds}::bigint[]) t, blade_menu m
         WHERE m.id = ANY(${body.menuIds}::bigint[]) AND m.is_deleted = 0 AND (${ctx.isPlatform} OR m.scope = 'all') ON CONFLICT DO NOTHING`);
      return true;
    } });
  r({ method: 'GET', url: '/blade-system/topmenu/top-tree-keys', summary: 'Menus of the given top menus', query: z.object({ topMenuIds: zIds }),
    handler: async (ctx, { query }) => (await ctx.q.query(sql`SELECT DISTINCT menu_id FROM blade_top_menu_setting WHERE tenant_id = ${ctx.tenantId}
      AND top_menu_id = ANY(${query.topMenuIds}::bigint[])`)).map((x) => String(x.menu_id)) });
});
