import { hotelReportApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as reports from './service.ts';

/** Hotel reports (酒店报表). */
export default defineRoutes((r) => {
  r(hotelReportApi.statusList, (ctx, { query }) => reports.statusList(ctx, query));
  r(hotelReportApi.total, (ctx, { query }) => reports.total(ctx, query));
  r(hotelReportApi.page, (ctx, { query }) => reports.page(ctx, query));
  r(hotelReportApi.exportFile, (ctx, { query, reply }) => reports.exportReport(ctx, reply, query), { raw: true });
  r(hotelReportApi.supplierSummary, (ctx, { query }) => reports.supplierSummary(ctx, query));
});
