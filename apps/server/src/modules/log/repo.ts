import type { Scoped } from '../../platform/repo.ts';
import { pageQuery } from '../../platform/paging.ts';
import { sql } from '../../platform/sql.ts';
import { toApi } from '../../platform/rows.ts';
import type { z } from 'zod';
import type { ApiLogRow, ErrorLogRow, apiLogQuery, browserErrors } from '@yym/contract';

// Log rows are never edited or soft-deleted, so these statements use the tenant condition alone.

export function apiLogPage(db: Scoped, q: z.output<typeof apiLogQuery>) {
  return pageQuery<ApiLogRow>(db.q, {
    from: sql`blade_log_api`,
    where: [
      db.tenant(),
      q.createBy && sql`create_by ILIKE ${`%${q.createBy}%`}`,
      q.requestUri && sql`request_uri ILIKE ${`%${q.requestUri}%`}`,
      q.outcome === 'ok' && sql`outcome_code = 200`,
      q.outcome === 'fail' && sql`outcome_code <> 200`,
    ],
    orderBy: sql`create_time DESC, id DESC`,
    current: q.current,
    size: q.size,
  });
}

export async function apiLogById(db: Scoped, id: string): Promise<ApiLogRow | undefined> {
  const row = await db.one(sql`SELECT * FROM blade_log_api WHERE ${db.tenant()} AND id = ${id}`);
  return row && toApi<ApiLogRow>(row);
}

export async function insertErrors(db: Scoped, account: string, errors: z.output<typeof browserErrors>): Promise<void> {
  for (const e of errors) {
    await db.query(sql`INSERT INTO blade_log_error (tenant_id, type, url, message, stack, happened_at, create_by)
      VALUES (${db.tenantId}, ${e.type ?? null}, ${e.url ?? null}, ${e.message ?? null}, ${e.stack ?? null},
        ${e.time == null ? null : String(e.time)}, ${account})`);
  }
}

export function errorLogPage(db: Scoped, q: { current: number; size: number }) {
  return pageQuery<ErrorLogRow>(db.q, {
    from: sql`blade_log_error`,
    where: [db.tenant()],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });
}
