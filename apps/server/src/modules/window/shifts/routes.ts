import { windowApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** Shifts: open, the running totals, close with the till counted; the list. */
export default defineRoutes((r) => {
  r(A.shiftCurrent, (ctx) => s.current(ctx));
  r(A.shiftOpen, (ctx, { body }) => s.open(ctx, body));
  r(A.shiftClose, (ctx, { body }) => s.close(ctx, body));
  r(A.shiftPage, (ctx, { query }) => s.page(ctx, query));
});
