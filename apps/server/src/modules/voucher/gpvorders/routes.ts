import { gpvOrderApi, h5VoucherApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as vouchers from '../vouchers/service.ts';
import * as service from './service.ts';
import * as store from './store.ts';

/** 团购券订单 in the back office, and the storefront's gpv page and purchase. */
export default defineRoutes((r) => {
  r(gpvOrderApi.page, (ctx, { body }) => service.page(ctx, body));
  r(gpvOrderApi.detail, (ctx, { query }) => service.detail(ctx, query.orderId));
  r(gpvOrderApi.subOrders, (ctx, { query }) => service.subOrders(ctx, query.orderId));
  r(gpvOrderApi.refundDetail, (ctx, { query }) => service.refundDetail(ctx, query.orderId));
  r(gpvOrderApi.refund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', () => service.refund(ctx, body.orderId, body.guestIds, body.reason)),
  );
  r(gpvOrderApi.logs, (ctx, { query }) => service.logs(ctx, query.orderId, query.kind));
  r(gpvOrderApi.remark, (ctx, { body }) => service.remark(ctx, body.orderId, body.remark));
  r(gpvOrderApi.orderStatus, async () => service.statusOptions());
  r(gpvOrderApi.verifyPois, (ctx) => vouchers.pois(ctx.data));
  r(gpvOrderApi.verify, (ctx, { body }) => service.verify(ctx, body.guestIds, body.poiId));

  r(h5VoucherApi.gpvDetail, (ctx, { query }) => store.gpvDetail(ctx, query.id, query.tenantId));
  r(h5VoucherApi.gpvBuy, (ctx, { body, req }) => store.buy(ctx, body, req), { noTx: true });
  r(h5VoucherApi.order, (ctx, { query }) => store.voucherOrder(ctx, query.code));
});
