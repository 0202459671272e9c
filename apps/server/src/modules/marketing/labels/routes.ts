import { tenantLabelApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as labels from './service.ts';

/** 租户标签. */
export default defineRoutes((r) => {
  r(tenantLabelApi.list, (ctx) => labels.list(ctx));
  r(tenantLabelApi.save, (ctx, { body }) => labels.save(ctx, body));
});
