import { h5HotelApi, hotelApi, hotelOrderApi, hotelReportApi, hotelSupplierApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { actorOf, moneyOnce } from '../order/index.ts';
import * as catalog from './catalog.ts';
import * as nights from './nights.ts';
import * as supplier from './supplier.ts';
import * as orders from './orders.ts';
import * as reports from './reports.ts';
import * as store from './store.ts';
import { reschedule } from './booking.ts';

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
  r(hotelApi.syncUpdate, (ctx, { body }) => supplier.syncHotel(ctx, body.id));
  r(hotelApi.supplierHotelUpdate, (ctx, { body }) => catalog.linkSupplierHotel(ctx, body));

  // room types
  r(hotelApi.roomPage, (ctx, { query }) => catalog.roomPage(ctx, query));
  r(hotelApi.roomDetail, (ctx, { query }) => catalog.roomDetail(ctx, query.id));
  r(hotelApi.roomSubmit, (ctx, { body }) => catalog.submitRoom(ctx, body));
  r(hotelApi.roomRemove, (ctx, { query }) => catalog.removeRooms(ctx, query.ids));
  r(hotelApi.roomStatus, (ctx, { body }) => catalog.setRoomStatus(ctx, body.ids, body.status));
  r(hotelApi.roomStock, (ctx, { query }) => nights.board(ctx, query));

  // rate plans and their nights
  r(hotelApi.planPage, (ctx, { query }) => catalog.planPage(ctx, query));
  r(hotelApi.planDetail, (ctx, { query }) => catalog.planDetail(ctx, query.id));
  r(hotelApi.planSave, (ctx, { body }) => catalog.savePlan(ctx, body));
  r(hotelApi.planCopy, (ctx, { query }) => catalog.copyPlan(ctx, query.id));
  r(hotelApi.planShelf, (ctx, { body }) => catalog.shelvePlans(ctx, body.ids, body.status));
  r(hotelApi.planRemove, (ctx, { query }) => catalog.removePlans(ctx, query.ids));
  r(hotelApi.planRoomSelect, (ctx, { query }) => catalog.roomOptions(ctx, query.hotelId));
  r(hotelApi.planSelect, (ctx, { query }) => catalog.planOptions(ctx, query.hotelId));
  r(hotelApi.planShelvesAll, (ctx, { body }) => catalog.shelveAllPlans(ctx, body.hotelId, body.status));
  r(hotelApi.planSync, (ctx, { query }) => supplier.syncPlan(ctx, query.id));
  r(hotelApi.stockDetail, (ctx, { query }) => nights.stockDetail(ctx, query));
  r(hotelApi.nightSave, (ctx, { body }) => nights.saveNight(ctx, body));
  r(hotelApi.nightBatch, (ctx, { body }) => nights.batchNights(ctx, body));

  // suppliers
  r(hotelSupplierApi.page, (ctx, { query }) => supplier.supplierPage(ctx, query));
  r(hotelSupplierApi.details, (ctx, { query }) => supplier.supplierDetails(ctx, query.id));
  r(hotelSupplierApi.submit, (ctx, { body }) => supplier.submitSupplier(ctx, body));
  r(hotelSupplierApi.pull, (ctx, { body }) => supplier.pullSupplier(ctx, body.id));

  // orders
  r(hotelOrderApi.page, (ctx, { body }) => orders.orderPage(ctx, body));
  r(hotelOrderApi.countStatus, (ctx) => orders.countStatus(ctx));
  r(hotelOrderApi.detail, (ctx, { query }) => orders.orderDetail(ctx, query.orderId));
  r(hotelOrderApi.statusLog, (ctx, { query }) => orders.logs(ctx, query.orderId, 'process'));
  r(hotelOrderApi.refundLog, (ctx, { query }) => orders.logs(ctx, query.orderId, 'refund'));
  r(hotelOrderApi.operateLog, (ctx, { query }) => orders.logs(ctx, query.orderId, 'operate'));
  r(hotelOrderApi.emailLog, (ctx, { query }) => orders.messages(ctx, query.orderId));
  r(hotelOrderApi.refundDetail, (ctx, { query }) => orders.refundDetail(ctx, query.orderId));
  r(hotelOrderApi.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => orders.refund(ctx, body.orderId, body.reason)));
  r(hotelOrderApi.refundConfirm, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund-audit', () => orders.refundConfirm(ctx, body.orderId, body.pass, body.remark)),
  );
  r(hotelOrderApi.supplierRefund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', () => orders.supplierRefund(ctx, body.orderId, body.reason)),
  );
  r(hotelOrderApi.reschedule, (ctx, { body }) => reschedule(ctx.data, actorOf(ctx), body.orderId, body.checkIn, body.checkOut));
  r(hotelOrderApi.sendEMail, (ctx, { body }) => orders.sendMail(ctx, body));
  r(hotelOrderApi.exportFile, (ctx, { body, reply }) => orders.exportOrders(ctx, reply, body), { raw: true });
  r(hotelOrderApi.remark, (ctx, { query }) => orders.remark(ctx, query.orderId, query.remark), { log: true });
  r(hotelOrderApi.mailTemplate, (ctx, { query }) => orders.mailTemplate(ctx, query.orderId));
  r(hotelOrderApi.sendAckMsg, (ctx, { query }) => orders.sendAck(ctx, query.orderId), { log: true });
  r(hotelOrderApi.confirm, (ctx, { query }) => orders.confirm(ctx, query.orderId, query.confirmNo), { log: true });

  // reports
  r(hotelReportApi.statusList, (ctx, { query }) => reports.statusList(ctx, query));
  r(hotelReportApi.total, (ctx, { query }) => reports.total(ctx, query));
  r(hotelReportApi.page, (ctx, { query }) => reports.page(ctx, query));
  r(hotelReportApi.exportFile, (ctx, { query, reply }) => reports.exportReport(ctx, reply, query), { raw: true });
  r(hotelReportApi.supplierSummary, (ctx, { query }) => reports.supplierSummary(ctx, query));

  // storefront (public): each opens its own transaction bound to the tenant the link or the code names
  r(h5HotelApi.detail, (ctx, { query }) => store.storeHotel(ctx, query));
  r(h5HotelApi.book, (ctx, { body, req }) => store.book(ctx, body, req), { noTx: true });
  r(h5HotelApi.order, (ctx, { query }) => store.storeOrder(ctx, query.code));
  r(h5HotelApi.cancel, (ctx, { body }) => store.storeCancel(ctx, body.code), { noTx: true });
});
