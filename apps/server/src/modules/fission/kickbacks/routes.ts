import { fissionApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(A.orderPage, (ctx, { query }) => service.orderPage(ctx, query));
  r(A.orderDaily, (ctx, { query }) => service.daily(ctx, query.days));
  r(A.kickbackDetail, (ctx, { query }) => service.kickbackDetail(ctx, query.orderId));
});
