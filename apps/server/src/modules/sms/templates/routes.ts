import { smsApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(smsApi.templatePage, (ctx, { query }) => service.page(ctx, query));
  r(smsApi.templateDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(smsApi.templateSave, (ctx, { body }) => service.save(ctx, body));
  r(smsApi.templateUpdate, (ctx, { body }) => service.update(ctx, body));
  r(smsApi.templateAudit, (ctx, { body }) => service.audit(ctx, body));
  r(smsApi.templateRemove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(smsApi.params, async (ctx, { query }) => (await service.approvedTemplate(ctx, query.id)).variables);
});
