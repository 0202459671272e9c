import { windowApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** The window's orders: refund, forced refund and change, with their log. */
export default defineRoutes((r) => {
  r(A.refundChangeList, (ctx, { query }) => s.orderPage(ctx, query));
  r(A.batchRefund, (ctx, { body }) => s.batchRefund(ctx, body));
  r(A.forcedRefund, (ctx, { body }) => s.forced(ctx, body));
  r(A.batchChange, (ctx, { body }) => s.batchChange(ctx, body));
  r(A.opPage, (ctx, { query }) => s.opPage(ctx, query));
});
