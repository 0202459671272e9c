import { freightApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as freight from './service.ts';

/** 运费模板. */
export default defineRoutes((r) => {
  r(freightApi.page, (ctx, { query }) => freight.freightPage(ctx, query));
  r(freightApi.list, (ctx) => freight.freightOptions(ctx));
  r(freightApi.detail, (ctx, { query }) => freight.freightDetail(ctx, query.id));
  r(freightApi.submit, (ctx, { body }) => freight.submitFreight(ctx, body));
  r(freightApi.remove, (ctx, { query }) => freight.removeFreight(ctx, query.ids));
  r(freightApi.regions, (ctx) => freight.regionTree(ctx));
});
