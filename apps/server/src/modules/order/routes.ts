import type { FastifyRequest } from 'fastify';
import { orderApi } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { defineRoutes } from '../../platform/route.ts';
import { actorOf, endUnpaid, idempotent, placeOrder } from './service.ts';
import { createTrade, payCallback } from './payment.ts';
import { reschedule } from './reschedule.ts';
import * as views from './views.ts';
import { customerOrder } from './customer.ts';

/** The caller's idempotency key: the header, else the body's. */
export const idemKey = (req: FastifyRequest, body?: { idempotencyKey?: string }) =>
  (req.headers['idempotency-key'] as string | undefined) ?? body?.idempotencyKey;

/** A money call of any area (a refund, its audit) run once per the caller's key; without a key it just runs. */
export const moneyOnce = <T>(
  ctx: Ctx,
  req: FastifyRequest,
  body: { idempotencyKey?: string },
  scope: 'refund' | 'refund-audit',
  fn: () => Promise<T>,
) => idempotent(ctx.data, scope, idemKey(req, body), fn);

export default defineRoutes((r, svc) => {
  const pay = () => svc.providers.payment;

  // selling
  r(orderApi.place, (ctx, { body, req }) =>
    idempotent(ctx.data, 'place-order', idemKey(req, body), () =>
      placeOrder(ctx.data, actorOf(ctx), { ...body, offers: { couponId: body.couponId } }),
    ),
  );
  r(orderApi.payTrade, (ctx, { body }) => createTrade(ctx.data, pay(), body.orderId));
  r(orderApi.payNotifySandbox, (ctx, { body }) => payCallback(ctx.q, pay(), body));
  r(orderApi.tradeStatus, (ctx, { query }) => views.tradeStatus(ctx.data, query.orderId));
  r(orderApi.cancel, (ctx, { body }) => endUnpaid(ctx.data, body.orderId, 'cancel', actorOf(ctx)));

  // back office
  r(orderApi.page, (ctx, { query }) => views.orderPage(ctx.data, query));
  r(orderApi.info, (ctx, { query }) => views.orderInfo(ctx.data, query.orderId));
  r(orderApi.guests, async (ctx, { query }) => (await views.orderInfo(ctx.data, query.orderId)).guests);
  r(orderApi.processLog, (ctx, { query }) => views.logs(ctx.data, query.orderId, 'process'));
  r(orderApi.refundLog, (ctx, { query }) => views.logs(ctx.data, query.orderId, 'refund'));
  r(orderApi.operateLog, (ctx, { query }) => views.logs(ctx.data, query.orderId, 'operate'));
  r(orderApi.rescheduleLog, (ctx, { query }) => views.logs(ctx.data, query.orderId, 'reschedule'));
  r(orderApi.reschedule, (ctx, { body }) => reschedule(ctx.data, body.orderId, body.touristDate, actorOf(ctx)));
  r(orderApi.getRemark, (ctx, { query }) => views.getRemark(ctx.data, query.orderId));
  r(orderApi.addRemark, (ctx, { query }) => views.addRemark(ctx, query.orderId, query.remark), { log: true });
  r(orderApi.exportFile, (ctx, { query, reply }) => views.exportOrders(ctx, reply, query), { raw: true });
  r(orderApi.remove, (ctx, { query }) => views.removeEnded(ctx.data, query.ids));

  // unusual orders
  r(orderApi.unusualTypes, () => views.unusualTypes());
  r(orderApi.unusualPage, (ctx, { query }) => views.unusualPage(ctx.data, query));
  r(orderApi.unusualDetail, (ctx, { query }) => views.orderInfo(ctx.data, query.orderId));
  r(orderApi.unusualMoney, (ctx, { query }) => views.unusualMoney(ctx.data, query.orderId));
  r(orderApi.unusualLog, (ctx, { query }) => views.unusualLogs(ctx.data, query.orderId));

  // the customer's order page (public, by code)
  r(orderApi.customerOrder, (ctx, { query }) => customerOrder(ctx.q, query.code));
});
