import { orderApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { actorOf } from '../orders/service.ts';
import { reschedule } from './service.ts';

/** A paid ticket order moved to another play date. */
export default defineRoutes((r) => {
  r(orderApi.reschedule, (ctx, { body }) => reschedule(ctx.data, body.orderId, body.touristDate, actorOf(ctx)));
});
