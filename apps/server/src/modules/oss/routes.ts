import { ossApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

/** The platform's storage configurations: list, detail, submit (the secret sealed), enable per scope, remove, test. */
export default defineRoutes((r) => {
  r(ossApi.list, (ctx, { query }) => service.page(ctx, query));
  r(ossApi.detail, (ctx, { query }) => service.detail(ctx, query.id));
  r(ossApi.submit, (ctx, { body }) => service.submit(ctx, body));
  r(ossApi.enable, (ctx, { query }) => service.enable(ctx, query.id));
  r(ossApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  // talks to the bucket: outside any transaction
  r(ossApi.test, (ctx, { query }) => service.test(ctx, query.id), { noTx: true });
});
