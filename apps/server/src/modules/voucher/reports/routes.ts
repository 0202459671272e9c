import { gpvReportApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(gpvReportApi.saleSummary, (ctx, { query }) => service.saleSummary(ctx, query));
  r(gpvReportApi.byGpv, (ctx, { query }) => service.byGpv(ctx, query));
  r(gpvReportApi.exportFile, (ctx, { query, reply }) => service.exportByGpv(ctx, reply, query), { raw: true });
  r(gpvReportApi.verifySummary, (ctx, { query }) => service.verifySummary(ctx, query));
  r(gpvReportApi.verifyExport, (ctx, { query, reply }) => service.exportVerify(ctx, reply, query), { raw: true });
});
