import { reportApi, reportFiguresApi as R } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { exportRecordPage, sendKeptExport } from '../../../platform/export.ts';
import { exportScenicOrders, exportSheet } from './service.ts';

/** 报表下载 (every area's kept exports) and the report pages' xlsx. */
export default defineRoutes((r) => {
  r(reportApi.exportRecordPage, (ctx, { query }) => exportRecordPage(ctx, query));
  r(reportApi.exportRecordDownload, (ctx, { query, reply }) => sendKeptExport(ctx, reply, query.id), { raw: true });
  const raw = { raw: true } as const;
  r(R.orderExport, (ctx, { query, reply }) => exportSheet(ctx, reply, 'order', query), raw);
  r(R.scenicOperateExport, (ctx, { query, reply }) => exportSheet(ctx, reply, 'scenic', query), raw);
  r(R.scenicOrderExport, (ctx, { query, reply }) => exportScenicOrders(ctx, reply, query), raw);
  r(R.ticketExport, (ctx, { query, reply }) => exportSheet(ctx, reply, 'ticket', query), raw);
  r(R.supDisExport, (ctx, { query, reply }) => exportSheet(ctx, reply, 'supDis', query), raw);
  r(R.usersExport, (ctx, { query, reply }) => exportSheet(ctx, reply, 'users', query), raw);
  r(R.marketExport, (ctx, { query, reply }) => exportSheet(ctx, reply, 'market', query), raw);
  r(R.financeExport, (ctx, { query, reply }) => exportSheet(ctx, reply, 'finance', query), raw);
});
