import { resourceApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

/** Uploads (credential, signed PUT), the tenant's uploaded files, and the public file links. */
export default defineRoutes((r, svc) => {
  const uploads = new service.Uploads(svc);
  r(resourceApi.uploadToken, async (ctx, { body }) => uploads.credential(ctx, body), { log: false });
  r(resourceApi.put, (_ctx, { query, req }) => uploads.put(query, req), { noTx: true, bodyLimit: 100 * 1024 * 1024 });
  r(resourceApi.confirm, (_ctx, { query, req }) => uploads.confirm(query, req), { noTx: true });
  r(resourceApi.attachPage, (ctx, { query }) => service.attachPage(ctx, query));
  r(resourceApi.file, (_ctx, { req, reply }) => uploads.serve(req, reply), { prefix: '', noTx: true, raw: true });
});
