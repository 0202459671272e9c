import { hotelApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as catalog from './service.ts';

/** Hotels, room types and rate plans (酒店产品). */
export default defineRoutes((r) => {
  // hotels
  r(hotelApi.page, (ctx, { query }) => catalog.hotelPage(ctx, query));
  r(hotelApi.select, (ctx) => catalog.hotelOptions(ctx));
  r(hotelApi.detail, (ctx, { query }) => catalog.hotelDetail(ctx, query.id));
  r(hotelApi.submit, (ctx, { body }) => catalog.submitHotel(ctx, body));
  r(hotelApi.remove, (ctx, { query }) => catalog.removeHotels(ctx, query.ids));
  r(hotelApi.shelves, (ctx, { body }) => catalog.shelveHotels(ctx, body.hotelIds, body.status));
  r(
    hotelApi.wxaCode,
    async (ctx, { query, reply }) => {
      const png = await catalog.wxaCode(ctx, query.id);
      reply.header('Content-Type', 'image/png').header('Content-Disposition', `inline; filename="hotel-${query.id}.png"`).send(png);
    },
    { raw: true },
  );
  r(hotelApi.changeRecord, (ctx, { query }) => catalog.changePage(ctx, query.hotelId, query.current, query.size));
  r(hotelApi.recommend, (ctx, { body }) => catalog.recommendHotel(ctx, body.id, body.recommend));

  // room types
  r(hotelApi.roomPage, (ctx, { query }) => catalog.roomPage(ctx, query));
  r(hotelApi.roomDetail, (ctx, { query }) => catalog.roomDetail(ctx, query.id));
  r(hotelApi.roomSubmit, (ctx, { body }) => catalog.submitRoom(ctx, body));
  r(hotelApi.roomRemove, (ctx, { query }) => catalog.removeRooms(ctx, query.ids));
  r(hotelApi.roomStatus, (ctx, { body }) => catalog.setRoomStatus(ctx, body.ids, body.status));

  // rate plans
  r(hotelApi.planPage, (ctx, { query }) => catalog.planPage(ctx, query));
  r(hotelApi.planDetail, (ctx, { query }) => catalog.planDetail(ctx, query.id));
  r(hotelApi.planSave, (ctx, { body }) => catalog.savePlan(ctx, body));
  r(hotelApi.planCopy, (ctx, { query }) => catalog.copyPlan(ctx, query.id));
  r(hotelApi.planShelf, (ctx, { body }) => catalog.shelvePlans(ctx, body.ids, body.status));
  r(hotelApi.planRemove, (ctx, { query }) => catalog.removePlans(ctx, query.ids));
  r(hotelApi.planRoomSelect, (ctx, { query }) => catalog.roomOptions(ctx, query.hotelId));
  r(hotelApi.planSelect, (ctx, { query }) => catalog.planOptions(ctx, query.hotelId));
  r(hotelApi.planShelvesAll, (ctx, { body }) => catalog.shelveAllPlans(ctx, body.hotelId, body.status));
});
