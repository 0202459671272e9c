import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { sql } from '../../platform/sql.ts';

export type Column = [header: string, field: string | ((row: any) => unknown)];

/**
 * Answer an xlsx file (blob) and write an export record row, which the report-export list shows.
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
  await ctx.q.query(sql`INSERT INTO biz_export_record (tenant_id, name, file_name, row_count, create_user, user_name)
    VALUES (${ctx.tenantId}, ${title}, ${fileName}, ${rows.length}, ${ctx.user?.userId ?? null}, ${ctx.user?.realName || ctx.user?.account || null})`);
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(buf);
}
