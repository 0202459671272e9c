import type { FastifyReply } from 'fastify';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { sql } from '../../platform/sql.ts';
import { LocalStorage, newKey } from '../../platform/storage.ts';
import type { Config } from '../../platform/config.ts';

/** Kept exports live apart from uploads: the public /files route never serves them. */
export const exportStorage = (cfg: Config) => new LocalStorage(join(cfg.dataDir, 'exports'));

export type Column = [header: string, field: string | ((row: any) => unknown)];

/**
 * Answer an xlsx file (blob), keep a copy and write an export record row: the report-download page
 * (报表下载) lists the caller's exports and gives the file again.
 * File names are our own text, never user input used as a path.
 */
export async function sendXlsx(ctx: Ctx, reply: FastifyReply, title: string, columns: Column[], rows: any[]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title);
  ws.columns = columns.map(([header]) => ({ header, width: 18 }));
  for (const r of rows) ws.addRow(columns.map(([, f]) => (typeof f === 'function' ? f(r) : r[f]) ?? ''));
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const fileName = `${title}${stamp}.xlsx`;
  const key = newKey(ctx.tenantId, 'export', 'xlsx');
  await exportStorage(ctx.svc.cfg).put(key, buf);
  await ctx.q.query(sql`INSERT INTO biz_export_record (tenant_id, name, file_name, row_count, create_user, user_name, file_key, file_size)
    VALUES (${ctx.tenantId}, ${title}, ${fileName}, ${rows.length}, ${ctx.user?.userId ?? null}, ${ctx.user?.realName || ctx.user?.account || null},
      ${key}, ${buf.length})`);
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(buf);
}
