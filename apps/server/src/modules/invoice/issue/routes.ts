import { invoiceApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(invoiceApi.issue, (ctx, { body }) => service.issue(ctx, body));
  r(invoiceApi.reject, (ctx, { body }) => service.reject(ctx.data, body.id, body.reason));
  r(invoiceApi.offline, (ctx, { body }) => service.offline(ctx, body));
  r(invoiceApi.red, (ctx, { body }) => service.red(ctx, body));
});
