import { ecardApi, ecardStoreApi, heldCardApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as cards from './service.ts';
import * as store from './store.ts';

/** The card catalogue: cards in steps, shelves, gifts, renewal settings, sales channels; the storefront's cards. */
export default defineRoutes((r) => {
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

  // channels, renewal projects and combos, the distribution list
  r(heldCardApi.getChannel, (ctx, { query }) => cards.getChannels(ctx.data, query.id));
  r(heldCardApi.channel, (ctx, { body }) => cards.setChannels(ctx.data, body.id, body.channels));
  r(heldCardApi.renewalProjectEcho, (ctx, { query }) => cards.cardProjects(ctx.data, query.id, true));
  r(heldCardApi.submitRenewalProject, (ctx, { body }) => cards.submitRenewalProjects(ctx.data, body.id, body.projects));
  r(heldCardApi.renewalCombo, (ctx, { query }) => cards.renewalCombos(ctx.data, query.id));
  r(heldCardApi.submitRenewalCombo, (ctx, { body }) => cards.submitRenewalCombos(ctx.data, body.id, body.combos));
  r(heldCardApi.distributionList, (ctx) => cards.distributionList(ctx.data));

  // storefront
  r(ecardStoreApi.cards, (ctx, { query }) => store.storeCards(ctx, query.tenantId));
  r(ecardStoreApi.card, (ctx, { query }) => store.storeCardOne(ctx, query.tenantId, query.id));
});
