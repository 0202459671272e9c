import { seckillApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(seckillApi.page, (ctx, { body }) => service.page(ctx, body));
  r(seckillApi.submitInfo, (ctx, { body }) => service.submitInfo(ctx, body));
  r(seckillApi.checkActivity, (ctx, { body }) => service.checkActivity(ctx, body));
  r(seckillApi.submitActivity, (ctx, { body }) => service.submitActivity(ctx, body));
  r(seckillApi.submitShare, (ctx, { body }) => service.submitShare(ctx, body));
  r(seckillApi.updateChannel, (ctx, { body }) => service.updateChannel(ctx, body));
  r(seckillApi.seckillShare, (ctx, { body }) => service.shareEcho(ctx.data, body.seckillId));
  r(seckillApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(seckillApi.copy, (ctx, { query }) => service.copy(ctx, query.seckillId));
  r(seckillApi.effective, (ctx, { query }) => service.effective(ctx, query.seckillIds, query.status));
  r(seckillApi.infoEcho, (ctx, { query }) => service.info(ctx.data, query.seckillId));
  r(seckillApi.activityEcho, (ctx, { query }) => service.activityEcho(ctx.data, query.seckillId));
  r(seckillApi.shareEcho, (ctx, { query }) => service.shareEcho(ctx.data, query.seckillId));
  r(seckillApi.skuPage, (ctx, { query }) => service.skuPage(ctx, query));
});
