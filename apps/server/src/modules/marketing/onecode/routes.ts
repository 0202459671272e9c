import { oneCodePassApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as pass from './service.ts';

/** 一码通. */
export default defineRoutes((r) => {
  r(oneCodePassApi.page, (ctx, { query }) => pass.page(ctx, query));
  r(oneCodePassApi.detail, (ctx, { query }) => pass.detail(ctx, query.id));
  r(oneCodePassApi.submit, (ctx, { body }) => pass.submit(ctx, body));
  r(oneCodePassApi.remove, (ctx, { query }) => pass.remove(ctx, query.ids));
});
