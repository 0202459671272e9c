import { screeningApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 排片 and a screening's seat map. */
export default defineRoutes((r) => {
  r(A.page, (ctx, { query }) => s.page(ctx, query));
  r(A.submit, (ctx, { body }) => s.submit(ctx, body));
  r(A.remove, (ctx, { body }) => s.remove(ctx, body.ids));
  r(A.status, (ctx, { body }) => s.setStatus(ctx, body.ids, body.status));
  r(A.seats, async (ctx, { query }) => {
    const { full: _, ...map } = await s.seatMap(ctx.data, query.id, true);
    return map;
  });
});
