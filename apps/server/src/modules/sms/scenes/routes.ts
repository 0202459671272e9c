import { smsApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(smsApi.sceneList, (ctx) => service.list(ctx));
  r(smsApi.sceneSubmit, (ctx, { body }) => service.submit(ctx, body));
  r(smsApi.sceneRemove, (ctx, { query }) => service.remove(ctx, query.scene));
  r(smsApi.groups, async () => service.groups());
});
