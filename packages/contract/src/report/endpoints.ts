import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zPageQuery } from '../schemas.ts';

/** An export the caller made: kept so the report-download page (报表下载) can give the file again. */
export interface ExportRecord {
  id: string;
  name: string;
  fileName: string;
  rowCount: number;
  fileSize: number | null;
  userName: string | null;
  createTime: string;
  downloadable: boolean;
  /** running: a background export still writing (rowCount of totalRows so far); failed: see error. */
  exportStatus: 'running' | 'done' | 'failed';
  totalRows: number | null;
  error: string | null;
}

const exportRecordQuery = zPageQuery.extend({ name: z.string().trim().max(100).optional() });

/** yym-biz-report: the caller's own export records (an export may hold customers' phone numbers: nobody else's are listed). */
export const reportApi = {
  exportRecordPage: endpoint({
    method: 'GET',
    path: '/yym-biz-report/export/record/page',
    aliases: ['/order-api/order/export/page'],
    summary: "Export records (report download list): the caller's own, page",
    query: exportRecordQuery,
    response: returns<Page<ExportRecord>>(),
  }),
  exportRecordDownload: endpoint({
    method: 'GET',
    path: '/yym-biz-report/export/record/download',
    summary: 'Export records: the kept xlsx file again (own exports only)',
    query: z.object({ id: zId }),
    blob: true,
  }),
};
