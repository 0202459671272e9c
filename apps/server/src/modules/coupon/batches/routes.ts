import { couponApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(couponApi.batchSubmit, (ctx, { body }) => service.submitBatch(ctx, body));
  r(couponApi.batchPage, (ctx, { body }) => service.batchPage(ctx, body));
  r(couponApi.batchDetail, (ctx, { query }) => service.batchDetail(ctx, query.id));
  r(couponApi.exportBatch, (ctx, { body, reply }) => service.exportBatch(ctx, reply, body.id), { raw: true });
  r(couponApi.submitCoupon, (ctx, { body }) => service.submitCoupon(ctx, body));
});
