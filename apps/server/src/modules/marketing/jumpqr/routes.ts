import { jumpQrApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as jumpQr from './service.ts';

/** 跳转二维码. */
export default defineRoutes((r) => {
  r(jumpQrApi.page, (ctx, { query }) => jumpQr.page(ctx, query));
  r(jumpQrApi.submit, (ctx, { body }) => jumpQr.submit(ctx, body));
  r(jumpQrApi.verifyFile, (ctx, { body }) => jumpQr.verifyFile(ctx, body));
  r(jumpQrApi.publish, (ctx, { query }) => jumpQr.publish(ctx, query.id));
  r(jumpQrApi.remove, (ctx, { query }) => jumpQr.remove(ctx, query.ids));
});
