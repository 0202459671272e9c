import { reportFiguresApi as R } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as checks from './service.ts';

/** 检票统计 and 用户分析 (the scenic-verify ratios are the same calls, by scenic spot). */
export default defineRoutes((r) => {
  // Figures only read: the read path (no transaction; a replica when there is one).
  const read = { read: true } as const;
  r(R.ticketStatistics, (ctx, { query }) => checks.ticketStatistics(ctx, query), read);
  r(R.verifyReportPage, (ctx, { query }) => checks.verifyHours(ctx, query), read);
  r(R.verifyCompare, (ctx, { query }) => checks.verifyCompare(ctx, query), read);
  r(R.userSex, (ctx, { query }) => checks.userSex(ctx, query), read);
  r(R.userAge, (ctx, { query }) => checks.userAge(ctx, query), read);
  r(R.userAffiliation, (ctx, { query }) => checks.userAffiliation(ctx, query), read);
});
