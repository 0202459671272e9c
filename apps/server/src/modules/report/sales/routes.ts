import { reportFiguresApi as R } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as sales from './service.ts';

/** The sales reports: 订单报表, 景区运营, 供应分销报表, 供应市场报表, 财务报表 (and the filters' choices). */
export default defineRoutes((r) => {
  // Figures only read: the read path (no transaction; a replica when there is one).
  const read = { read: true } as const;
  r(R.options, (ctx, { query }) => sales.options(ctx, query), read);
  r(R.orderGather, (ctx, { query }) => sales.orderGather(ctx, query), read);
  r(R.salesRanking, (ctx, { query }) => sales.salesRanking(ctx, query), read);
  r(R.orderDetail, (ctx, { query }) => sales.orderDetail(ctx, query), read);
  r(R.orderRatio, (ctx, { query }) => sales.orderRatio(ctx, query), read);
  r(R.orderTypesCollect, (ctx, { query }) => sales.orderTypesCollect(ctx, query), read);
  r(R.scenicOperatePage, (ctx, { query }) => sales.scenicOperatePage(ctx, query), read);
  r(R.scenicOperateStatistics, (ctx, { query }) => sales.scenicOperateStatistics(ctx, query), read);
  r(R.scenicOperateDetails, (ctx, { query }) => sales.scenicOperateDetails(ctx, query), read);
  r(R.supplierCollect, (ctx, { query }) => sales.supplierCollect(ctx, query), read);
  r(R.distributorCollect, (ctx, { query }) => sales.distributorCollect(ctx, query), read);
  r(R.saleStatistics, (ctx, { query }) => sales.saleStatistics(ctx, query), read);
  r(R.supplierSettlement, (ctx, { query }) => sales.supplierSettlement(ctx, query), read);
  r(R.otaStatistics, (ctx, { query }) => sales.otaStatistics(ctx, query), read);
  r(R.otaDetail, (ctx, { query }) => sales.otaDetail(ctx, query), read);
  r(R.teamCompare, (ctx, { query }) => sales.teamCompare(ctx, query), read);
  r(R.financeReport, (ctx, { query }) => sales.financeReport(ctx, query), read);
  r(R.financeDetail, (ctx, { query }) => sales.financeDetail(ctx, query), read);
  r(R.paymentFlow, (ctx, { query }) => sales.paymentFlow(ctx, query), read);
});
