import { reservationApi as A, reservationStoreApi as H } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

/** Reservation products (活动预约) with their slots, and the storefront's list of open ones. */
export default defineRoutes((r) => {
  r(A.page, (ctx, { query }) => service.page(ctx, query));
  r(A.detail, (ctx, { query }) => service.detail(ctx.data, query.id));
  r(A.basicInfo, (ctx, { query }) => service.basicInfo(ctx.data, query.id));
  r(A.rule, (ctx, { query }) => service.rule(ctx.data, query.id));
  r(A.stock, (ctx, { query }) => service.stock(ctx.data, query.id));
  r(A.submitInfo, (ctx, { body }) => service.submitInfo(ctx, body));
  r(A.open, (ctx, { body }) => service.open(ctx, body.id, body.openStatus));
  r(A.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(H.list, (ctx, { query }) => store.storeList(ctx, query.tenantId));
});
