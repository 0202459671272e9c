import { cinemaCardApi as A, h5CinemaApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 观影卡审核: page, audit, export; the storefront's application. */
export default defineRoutes((r) => {
  r(A.page, (ctx, { body }) => s.page(ctx, body));
  r(A.audit, (ctx, { query }) => s.audit(ctx, query.id, query.auditStatus, query.reason));
  r(A.exportFile, (ctx, { body, reply }) => s.exportCards(ctx, reply, body), { raw: true });
  r(h5CinemaApi.cardApply, (ctx, { body }) => s.apply(ctx, body), { noTx: true });
});
