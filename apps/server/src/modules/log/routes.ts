import { logApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(logApi.apiPage, (ctx, { query }) => service.apiLogPage(ctx, query));
  r(logApi.apiDetail, (ctx, { query }) => service.apiLogDetail(ctx, query.id));
  // Uploading is not itself logged: a failing upload would only add more errors.
  r(logApi.errorUpload, (ctx, { body }) => service.uploadErrors(ctx, body), { log: false });
  r(logApi.errorPage, (ctx, { query }) => service.errorLogPage(ctx, query));
});
