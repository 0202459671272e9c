import { cinemaApi as A, cinemaCardApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 影院 and 影厅 (with the seat layout), and cin-res. */
export default defineRoutes((r) => {
  r(A.page, (ctx, { query }) => s.page(ctx, query));
  r(A.detail, (ctx, { query }) => s.one(ctx.data, query.id));
  r(A.add, (ctx, { body }) => s.save(ctx, body, 'add'));
  r(A.edit, (ctx, { body }) => s.save(ctx, body, 'edit'));
  r(A.remove, (ctx, { body }) => s.remove(ctx, body.ids));
  r(A.status, (ctx, { body }) => s.setStatus(ctx, body.ids, body.status));
  r(A.halls, (ctx, { query }) => s.halls(ctx, query.cinemaId));
  r(A.hallSubmit, (ctx, { body }) => s.hallSubmit(ctx, body));
  r(A.hallRemove, (ctx, { body }) => s.hallRemove(ctx, body.ids));
  r(cinemaCardApi.res, (ctx, { query }) => s.res(ctx, query));
});
