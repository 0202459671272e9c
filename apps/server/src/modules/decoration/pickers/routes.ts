import { decorationPickerApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  // The pickers' lists read tables whose management pages come with their own issues (spec 2 §2.17).
  r(decorationPickerApi.voices, (ctx, { query }) => service.voicePage(ctx, query));
  r(decorationPickerApi.seckill, (ctx, { query }) => service.seckillPage(ctx, query));
  r(decorationPickerApi.groupBuy, (ctx, { query }) => service.groupBuyPage(ctx, query));
  r(decorationPickerApi.activities, (ctx, { query }) => service.activityPage(ctx, query));
  r(decorationPickerApi.strategies, (ctx, { query }) => service.strategyPage(ctx, query));
});
