import { fissionApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(A.configGetInfo, (ctx) => service.getConfig(ctx));
  r(A.configSaveInfo, (ctx, { body }) => service.saveConfig(ctx, body));
});
