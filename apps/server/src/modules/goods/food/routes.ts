import { foodApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as food from './service.ts';

/** 美食管理. */
export default defineRoutes((r) => {
  r(foodApi.page, (ctx, { query }) => food.foodPage(ctx, query));
  r(foodApi.detail, (ctx, { query }) => food.foodDetail(ctx.data, query.foodId));
  r(foodApi.submit, (ctx, { body }) => food.submitFood(ctx, body));
  r(foodApi.remove, (ctx, { body }) => food.removeFood(ctx, body.foodIds));
  r(foodApi.shelves, (ctx, { body }) => food.shelveFood(ctx, body.foodIds, body.status));
});
