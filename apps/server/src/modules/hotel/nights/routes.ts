import { hotelApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as nights from './service.ts';

/** The room status board and the nights of rate plans (price and stock). */
export default defineRoutes((r) => {
  r(hotelApi.roomStock, (ctx, { query }) => nights.board(ctx, query));
  r(hotelApi.stockDetail, (ctx, { query }) => nights.stockDetail(ctx, query));
  r(hotelApi.nightSave, (ctx, { body }) => nights.saveNight(ctx, body));
  r(hotelApi.nightBatch, (ctx, { body }) => nights.batchNights(ctx, body));
});
