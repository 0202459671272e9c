import { payConfigApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r, svc) => {
  service.initPayConfig(svc.cfg);
  r(payConfigApi.detail, (ctx, { query }) => service.detail(ctx.data, query.payType));
  r(payConfigApi.save, (ctx, { body }) => service.save(ctx.data, body));
  r(payConfigApi.startConfig, (ctx) => service.startConfig(ctx.data));
  r(payConfigApi.startOrClose, (ctx, { body }) => service.startOrClose(ctx.data, body));
});
