import { couponApi, couponStoreApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  r(couponApi.userPage, (ctx, { body }) => service.userCouponPage(ctx, body));

  // storefront (the customer's session opens its own transaction)
  r(couponStoreApi.centre, (ctx, { query, req }) => store.centre(ctx, req, query.tenantId), { noTx: true });
  r(couponStoreApi.receive, (ctx, { body, req }) => store.receive(ctx, req, body.couponId), { noTx: true });
  r(couponStoreApi.mine, (ctx, { query, req }) => store.mine(ctx, req, query.useStatus), { noTx: true });
  r(couponStoreApi.usable, (ctx, { query, req }) => store.usable(ctx, req, query), { noTx: true });
});
