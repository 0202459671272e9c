import { z } from 'zod';
import { MSG, PLATFORM_TENANT_ID, zDictForm, zId, zIds, zFilter, zPageQuery } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { toApiRows } from '../../platform/rows.ts';
import { toTree } from './menu.ts';

export const DICT: TableSpec = { name: 'blade_dict', tenant: true, orderBy: 'sort, id', writable: ['parent_id', 'code', 'dict_key', 'dict_value', 'sort', 'remark', 'is_sealed'] };

export default defineModule((r) => {
  const filters = zPageQuery.extend({ code: zFilter, dictValue: zFilter, parentId: zId.optional() });
  const where = (q: z.output<typeof filters>, parentId: string) => [
    sql`parent_id = ${parentId}`,
    q.code && sql`code ILIKE ${'%' + q.code + '%'}`,
    q.dictValue && sql`dict_value ILIKE ${'%' + q.dictValue + '%'}`,
  ];
  for (const url of ['/blade-system/dict/list', '/blade-system/dict/parent-list']) {
    r({ method: 'GET', url, summary: 'Dictionaries: parent entries (page)', query: filters,
      handler: (ctx, { query }) => ctx.data.page(DICT, { where: where(query, '0'), current: query.current, size: query.size }) });
  }
  r({ method: 'GET', url: '/blade-system/dict/child-list', summary: 'Dictionaries: entries of a parent (page)', query: filters,
    handler: async (ctx, { query }) => {
      if (!query.parentId) throw bad(MSG.paramInvalid);
      return ctx.data.page(DICT, { where: where(query, query.parentId), current: query.current, size: query.size });
    } });
  r({ method: 'GET', url: '/blade-system/dict/tree', summary: 'Dictionary tree (parents and children)',
    handler: async (ctx) => toTree((await ctx.data.list<any>(DICT)).map((d) => ({ ...d, title: d.dictValue, key: d.id, value: d.id }))) });
  r({ method: 'GET', url: '/blade-system/dict/detail', summary: 'Dictionary detail', query: z.object({ id: zId }),
    handler: (ctx, { query }) => ctx.data.get(DICT, query.id) });
  // The entries of one dictionary code, for selects: the tenant's own, then the platform's.
  r({ method: 'GET', url: '/blade-system/dict/dictionary', summary: 'Entries of a dictionary code', query: z.object({ code: z.string().min(1).max(64) }),
    handler: async (ctx, { query }) => {
      const rows = await ctx.q.query(sql`SELECT DISTINCT ON (dict_key) id, parent_id, code, dict_key, dict_value, sort, remark
        FROM blade_dict WHERE code = ${query.code} AND parent_id <> 0 AND is_deleted = 0 AND is_sealed = 0
          AND tenant_id IN (${ctx.tenantId}, ${PLATFORM_TENANT_ID})
        ORDER BY dict_key, (tenant_id = ${ctx.tenantId}) DESC`);
      return toApiRows(rows).sort((a: any, b: any) => a.sort - b.sort);
    } });

  r({ method: 'POST', url: '/blade-system/dict/submit', summary: 'Dictionaries: add or update', body: zDictForm, perm: ['dict_add', 'dict_edit'],
    handler: async (ctx, { body }) => {
      if (!(await ctx.can(body.id ? 'dict_edit' : 'dict_add'))) throw bad(MSG.noPermission);
      let code = body.code!;
      if (body.parentId !== '0') {
        const parent = await ctx.data.get<any>(DICT, body.parentId);
        code = parent.code; // a child always carries its parent's code
      } else {
        const dup = await ctx.q.one(sql`SELECT 1 FROM blade_dict WHERE tenant_id = ${ctx.tenantId} AND parent_id = 0 AND code = ${code}
          AND is_deleted = 0 AND id <> ${body.id ?? '0'}`);
        if (dup) throw bad(MSG.dictCodeExists);
      }
      const row = { ...body, code, dictKey: body.parentId === '0' ? '-1' : body.dictKey };
      const saved = body.id ? await ctx.data.update<any>(DICT, body.id, row) : await ctx.data.insert<any>(DICT, row);
      if (body.id && body.parentId === '0') {
        await ctx.q.query(sql`UPDATE blade_dict SET code = ${code} WHERE tenant_id = ${ctx.tenantId} AND parent_id = ${body.id} AND is_deleted = 0`);
      }
      return saved;
    } });
  r({ method: 'POST', url: '/blade-system/dict/seal', summary: 'Dictionaries: seal or unseal', perm: 'dict_edit',
    query: z.object({ ids: zIds, isSealed: z.coerce.number().int().min(0).max(1) }),
    handler: async (ctx, { query }) => {
      const rows = await ctx.q.query(sql`UPDATE blade_dict SET is_sealed = ${query.isSealed}, update_time = now(), update_user = ${ctx.requireUser().userId}
        WHERE ${ctx.data.base(DICT)} AND id = ANY(${query.ids}::bigint[]) RETURNING id`);
      if (!rows.length) throw notFound();
      return rows.length;
    } });
  r({ method: 'POST', url: '/blade-system/dict/remove', summary: 'Dictionaries: remove (a parent with its entries)', query: z.object({ ids: zIds }), perm: 'dict_delete',
    handler: async (ctx, { query }) => {
      const n = await ctx.data.remove(DICT, query.ids);
      if (!n) throw notFound();
      await ctx.q.query(sql`UPDATE blade_dict SET is_deleted = 1 WHERE ${ctx.data.base(DICT)} AND parent_id = ANY(${query.ids}::bigint[])`);
      return n;
    } });
});
