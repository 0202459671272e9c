import { smsApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(smsApi.signPage, (ctx, { query }) => service.page(ctx, query));
  r(smsApi.signDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(smsApi.signSave, (ctx, { body }) => service.save(ctx, body));
  r(smsApi.signAudit, (ctx, { body }) => service.audit(ctx, body));
  r(smsApi.signRemove, (ctx, { query }) => service.remove(ctx, query.ids));
});
