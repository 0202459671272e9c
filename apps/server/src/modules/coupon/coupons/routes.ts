import { couponApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

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
});
