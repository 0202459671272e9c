import { reportApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { exportRecordPage, sendKeptExport } from '../../platform/export.ts';

export default defineRoutes((r) => {
  r(reportApi.exportRecordPage, (ctx, { query }) => exportRecordPage(ctx, query));
  r(reportApi.exportRecordDownload, (ctx, { query, reply }) => sendKeptExport(ctx, reply, query.id), { raw: true });
});
