import { upgradeOrderApi, upgradeStoreApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { moneyOnce } from '../order/index.ts';
import * as store from './upgrade-store.ts';
import * as upgrades from './upgrades.ts';

/** 升级订单 (back office) and the storefront's upgrade and renewal purchase. */
export default defineRoutes((r) => {
  r(upgradeOrderApi.page, (ctx, { body }) => upgrades.orderPage(ctx, body));
  r(upgradeOrderApi.export, (ctx, { body, reply }) => upgrades.exportOrders(ctx, reply, body), { raw: true });
  r(upgradeOrderApi.refund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', () => upgrades.refund(ctx, body.orderId, body.reason)),
  );
  r(upgradeOrderApi.orderInfo, (ctx, { query }) => upgrades.orderInfo(ctx, query.orderId));
  r(upgradeOrderApi.refundLog, (ctx, { query }) => upgrades.logs(ctx, query.orderId, 'refund'));
  r(upgradeOrderApi.operateLog, (ctx, { query }) => upgrades.logs(ctx, query.orderId, 'operate'));
  r(upgradeOrderApi.orderProcess, (ctx, { query }) => upgrades.logs(ctx, query.orderId, 'process'));
  r(upgradeOrderApi.refundDetail, (ctx, { query }) => upgrades.refundDetail(ctx, query.orderId));
  // A GET that writes (the spec's shape): logged like the other changes.
  r(upgradeOrderApi.remark, (ctx, { query }) => upgrades.remark(ctx, query.orderId, query.remark), { log: true });

  // storefront (the customer's calls open their own transactions)
  r(upgradeStoreApi.upgradeOptions, (ctx, { query, req }) => store.upgradeOptions(ctx, req, query.userCardId), { noTx: true });
  r(upgradeStoreApi.upgradeBuy, (ctx, { body, req }) => store.buyUpgrade(ctx, req, body), { noTx: true });
  r(upgradeStoreApi.renewalOptions, (ctx, { query, req }) => store.renewalOptions(ctx, req, query.userCardId), { noTx: true });
  r(upgradeStoreApi.renewalBuy, (ctx, { body, req }) => store.buyRenewal(ctx, req, body), { noTx: true });
});
