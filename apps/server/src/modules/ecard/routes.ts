import { ecardApi, ecardCodeApi, ecardOrderApi, ecardReportApi, ecardStoreApi, heldCardApi, userCardApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { actorOf, moneyOnce } from '../order/index.ts';
import * as cards from './cards.ts';
import * as codes from './codes.ts';
import * as held from './held.ts';
import * as holders from './holders.ts';
import * as orders from './orders.ts';
import * as reports from './reports.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  // cards
  r(ecardApi.page, (ctx, { query }) => cards.cardPage(ctx, query));
  r(ecardApi.infoEcho, (ctx, { query }) => cards.cardInfo(ctx.data, query.id));
  r(ecardApi.ruleEcho, (ctx, { query }) => cards.cardRule(ctx.data, query.id));
  r(ecardApi.projectEchoV2, (ctx, { query }) => cards.cardProjects(ctx.data, query.id));
  r(ecardApi.submitInfo, (ctx, { body }) => cards.submitInfo(ctx, body));
  r(ecardApi.submitRule, (ctx, { body }) => cards.submitRule(ctx, body));
  r(ecardApi.submitProject, (ctx, { body }) => cards.submitProject(ctx, body));
  r(ecardApi.shelves, (ctx, { body }) => cards.shelves(ctx.data, body.cardIds, body.status));
  r(ecardApi.copy, (ctx, { query }) => cards.copyCard(ctx.data, query.id));
  r(ecardApi.deleteCard, (ctx, { query }) => cards.deleteCards(ctx.data, query.ids));
  r(ecardApi.offlineRecommend, (ctx, { body }) => cards.recommend(ctx.data, body.id, body.recommend));
  r(ecardApi.giveAway, (ctx, { body }) => cards.giveAway(ctx, body));
  r(ecardApi.preview, (ctx, { query }) => cards.preview(ctx.data, query.id));
  r(ecardApi.nameList, (ctx) => cards.nameList(ctx.data));
  r(ecardApi.cardList, (ctx) => cards.cardList(ctx.data));
  r(ecardApi.exchangePage, (ctx, { query }) => codes.exchangePage(ctx.data, query));
  r(ecardApi.exchangeExport, (ctx, { query, reply }) => codes.exportExchanges(ctx, reply, query), { raw: true });
  r(ecardApi.writeOffPage, (ctx, { query }) => held.usePage(ctx.data, query));
  r(ecardApi.writeOffExport, (ctx, { query, reply }) => held.exportUses(ctx, reply, query), { raw: true });

  // activation code batches
  r(ecardCodeApi.page, (ctx, { query }) => codes.batchPage(ctx.data, query));
  r(ecardCodeApi.detail, (ctx, { query }) => codes.batchDetail(ctx.data, query.id));
  r(ecardCodeApi.submit, (ctx, { body }) => codes.prefabricate(ctx.data, body));
  r(ecardCodeApi.list, (ctx, { query }) => codes.codePage(ctx.data, query));
  r(ecardCodeApi.export, (ctx, { query, reply }) => codes.exportCodes(ctx, reply, query.batchId), { raw: true });
  r(ecardCodeApi.forbidden, (ctx, { body }) => codes.setBatchStatus(ctx.data, body.ids, 0));
  r(ecardCodeApi.start, (ctx, { body }) => codes.setBatchStatus(ctx.data, body.ids, 1));
  r(ecardCodeApi.mark, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'marked', body.value));
  r(ecardCodeApi.exWarehouse, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'outStatus', body.value));
  r(ecardCodeApi.remark, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'remark', body.text));
  r(ecardCodeApi.userRemark, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'userRemark', body.text));
  r(ecardCodeApi.customerName, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'customerName', body.text));
  r(ecardCodeApi.payPrice, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'payPrice', body.payPrice));
  r(ecardCodeApi.remove, (ctx, { query }) => codes.removeBatches(ctx.data, query.ids));
  r(ecardCodeApi.verifyPage, (ctx, { query }) => codes.exchangePage(ctx.data, query));

  // e-card orders
  r(ecardOrderApi.page, (ctx, { query }) => orders.orderPage(ctx, query));
  r(ecardOrderApi.detail, (ctx, { query }) => orders.orderDetail(ctx.data, query.orderId));
  r(ecardOrderApi.export, (ctx, { query, reply }) => orders.exportOrders(ctx, reply, query), { raw: true });
  r(ecardOrderApi.refundInfo, (ctx, { query }) => orders.refundInfo(ctx.data, query.orderId));
  r(ecardOrderApi.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => orders.refund(ctx, body.orderId, body.reason)));
  r(ecardOrderApi.forcedRefund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', () => orders.forced(ctx, body.orderId, body.reason)),
  );
  r(ecardOrderApi.refundSure, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund-audit', () => orders.refundSure(ctx, body.orderId, body.pass === 1, body.remark)),
  );
  r(ecardOrderApi.activateVerify, (ctx, { body }) => codes.activate(ctx.data, body, { ip: ctx.ip, operator: actorOf(ctx).name }));
  r(ecardOrderApi.activateMsg, (ctx, { query }) => orders.activateMsg(ctx, query.orderId));
  r(ecardOrderApi.activateCodePostpone, (ctx, { body }) => held.postpone(ctx.data, body.userCardId, body.validEnd));
  r(ecardOrderApi.activationCodeForbidden, (ctx, { query }) => codes.forbidCode(ctx.data, query.id));

  // held cards and upgrade schemes
  r(userCardApi.page, (ctx, { query }) => held.userCardPage(ctx, query));
  r(userCardApi.detail, (ctx, { query }) => held.userCardDetail(ctx.data, query.id));
  r(userCardApi.validity, (ctx, { body }) => held.editValidity(ctx.data, body.id, body.validStart, body.validEnd));
  r(userCardApi.cancel, (ctx, { query }) => held.cancelCard(ctx.data, query.id));
  r(userCardApi.export, (ctx, { query, reply }) => held.exportUserCards(ctx, reply, query), { raw: true });
  r(userCardApi.upgradePage, (ctx, { query }) => cards.upgradePage(ctx.data, query));
  r(userCardApi.upgradeDetail, (ctx, { query }) => cards.upgradeDetail(ctx.data, query.id));
  r(userCardApi.upgradeSubmit, (ctx, { body }) => cards.submitUpgrade(ctx, body));
  r(userCardApi.upgradeEnable, (ctx, { body }) => cards.enableUpgrade(ctx.data, body.id, body.enabled));
  r(userCardApi.upgradeCopy, (ctx, { query }) => cards.copyUpgrade(ctx.data, query.id));
  r(userCardApi.upgradeRemove, (ctx, { query }) => cards.removeUpgrades(ctx.data, query.ids));
  r(userCardApi.upgradeNames, (ctx) => cards.upgradeNames(ctx.data));

  // import, project limits, gifts, a code's user, channels, the distribution list, batch deadlines
  r(heldCardApi.importTemplate, (_ctx, { reply }) => holders.sendImportTemplate(reply), { raw: true });
  r(heldCardApi.import, (ctx, { req }) => holders.importHolders(ctx.data, req.body), { bodyLimit: 3 * 1024 * 1024 });
  r(heldCardApi.updateProjects, (ctx, { body }) => holders.updateProjects(ctx.data, body));
  r(heldCardApi.giftPage, (ctx, { query }) => holders.giftPage(ctx.data, query));
  r(heldCardApi.codeUser, (ctx, { query }) => holders.codeUser(ctx.data, query.code));
  r(heldCardApi.postponeBatches, (ctx, { body }) => holders.postponeBatches(ctx.data, body.ids, body.validEnd));
  r(heldCardApi.getChannel, (ctx, { query }) => holders.getChannels(ctx.data, query.id));
  r(heldCardApi.channel, (ctx, { body }) => holders.setChannels(ctx.data, body.id, body.channels));
  r(heldCardApi.renewalProjectEcho, (ctx, { query }) => cards.cardProjects(ctx.data, query.id, true));
  r(heldCardApi.submitRenewalProject, (ctx, { body }) => cards.submitRenewalProjects(ctx.data, body.id, body.projects));
  r(heldCardApi.renewalCombo, (ctx, { query }) => cards.renewalCombos(ctx.data, query.id));
  r(heldCardApi.submitRenewalCombo, (ctx, { body }) => cards.submitRenewalCombos(ctx.data, body.id, body.combos));
  r(heldCardApi.distributionList, (ctx) => holders.distributionList(ctx.data));

  // reports
  r(ecardReportApi.dailySales, (ctx, { query }) => reports.dailySales(ctx, query));
  r(ecardReportApi.dailyActivation, (ctx, { query }) => reports.dailyActivation(ctx, query));
  r(ecardReportApi.verifySummary, (ctx, { query }) => reports.verifySummary(ctx, query));
  r(ecardReportApi.projectVerify, (ctx, { query }) => reports.projectVerify(ctx, query));
  r(ecardReportApi.signedProjects, (ctx, { query }) => reports.signedProjects(ctx, query));
  r(ecardReportApi.exportFile, (ctx, { query, reply }) => reports.exportReport(ctx, reply, query), { raw: true });

  // storefront (the customer's calls open their own transactions)
  r(ecardStoreApi.cards, (ctx, { query }) => store.storeCards(ctx, query.tenantId));
  r(ecardStoreApi.card, (ctx, { query }) => store.storeCardOne(ctx, query.tenantId, query.id));
  r(ecardStoreApi.buy, (ctx, { body, req }) => store.buy(ctx, req, body), { noTx: true });
  r(ecardStoreApi.activate, (ctx, { body, req }) => store.activate(ctx, req, body), { noTx: true });
  r(ecardStoreApi.pack, (ctx, { req }) => store.pack(ctx, req), { noTx: true });
  r(ecardStoreApi.entry, (ctx, { query, req }) => store.entry(ctx, req, query.id), { noTx: true });
  r(ecardStoreApi.records, (ctx, { req }) => store.records(ctx, req), { noTx: true });
});
