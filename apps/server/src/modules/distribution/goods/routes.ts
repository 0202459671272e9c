import { distributionApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(distributionApi.distributors, (ctx, { query }) => service.distributors(ctx, query.name));
  r(distributionApi.page, (ctx, { query }) => service.distributionPage(ctx, query));
  r(distributionApi.changeModel, (ctx, { body }) => service.changeModel(ctx, body.productIds, body.disModel));
  r(distributionApi.authorize, (ctx, { body }) => service.authorize(ctx, body.productIds, body.distributorIds));
  r(distributionApi.autoPrice, (ctx, { body }) => service.autoPrice(ctx, body));
  r(distributionApi.priceCalendar, (ctx, { query }) => service.priceCalendar(ctx, query));
  r(distributionApi.quota, (ctx, { body }) => service.setQuota(ctx, body));
});
