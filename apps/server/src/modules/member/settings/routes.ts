import { memberApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as settings from './service.ts';

/** The member programme (会员设置, 会员折扣): settings, levels, their rights and the rights dialogs' pickers. */
export default defineRoutes((r) => {
  r(memberApi.baseDetail, (ctx) => settings.baseDetail(ctx));
  r(memberApi.baseSubmit, (ctx, { body }) => settings.baseSubmit(ctx, body));
  r(memberApi.speedDetail, (ctx) => settings.speedDetail(ctx));
  r(memberApi.updateSpeed, (ctx, { body }) => settings.updateSpeed(ctx, body));
  r(memberApi.levelList, (ctx) => settings.levelList(ctx));
  r(memberApi.levelDetail, (ctx, { query }) => settings.levelDetail(ctx, query.id));
  r(memberApi.levelSubmit, (ctx, { body }) => settings.levelSubmit(ctx, body));
  r(memberApi.levelRemove, (ctx, { query }) => settings.levelRemove(ctx, query.ids));
  r(memberApi.discountSubmit, (ctx, { body }) => settings.discountSubmit(ctx, body));
  r(memberApi.rightList, (ctx, { query }) => settings.rightList(ctx, query.levelId));
  r(memberApi.rightSubmitByBatch, (ctx, { body }) => settings.rightSubmitByBatch(ctx, body));
  r(memberApi.rightGoodsDetail, (ctx, { query }) => settings.rightGoods(ctx, query.levelId, 'goods'));
  r(memberApi.rightGoodsSave, (ctx, { body }) => settings.saveRightGoods(ctx, body, 'goods'));
  r(memberApi.rightCouponDetail, (ctx, { query }) => settings.rightGoods(ctx, query.levelId, 'coupon'));
  r(memberApi.rightCouponSave, (ctx, { body }) => settings.saveRightGoods(ctx, body, 'coupon'));
  r(memberApi.classify, (ctx) => settings.selectors.classify(ctx));
  r(memberApi.poi, (ctx, { query }) => settings.selectors.poi(ctx, query));
  r(memberApi.hotel, (ctx, { query }) => settings.selectors.hotel(ctx, query));
  r(memberApi.skuPage, (ctx, { query }) => settings.selectors.sku(ctx, query));
  r(memberApi.ticketPage, (ctx, { query }) => settings.selectors.ticket(ctx, query));
});
