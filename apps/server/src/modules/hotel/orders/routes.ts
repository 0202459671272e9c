import { h5HotelApi, hotelOrderApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as orders from './service.ts';
import * as store from './store.ts';

/** Hotel orders in the back office, and the storefront's hotel page, booking, order and cancellation. */
export default defineRoutes((r) => {
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
  r(hotelOrderApi.reschedule, (ctx, { body }) => orders.reschedule(ctx, body.orderId, body.checkIn, body.checkOut));
  r(hotelOrderApi.sendEMail, (ctx, { body }) => orders.sendMail(ctx, body));
  r(hotelOrderApi.exportFile, (ctx, { body, reply }) => orders.exportOrders(ctx, reply, body), { raw: true });
  r(hotelOrderApi.remark, (ctx, { query }) => orders.remark(ctx, query.orderId, query.remark), { log: true });
  r(hotelOrderApi.mailTemplate, (ctx, { query }) => orders.mailTemplate(ctx, query.orderId));
  r(hotelOrderApi.sendAckMsg, (ctx, { query }) => orders.sendAck(ctx, query.orderId), { log: true });
  r(hotelOrderApi.confirm, (ctx, { query }) => orders.confirm(ctx, query.orderId, query.confirmNo), { log: true });

  // storefront (public): each opens its own transaction bound to the tenant the link or the code names
  r(h5HotelApi.list, (ctx, { query }) => store.storeHotels(ctx, query));
  r(h5HotelApi.detail, (ctx, { query }) => store.storeHotel(ctx, query));
  r(h5HotelApi.book, (ctx, { body, req }) => store.book(ctx, body, req), { noTx: true });
  r(h5HotelApi.order, (ctx, { query }) => store.storeOrder(ctx, query.code));
  r(h5HotelApi.cancel, (ctx, { body }) => store.storeCancel(ctx, body.code), { noTx: true });
});
