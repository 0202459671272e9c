import { orderApi, payNoticeApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { createTrade, payCallback } from './service.ts';
import { payMethods, providerNotice, startPay } from './store.ts';

/**
 * Paying an order in the back office (the sandbox), the cashier with the tenant's providers, and the
 * providers' notices (public: signatures decide).
 */
export default defineRoutes((r, svc) => {
  const pay = () => svc.providers.payment;
  r(orderApi.payTrade, (ctx, { body }) => createTrade(ctx.data, pay(), body.orderId));
  r(orderApi.payNotifySandbox, (ctx, { body }) => payCallback(ctx.q, pay(), body));

  r(payNoticeApi.methods, (ctx, { query }) => payMethods(ctx, query.code));
  r(payNoticeApi.start, (ctx, { body }) => startPay(ctx, body), { noTx: true });
  const notice = { raw: true, noTx: true, rawBody: true, log: false } as const;
  r(payNoticeApi.wechatNotice, (_ctx, { query, req, reply }) => providerNotice(svc, 'wechat', query.tenantId, req, reply), notice);
  r(payNoticeApi.alipayNotice, (_ctx, { query, req, reply }) => providerNotice(svc, 'alipay', query.tenantId, req, reply), notice);
});
