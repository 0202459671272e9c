import { combinedOrderApi, goodsOrderApi, h5GoodsApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as orders from './service.ts';
import * as store from './store.ts';

const ALL_KINDS: ('goods' | 'bundle' | 'food' | 'line')[] = ['goods', 'bundle', 'food', 'line'];

/** 商品订单 (goods with their parcels, and the bundle, food and line orders), combined orders, the storefront. */
export default defineRoutes((r) => {
  r(goodsOrderApi.page, (ctx, { body }) => orders.orderPage(ctx, body));
  r(goodsOrderApi.count, (ctx, { body }) => orders.countStatus(ctx, body));
  r(goodsOrderApi.detail, (ctx, { query }) => orders.orderDetail(ctx, query.orderId, ALL_KINDS), { noTx: true });
  r(goodsOrderApi.logs, (ctx, { query }) => orders.logs(ctx, query.orderId, ALL_KINDS));
  r(goodsOrderApi.remark, (ctx, { body }) => orders.remark(ctx, body.orderId, body.remark));
  r(goodsOrderApi.close, (ctx, { body }) => orders.close(ctx, body.orderId, ALL_KINDS));
  r(goodsOrderApi.address, (ctx, { body }) => orders.changeAddress(ctx, body));
  r(goodsOrderApi.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => orders.refund(ctx, body, ALL_KINDS)));
  r(goodsOrderApi.exportFile, (ctx, { body, reply }) => orders.exportOrders(ctx, reply, body), { raw: true });
  r(goodsOrderApi.outerDetail, (ctx, { query }) => store.storeOrder(ctx, query.code), { noTx: true });

  // combined orders: the same calls held to bundle orders
  r(combinedOrderApi.page, (ctx, { body }) => orders.orderPage(ctx, { ...body, kind: 'bundle' }));
  r(combinedOrderApi.countOrderStatus, (ctx) => orders.countStatus(ctx, { kind: 'bundle' }));
  r(combinedOrderApi.detail, (ctx, { query }) => orders.orderDetail(ctx, query.orderId, ['bundle']), { noTx: true });
  r(combinedOrderApi.logs, (ctx, { query }) => orders.logs(ctx, query.orderId, ['bundle']));
  r(combinedOrderApi.refundLog, (ctx, { query }) => orders.logs(ctx, query.orderId, ['bundle'], ['refund']));
  r(combinedOrderApi.closeOrder, (ctx, { query }) => orders.close(ctx, query.orderId, ['bundle']));
  r(combinedOrderApi.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => orders.refund(ctx, body, ['bundle'])));
  r(combinedOrderApi.exportFile, (ctx, { body, reply }) => orders.exportOrders(ctx, reply, { ...body, kind: 'bundle' }), { raw: true });

  // storefront (public): purchases open their own transaction bound to the link's tenant (or the customer's)
  r(h5GoodsApi.goods, (ctx, { query }) => store.storeGoods(ctx, query.id, query.tenantId));
  r(h5GoodsApi.bundle, (ctx, { query }) => store.storeBundle(ctx, query.id, query.tenantId, query.day));
  r(h5GoodsApi.foods, (ctx, { query }) => store.storeFoods(ctx, query));
  r(h5GoodsApi.food, (ctx, { query }) => store.storeFood(ctx, query.id, query.tenantId));
  r(h5GoodsApi.line, (ctx, { query }) => store.storeLine(ctx, query.id, query.tenantId));
  r(h5GoodsApi.regions, (ctx) => store.storeRegions(ctx));
  r(h5GoodsApi.buyGoods, (ctx, { body, req }) => store.buyGoods(ctx, req, body), { noTx: true });
  r(h5GoodsApi.buyBundle, (ctx, { body, req }) => store.buyBundle(ctx, req, body), { noTx: true });
  r(h5GoodsApi.buyFood, (ctx, { body, req }) => store.buyFood(ctx, req, body), { noTx: true });
  r(h5GoodsApi.buyLine, (ctx, { body, req }) => store.buyLine(ctx, req, body), { noTx: true });
  r(h5GoodsApi.order, (ctx, { query }) => store.storeOrder(ctx, query.code), { noTx: true });
  r(h5GoodsApi.confirm, (ctx, { body }) => store.confirmReceipt(ctx, body.code), { noTx: true });
  r(h5GoodsApi.myOrders, (ctx, { req }) => store.myOrders(ctx, req), { noTx: true });
  r(h5GoodsApi.addresses, (ctx, { req }) => store.addresses(ctx, req), { noTx: true });
  r(h5GoodsApi.saveAddress, (ctx, { body, req }) => store.saveAddress(ctx, req, body), { noTx: true });
  r(h5GoodsApi.removeAddress, (ctx, { body, req }) => store.removeAddress(ctx, req, body.id), { noTx: true });
});
