import { h5CinemaApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as store from './store.ts';

/** The storefront's cinema: each call reads the tenant its link names; buying opens its own transaction. */
export default defineRoutes((r) => {
  r(A.home, (ctx, { query }) => store.home(ctx, query.tenantId));
  r(A.seats, (ctx, { query }) => store.seats(ctx, query.id, query.tenantId));
  r(A.buy, (ctx, { body, req }) => store.buy(ctx, body, req), { noTx: true });
  r(A.order, (ctx, { query }) => store.order(ctx, query.code));
});
