import { openApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { openApiDocument } from '@yym/contract';
import * as service from './service.ts';

/**
 * The partner API under /api/open/v1: public routes whose authentication is the request's signature
 * (service.partnerCall), each opening its own transactions; the raw body is kept for the signature.
 */
export default defineRoutes((r, svc) => {
  const signed = { noTx: true, rawBody: true, log: false } as const;
  r(
    openApi.products,
    (_c, { query, req }) => service.partnerCall(svc, req, 'products:read', (ctx) => service.products(ctx.data, query)),
    signed,
  );
  r(
    openApi.place,
    (_c, { body, req }) => service.partnerCall(svc, req, 'orders:create', (ctx, a) => service.place(ctx.data, a, body)),
    signed,
  );
  r(
    openApi.pay,
    (_c, { body, req }) => service.partnerCall(svc, req, 'orders:create', (ctx) => service.pay(ctx.data, body.orderId)),
    signed,
  );
  r(
    openApi.order,
    (_c, { query, req }) => service.partnerCall(svc, req, 'orders:read', (ctx) => service.orderOf(ctx.data, query.orderId)),
    signed,
  );
  r(
    openApi.refund,
    (_c, { body, req }) =>
      service.partnerCall(svc, req, 'orders:refund', (ctx, a) => service.refund(ctx.data, a, body.orderId, body.reason)),
    signed,
  );
  r(
    openApi.check,
    (_c, { body, req }) => service.partnerCall(svc, req, 'checks', (ctx, a) => service.check(ctx.data, a, body.code)),
    signed,
  );
  r(openApi.spec, async (_c, { reply }) => reply.send(openApiDocument()), { raw: true, noTx: true, log: false });
});
