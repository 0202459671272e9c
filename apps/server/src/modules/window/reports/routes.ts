import { windowReportApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 售票报表 and the window's sales list. */
export default defineRoutes((r) => {
  r(A.summary, (ctx, { query }) => s.summary(ctx, query));
  r(A.export, (ctx, { query, reply }) => s.exportSummary(ctx, reply, query), { raw: true });
  r(A.salePage, (ctx, { query }) => s.salePage(ctx, query));
  r(A.countDate, (ctx, { query }) => s.countDate(ctx, query));
  r(A.queryExcel, (ctx, { query, reply }) => s.exportSales(ctx, reply, query), { raw: true });
});
