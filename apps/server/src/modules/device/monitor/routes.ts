import { deviceApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(deviceApi.monitor, (ctx, { query }) => service.monitor(ctx.data, query));
  r(deviceApi.countStatus, (ctx, { query }) => service.counts(ctx.data, query.groupId));
  r(deviceApi.refresh, (ctx) => service.refresh(ctx.data));
  r(deviceApi.records, (ctx, { query }) => service.records(ctx.data, query));
  r(deviceApi.heartbeat, (ctx, { body, req }) => service.heartbeat(ctx, req, body), { log: false });
});
