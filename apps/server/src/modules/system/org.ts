import { z } from 'zod';
import { zId, zIds, zFilter } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { crudRoutes } from '../../platform/crud.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { toApiRows } from '../../platform/rows.ts';
import { toTree } from './menu.ts';

export const DEPT: TableSpec = { name: 'blade_dept', tenant: true, orderBy: 'sort, id', writable: ['parent_id', 'ancestors', 'dept_category', 'dept_name', 'full_name', 'sort', 'remark'] };
export const POST: TableSpec = { name: 'blade_post', tenant: true, orderBy: 'sort, id', writable: ['category', 'post_code', 'post_name', 'sort', 'remark'] };

const deptForm = z.object({
  id: zId.optional(),
  parentId: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '0') || '0'),
  deptName: z.string().trim().min(1, '请输入机构名称').max(50),
  fullName: z.string().trim().max(100).optional().nullable(),
  deptCategory: z.coerce.number().int().min(1).max(3).default(1),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  remark: z.string().max(255).optional().nullable(),
});

export default defineModule((r) => {
  const deptQuery = z.object({ deptName: zFilter, fullName: zFilter, parentId: zId.optional(), tenantId: z.string().optional() });
  r({ method: 'GET', url: '/blade-system/dept/list', summary: 'Departments: tree list', query: deptQuery,
    handler: async (ctx, { query }) => {
      const rows = await ctx.data.list<any>(DEPT, [
        query.deptName && sql`dept_name ILIKE ${'%' + query.deptName + '%'}`,
        query.fullName && sql`full_name ILIKE ${'%' + query.fullName + '%'}`,
      ]);
      return query.deptName || query.fullName ? rows : toTree(rows);
    } });
  r({ method: 'GET', url: '/blade-system/dept/lazy-list', summary: 'Departments: one level', query: deptQuery,
    handler: async (ctx, { query }) => toApiRows(await ctx.q.query(sql`SELECT d.*, EXISTS (SELECT 1 FROM blade_dept c WHERE c.tenant_id = d.tenant_id
        AND c.parent_id = d.id AND c.is_deleted = 0) AS has_children FROM blade_dept d
      WHERE ${ctx.data.base(DEPT, 'd')} AND d.parent_id = ${query.parentId ?? '0'} ORDER BY d.sort, d.id`)) });
  for (const url of ['/blade-system/dept/tree', '/blade-system/dept/lazy-tree']) {
    r({ method: 'GET', url, summary: 'Department tree (for pickers)', query: deptQuery,
      handler: async (ctx, { query }) => {
        const scoped = query.tenantId ? ctx.forTenant(query.tenantId) : ctx.data;
        const rows = await scoped.list<any>(DEPT);
        const nodes = rows.map((d) => ({ id: d.id, parentId: d.parentId, title: d.deptName, key: d.id, value: d.id }));
        return url.endsWith('lazy-tree') ? nodes.filter((n) => n.parentId === (query.parentId ?? '0')) : toTree(nodes);
      } });
  }
  r({ method: 'GET', url: '/blade-system/dept/detail', summary: 'Department detail', query: z.object({ id: zId }),
    handler: (ctx, { query }) => ctx.data.get(DEPT, query.id) });
  r({ method: 'POST', url: '/blade-system/dept/submit', summary: 'Departments: add or update', body: deptForm, perm: ['dept_add', 'dept_edit'],
    handler: async (ctx, { body }) => {
      let ancestors = '0';
      if (body.parentId !== '0') {
        const parent = await ctx.data.get<any>(DEPT, body.parentId);
        if (body.id && (parent.id === body.id || String(parent.ancestors).split(',').includes(body.id))) throw bad('上级机构不能是自己或下级');
        ancestors = `${parent.ancestors},${parent.id}`;
      }
      const row = { ...body, ancestors };
      return body.id ? ctx.data.update(DEPT, body.id, row) : ctx.data.insert(DEPT, row);
    } });
  r({ method: 'POST', url: '/blade-system/dept/remove', summary: 'Departments: remove', query: z.object({ ids: zIds }), perm: 'dept_delete',
    handler: async (ctx, { query }) => {
      const kids = await ctx.q.one(sql`SELECT 1 FROM blade_dept WHERE ${ctx.data.base(DEPT)} AND parent_id = ANY(${query.ids}::bigint[]) AND NOT (id = ANY(${query.ids}::bigint[]))`);
      if (kids) throw bad('请先删除子节点');
      const n = await ctx.data.remove(DEPT, query.ids);
      if (!n) throw notFound();
      return n;
    } });

  crudRoutes(r, {
    base: '/blade-system/post', title: 'Posts', spec: POST,
    perms: { add: 'post_add', edit: 'post_edit', remove: 'post_delete' },
    form: z.object({
      id: zId.optional(),
      category: z.coerce.number().int().min(1).max(9).default(1),
      postCode: z.string().trim().min(1, '请输入岗位编号').max(20),
      postName: z.string().trim().min(1, '请输入岗位名称').max(50),
      sort: z.coerce.number().int().min(0).max(99999).default(0),
      remark: z.string().max(255).optional().nullable(),
    }),
    filters: z.object({ postCode: zFilter, postName: zFilter, category: z.coerce.number().int().optional() }),
    where: (_ctx, q) => [
      q.postCode && sql`post_code ILIKE ${'%' + q.postCode + '%'}`,
      q.postName && sql`post_name ILIKE ${'%' + q.postName + '%'}`,
      q.category !== undefined && sql`category = ${q.category}`,
    ],
  });
  r({ method: 'GET', url: '/blade-system/post/select', summary: 'Posts for pickers', query: z.object({ tenantId: z.string().optional() }),
    handler: async (ctx, { query }) => (query.tenantId ? ctx.forTenant(query.tenantId) : ctx.data).list(POST) });
});
