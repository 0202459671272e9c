import { h5VoiceApi, voiceOrderApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as store from '../store.ts';
import * as service from './service.ts';

/** 语音订单 in the back office, and the storefront's voice page, audio, purchase and order. */
export default defineRoutes((r) => {
  const A = voiceOrderApi;
  r(A.page, (ctx, { body }) => service.page(ctx, body));
  r(A.countVoiceType, (ctx) => service.countVoiceType(ctx));
  r(A.exportFile, (ctx, { body, reply }) => service.exportOrders(ctx, reply, body), { raw: true });
  r(A.detail, (ctx, { query }) => service.detail(ctx, query.orderId));
  r(A.process, (ctx, { query }) => service.logs(ctx, query.orderId, 'process'));
  r(A.refundLog, (ctx, { query }) => service.logs(ctx, query.orderId, 'refund'));
  r(A.operateLog, (ctx, { query }) => service.logs(ctx, query.orderId, 'operate'));
  r(A.remarks, (ctx, { body }) => service.remark(ctx, body.orderId, body.remark));
  r(A.refundDetail, (ctx, { query }) => service.refundDetail(ctx, query.orderId));
  r(A.forceRefund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => service.forceRefund(ctx, body.orderId, body.reason)));

  // storefront (public): the tenant comes from the link, then from the order's code
  r(h5VoiceApi.detail, (ctx, { query }) => store.voiceDetail(ctx, query.id, query.tenantId));
  r(h5VoiceApi.audio, (ctx, { query, reply }) => store.audio(ctx, reply, query), { raw: true });
  r(h5VoiceApi.buy, (ctx, { body, req }) => store.buy(ctx, body, req), { noTx: true });
  r(h5VoiceApi.order, (ctx, { query }) => store.order(ctx, query.code));
});
