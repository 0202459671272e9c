import { couponApi, couponStoreApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  r(couponApi.create, (ctx, { body }) => service.createCoupon(ctx, body));
  r(couponApi.update, (ctx, { body }) => service.updateCoupon(ctx, body));
  r(couponApi.page, (ctx, { body }) => service.couponPage(ctx, body));
  r(couponApi.detail, (ctx, { query }) => service.couponDetail(ctx, query.id));
  r(couponApi.clone, (ctx, { query }) => service.cloneCoupon(ctx, query.id));
  r(couponApi.rackUpAndDown, (ctx, { query }) => service.rackUpAndDown(ctx, query.ids, query.status));
  r(couponApi.remove, (ctx, { query }) => service.removeCoupons(ctx, query.ids));
  r(couponApi.isValid, (ctx, { query }) => service.setValid(ctx, query.id, query.isValid));
  r(couponApi.exportList, (ctx, { query, reply }) => service.exportCoupons(ctx, reply, query), { raw: true });
  r(couponApi.rewardPage, (ctx, { body }) => service.rewardPage(ctx, body));
  r(couponApi.renewCard, (ctx) => service.renewCard(ctx));
  r(couponApi.batchSubmit, (ctx, { body }) => service.submitBatch(ctx, body));
  r(couponApi.batchPage, (ctx, { body }) => service.batchPage(ctx, body));
  r(couponApi.batchDetail, (ctx, { query }) => service.batchDetail(ctx, query.id));
  r(couponApi.exportBatch, (ctx, { body, reply }) => service.exportBatch(ctx, reply, body.id), { raw: true });
  r(couponApi.userPage, (ctx, { body }) => service.userCouponPage(ctx, body));
  r(couponApi.submitCoupon, (ctx, { body }) => service.submitCoupon(ctx, body));

  // storefront (the customer's session opens its own transaction)
  r(couponStoreApi.centre, (ctx, { query, req }) => store.centre(ctx, req, query.tenantId), { noTx: true });
  r(couponStoreApi.receive, (ctx, { body, req }) => store.receive(ctx, req, body.couponId), { noTx: true });
  r(couponStoreApi.mine, (ctx, { query, req }) => store.mine(ctx, req, query.useStatus), { noTx: true });
  r(couponStoreApi.usable, (ctx, { query, req }) => store.usable(ctx, req, query), { noTx: true });
});
