import { ecardReportApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as reports from './service.ts';

/** 电子卡报表: daily sales, daily activations, checks by day and by project, signed projects, and their xlsx. */
export default defineRoutes((r) => {
  r(ecardReportApi.dailySales, (ctx, { query }) => reports.dailySales(ctx, query));
  r(ecardReportApi.dailyActivation, (ctx, { query }) => reports.dailyActivation(ctx, query));
  r(ecardReportApi.verifySummary, (ctx, { query }) => reports.verifySummary(ctx, query));
  r(ecardReportApi.projectVerify, (ctx, { query }) => reports.projectVerify(ctx, query));
  r(ecardReportApi.signedProjects, (ctx, { query }) => reports.signedProjects(ctx, query));
  r(ecardReportApi.exportFile, (ctx, { query, reply }) => reports.exportReport(ctx, reply, query), { raw: true });
});
