import { freeTicketApi as A } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(A.page, (ctx, { query }) => service.page(ctx, query));
  r(A.detail, (ctx, { query }) => service.detail(ctx.data, query.id));
  r(A.submit, (ctx, { body }) => service.submit(ctx, body));
  r(A.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(A.status, (ctx, { body }) => service.status(ctx, body.id, body.policyStatus));
  r(A.goods, (ctx, { query }) => service.goods(ctx, query.name, query.ids));
  r(A.check, (ctx, { query }) => service.check(ctx, query.id, query.cardNum));
});
