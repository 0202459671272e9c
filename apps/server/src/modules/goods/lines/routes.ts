import { lineApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as lines from './service.ts';

/** 线路管理. */
export default defineRoutes((r) => {
  r(lineApi.page, (ctx, { query }) => lines.linePage(ctx, query));
  r(lineApi.detail, (ctx, { query }) => lines.lineDetail(ctx.data, query.id));
  r(lineApi.submit, (ctx, { body }) => lines.submitLine(ctx, body));
  r(lineApi.remove, (ctx, { body }) => lines.removeLines(ctx, body.lineIds));
  r(lineApi.shelves, (ctx, { body }) => lines.shelveLines(ctx, body.lineIds, body.status));
});
