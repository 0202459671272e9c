import { upgradeOrderApi, upgradeStoreApi, userCardApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as upgrades from './service.ts';
import * as store from './store.ts';

/** 升级方案 and 升级订单 (back office) and the storefront's upgrade and renewal purchase. */
export default defineRoutes((r) => {
  r(userCardApi.upgradePage, (ctx, { query }) => upgrades.upgradePage(ctx.data, query));
  r(userCardApi.upgradeDetail, (ctx, { query }) => upgrades.upgradeDetail(ctx.data, query.id));
  r(userCardApi.upgradeSubmit, (ctx, { body }) => upgrades.submitUpgrade(ctx, body));
  r(userCardApi.upgradeEnable, (ctx, { body }) => upgrades.enableUpgrade(ctx.data, body.id, body.enabled));
  r(userCardApi.upgradeCopy, (ctx, { query }) => upgrades.copyUpgrade(ctx.data, query.id));
  r(userCardApi.upgradeRemove, (ctx, { query }) => upgrades.removeUpgrades(ctx.data, query.ids));
  r(userCardApi.upgradeNames, (ctx) => upgrades.upgradeNames(ctx.data));

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
