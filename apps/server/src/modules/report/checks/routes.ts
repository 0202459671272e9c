import { reportFiguresApi as R } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as checks from './service.ts';

/** 检票统计 and 用户分析 (the scenic-verify ratios are the same calls, by scenic spot). */
export default defineRoutes((r) => {
  r(R.ticketStatistics, (ctx, { query }) => checks.ticketStatistics(ctx, query));
  r(R.verifyReportPage, (ctx, { query }) => checks.verifyHours(ctx, query));
  r(R.verifyCompare, (ctx, { query }) => checks.verifyCompare(ctx, query));
  r(R.userSex, (ctx, { query }) => checks.userSex(ctx, query));
  r(R.userAge, (ctx, { query }) => checks.userAge(ctx, query));
  r(R.userAffiliation, (ctx, { query }) => checks.userAffiliation(ctx, query));
});
