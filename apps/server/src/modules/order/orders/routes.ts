import { orderApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import { customerOrder } from './store.ts';

/** The scenic order list, its details, logs and remarks, the unusual orders, and the customer's order page. */
export default defineRoutes((r) => {
  r(orderApi.tradeStatus, (ctx, { query }) => service.tradeStatus(ctx.data, query.orderId));

  // back office
  r(orderApi.page, (ctx, { query }) => service.orderPage(ctx.data, query));
  r(orderApi.info, (ctx, { query }) => service.orderInfo(ctx.data, query.orderId));
  r(orderApi.guests, async (ctx, { query }) => (await service.orderInfo(ctx.data, query.orderId)).guests);
  r(orderApi.processLog, (ctx, { query }) => service.logs(ctx.data, query.orderId, 'process'));
  r(orderApi.refundLog, (ctx, { query }) => service.logs(ctx.data, query.orderId, 'refund'));
  r(orderApi.operateLog, (ctx, { query }) => service.logs(ctx.data, query.orderId, 'operate'));
  r(orderApi.rescheduleLog, (ctx, { query }) => service.logs(ctx.data, query.orderId, 'reschedule'));
  r(orderApi.getRemark, (ctx, { query }) => service.getRemark(ctx.data, query.orderId));
  r(orderApi.addRemark, (ctx, { query }) => service.addRemark(ctx, query.orderId, query.remark), { log: true });
  r(orderApi.exportFile, (ctx, { query, reply }) => service.exportOrders(ctx, reply, query), { raw: true });
  r(orderApi.remove, (ctx, { query }) => service.removeEnded(ctx.data, query.ids));

  // unusual orders
  r(orderApi.unusualTypes, () => service.unusualTypes());
  r(orderApi.unusualPage, (ctx, { query }) => service.unusualPage(ctx.data, query));
  r(orderApi.unusualDetail, (ctx, { query }) => service.orderInfo(ctx.data, query.orderId));
  r(orderApi.unusualLog, (ctx, { query }) => service.unusualLogs(ctx.data, query.orderId));

  // the customer's order page (public, by code)
  r(orderApi.customerOrder, (ctx, { query }) => customerOrder(ctx.q, query.code));
});
