import { orderApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { actorOf, idemKey, idempotent } from '../orders/service.ts';
import { endUnpaid, placeOrder } from './service.ts';

/** Selling a ticket in the back office, and cancelling an unpaid order. */
export default defineRoutes((r) => {
  r(orderApi.place, (ctx, { body, req }) =>
    idempotent(ctx.data, 'place-order', idemKey(req, body), () =>
      placeOrder(ctx.data, actorOf(ctx), { ...body, offers: { couponId: body.couponId } }),
    ),
  );
  r(orderApi.cancel, (ctx, { body }) => endUnpaid(ctx.data, body.orderId, 'cancel', actorOf(ctx)));
});
