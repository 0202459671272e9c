import { reportFiguresApi as R } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as sales from './service.ts';

/** The sales reports: 订单报表, 景区运营, 供应分销报表, 供应市场报表, 财务报表 (and the filters' choices). */
export default defineRoutes((r) => {
  r(R.options, (ctx, { query }) => sales.options(ctx, query));
  r(R.orderGather, (ctx, { query }) => sales.orderGather(ctx, query));
  r(R.salesRanking, (ctx, { query }) => sales.salesRanking(ctx, query));
  r(R.orderDetail, (ctx, { query }) => sales.orderDetail(ctx, query));
  r(R.orderRatio, (ctx, { query }) => sales.orderRatio(ctx, query));
  r(R.orderTypesCollect, (ctx, { query }) => sales.orderTypesCollect(ctx, query));
  r(R.scenicOperatePage, (ctx, { query }) => sales.scenicOperatePage(ctx, query));
  r(R.scenicOperateStatistics, (ctx, { query }) => sales.scenicOperateStatistics(ctx, query));
  r(R.scenicOperateDetails, (ctx, { query }) => sales.scenicOperateDetails(ctx, query));
  r(R.supplierCollect, (ctx, { query }) => sales.supplierCollect(ctx, query));
  r(R.distributorCollect, (ctx, { query }) => sales.distributorCollect(ctx, query));
  r(R.saleStatistics, (ctx, { query }) => sales.saleStatistics(ctx, query));
  r(R.supplierSettlement, (ctx, { query }) => sales.supplierSettlement(ctx, query));
  r(R.otaStatistics, (ctx, { query }) => sales.otaStatistics(ctx, query));
  r(R.otaDetail, (ctx, { query }) => sales.otaDetail(ctx, query));
  r(R.teamCompare, (ctx, { query }) => sales.teamCompare(ctx, query));
  r(R.financeReport, (ctx, { query }) => sales.financeReport(ctx, query));
  r(R.financeDetail, (ctx, { query }) => sales.financeDetail(ctx, query));
  r(R.paymentFlow, (ctx, { query }) => sales.paymentFlow(ctx, query));
});
