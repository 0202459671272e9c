import { z } from 'zod';
import { zId, zFilter, zPageQuery } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { TableSpec } from '../../platform/repo.ts';

const API_LOG: TableSpec = { name: 'blade_log_api', tenant: true, orderBy: 'create_time DESC, id DESC', writable: [] };
const ERROR_LOG: TableSpec = { name: 'blade_log_error', tenant: true, orderBy: 'create_time DESC, id DESC', writable: ['type', 'url', 'message', 'stack', 'happened_at'] };

// Log tables have no soft delete; the generic base condition expects one, so these queries use their own.
export default defineModule((r) => {
  const apiQuery = zPageQuery.extend({ createBy: zFilter, requestUri: zFilter, outcome: z.enum(['ok', 'fail']).optional() });
  for (const url of ['/blade-log/api/list', '/blade-log/api/page']) {
    r({ method: 'GET', url, summary: 'Operation log: page', query: apiQuery, perm: 'log_api',
      handler: async (ctx, { query }) => {
        const where = sql.and([
          sql`tenant_id = ${ctx.tenantId}`,
          query.createBy && sql`create_by ILIKE ${'%' + query.createBy + '%'}`,
          query.requestUri && sql`request_uri ILIKE ${'%' + query.requestUri + '%'}`,
          query.outcome === 'ok' && sql`outcome_code = 200`,
          query.outcome === 'fail' && sql`outcome_code <> 200`,
        ]);
        const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM blade_log_api WHERE ${where} LIMIT 10001) x`)) as [{ n: number }];
        const rows = await ctx.q.query(sql`SELECT * FROM blade_log_api WHERE ${where} ORDER BY create_time DESC, id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
        const { toApiRows } = await import('../../platform/rows.ts');
        const total = Math.min(n, 10000);
        return { records: toApiRows(rows), total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
      } });
  }
  r({ method: 'GET', url: '/blade-log/api/detail', summary: 'Operation log: detail', query: z.object({ id: zId }), perm: 'log_api',
    handler: async (ctx, { query }) => {
      const row = await ctx.q.one(sql`SELECT * FROM blade_log_api WHERE tenant_id = ${ctx.tenantId} AND id = ${query.id}`);
      const { toApi } = await import('../../platform/rows.ts');
      const { notFound } = await import('../../platform/errors.ts');
      if (!row) throw notFound();
      return toApi(row);
    } });

  // The shell's error-log dialog uploads what the browser caught.
  r({ method: 'POST', url: '/blade-log/error/upload', summary: 'Upload browser error logs', self: true, log: false,
    body: z.array(z.object({
      type: z.string().max(50).optional(), url: z.string().max(1000).optional(), message: z.string().max(4000).optional(),
      stack: z.string().max(20000).optional(), time: z.union([z.string(), z.number()]).optional(),
    })).max(200),
    handler: async (ctx, { body }) => {
      for (const e of body) {
        await ctx.q.query(sql`INSERT INTO blade_log_error (tenant_id, type, url, message, stack, happened_at, create_by)
          VALUES (${ctx.tenantId}, ${e.type ?? null}, ${e.url ?? null}, ${e.message ?? null}, ${e.stack ?? null}, ${e.time == null ? null : String(e.time)}, ${ctx.requireUser().account})`);
      }
      return body.length;
    } });
  r({ method: 'GET', url: '/blade-log/error/list', summary: 'Browser error logs: page', query: zPageQuery, perm: 'log_error',
    handler: async (ctx, { query }) => {
      const rows = await ctx.q.query(sql`SELECT * FROM blade_log_error WHERE tenant_id = ${ctx.tenantId} ORDER BY id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
      const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM blade_log_error WHERE tenant_id = ${ctx.tenantId}`)) as [{ n: number }];
      const { toApiRows } = await import('../../platform/rows.ts');
      return { records: toApiRows(rows), total: n, size: query.size, current: query.current, pages: Math.ceil(n / query.size) };
    } });
  void API_LOG; void ERROR_LOG;
});
